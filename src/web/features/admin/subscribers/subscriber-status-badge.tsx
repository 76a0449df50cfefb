import { Badge } from "@web/components/ui/badge";

const VARIANTS: Record<string, "success" | "neutral" | "warning"> = {
  active: "success",
  unsubscribed: "neutral",
};

const LABELS: Record<string, string> = { active: "Active", unsubscribed: "Unsubscribed" };

export function SubscriberStatusBadge({ status }: { status: string }) {
  const key = status.toLowerCase();
  return <Badge variant={VARIANTS[key] ?? "warning"}>{LABELS[key] ?? status}</Badge>;
}
