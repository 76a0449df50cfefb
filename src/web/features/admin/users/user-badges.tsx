import type { SubscriptionStatus, Tier } from "@shared/plans";
import { tierLabel } from "@shared/plans";
import { Badge } from "@web/components/ui/badge";
import { STATUS_LABELS } from "./user-copy";

const TIER_VARIANTS: Record<Tier, "neutral" | "default" | "success"> = { free: "neutral", starter: "default", pro: "success", lifetime: "success" };
const STATUS_VARIANTS: Record<SubscriptionStatus, "success" | "neutral" | "warning" | "danger"> = {
  active: "success",
  trialing: "neutral",
  past_due: "warning",
  cancelled: "danger",
};

export function TierBadge({ tier }: { tier: Tier }) {
  return <Badge variant={TIER_VARIANTS[tier]}>{tierLabel(tier)}</Badge>;
}

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
