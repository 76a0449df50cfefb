import { PLANS, type BillingInterval } from "@shared/plans";
import type { RecurringPlan } from "@shared/schemas/billing";
import { isDowngrade } from "@shared/entitlements";
import { INTERVAL_ADJECTIVE, type CurrentPlan } from "./billing-copy";
import type { PaidChoice } from "./use-plan-checkout";

export type PricingTier = "free" | RecurringPlan;

export const CURRENT_PLAN_LABEL = "Current Plan";
export const LIFETIME_OWNED_TEXT = "You have lifetime access!";

/** What a plan card's button does for this viewer. */
export type PlanButton =
  | { kind: "current" }
  | { kind: "disabled"; label: string }
  | { kind: "link"; label: string; to: string }
  | { kind: "checkout"; label: string; choice: PaidChoice };

export function changePlanPath(plan: RecurringPlan, interval: BillingInterval): string {
  return `/settings/billing?plan=${plan}&interval=${interval}`;
}

/**
 * Spec: the current plan's button reads 'Current Plan'. A visitor is sent to sign in by the checkout
 * itself; a recurring subscriber changes plan on /settings/billing (one subscription, never two).
 */
export function planButton(tier: PricingTier, interval: BillingInterval, current: CurrentPlan | null): PlanButton {
  const name = PLANS[tier].name;
  if (current?.tier === "lifetime") return { kind: "disabled", label: "Included in Lifetime" };
  if (tier === "free") {
    if (!current) return { kind: "link", label: "Get Started", to: "/signup" };
    return current.tier === "free" ? { kind: "current" } : { kind: "link", label: "Switch to Free", to: "/settings/billing" };
  }
  if (!current || current.tier === "free") return { kind: "checkout", label: `Choose ${name}`, choice: { plan: tier, interval } };
  if (current.tier === tier) {
    // A subscription whose interval we do not know is current for both.
    if (current.interval === null || current.interval === interval) return { kind: "current" };
    return { kind: "link", label: `Switch to ${INTERVAL_ADJECTIVE[interval]}`, to: changePlanPath(tier, interval) };
  }
  const verb = isDowngrade(current.tier, tier) ? "Downgrade" : "Upgrade";
  return { kind: "link", label: `${verb} to ${name}`, to: changePlanPath(tier, interval) };
}
