import { PAID_PLANS, PLANS, type BillingInterval, type PaidPlan, type SubscriptionStatus, type Tier } from "@shared/plans";
import type { MeResponse } from "@shared/schemas/profile";

/** Spec texts (section 8 "Checkout", section 5) and our own wording around them, in one place. */
export const BILLING_MESSAGES = {
  checkoutFailed: "Failed to process subscription",
  canceled: "Subscription cancelled. You can try again anytime.",
  alreadyFree: "You're already on the free tier.",
  confirming: "Confirming your payment…",
  confirmDelayed:
    "Your payment went through, but your plan is not active yet. It can take a minute: refresh this page shortly, or check Billing.",
  cancelQuestion: "Are you sure you want to cancel this subscription?",
} as const;

export function notConfiguredMessage(plan: PaidPlan): string {
  return `${PLANS[plan].name} is not yet configured. Please contact support.`;
}

/** Spec: 'Welcome to Pro! Your subscription is now active.'; the other plans get their own honest name. */
export function welcomeMessage(plan: PaidPlan): string {
  if (plan === "lifetime") return "Welcome to Lifetime! Your lifetime access is now active.";
  const name = plan === "pro" ? "Pro" : PLANS[plan].name;
  return `Welcome to ${name}! Your subscription is now active.`;
}

export function alreadyOnMessage(tier: Tier, interval: BillingInterval | null): string {
  if (tier === "free") return BILLING_MESSAGES.alreadyFree;
  return `You're already on ${planLabel(tier, interval)}.`;
}

export function isPaidPlan(value: string | null | undefined): value is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(value ?? "");
}

export const INTERVAL_ADJECTIVE: Record<BillingInterval, string> = { month: "monthly", year: "yearly" };

/** "Weekend Empire (yearly)", "Lifetime", "Free". */
export function planLabel(tier: Tier, interval: BillingInterval | null): string {
  const name = PLANS[tier].name;
  return interval && (tier === "starter" || tier === "pro") ? `${name} (${INTERVAL_ADJECTIVE[interval]})` : name;
}

export function billingCycleLabel(interval: BillingInterval | null): string {
  if (interval === "month") return "Billed monthly";
  if (interval === "year") return "Billed yearly";
  return "One-time payment";
}

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  trialing: "Trialing",
  past_due: "Past due",
  cancelled: "Cancelled",
};

export function statusLabel(status: SubscriptionStatus): string {
  return STATUS_LABELS[status];
}

export interface CurrentPlan {
  tier: Tier;
  interval: BillingInterval | null;
}

/**
 * The plan the user pays for now: a lapsed subscription counts as Free, lifetime has no interval. During
 * a downgrade's grace period this is the new (lower) plan; the higher one still applies until it ends.
 */
export function currentPlanOf(me: MeResponse | null): CurrentPlan | null {
  if (!me) return null;
  const { entitlements, profile } = me;
  if (entitlements.isLifetime) return { tier: "lifetime", interval: null };
  if (!entitlements.isPaid || profile.subscriptionTier === "free") return { tier: "free", interval: null };
  if (profile.subscriptionTier === "lifetime") return { tier: "lifetime", interval: null };
  return { tier: profile.subscriptionTier, interval: profile.subscriptionInterval };
}
