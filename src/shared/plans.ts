/**
 * The one plans config: tiers, names, prices and limits. The pricing page, checkout, entitlements
 * and the admin revenue figures all read it. Prices are in US cents.
 */
export const TIERS = ["free", "starter", "pro", "lifetime"] as const;
export type Tier = (typeof TIERS)[number];

export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "past_due", "trialing"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export interface PlanPrice {
  amountCents: number;
  /** What the pricing page shows for this price, e.g. "$24/mo, billed yearly". */
  display: string;
}

export interface Plan {
  tier: Tier;
  name: string;
  tagline: string;
  monthly?: PlanPrice;
  yearly?: PlanPrice;
  once?: PlanPrice & { wasCents: number };
  features: string[];
}

export const PLANS: Record<Tier, Plan> = {
  free: {
    tier: "free",
    name: "Free",
    tagline: "Get a taste of what we research",
    features: ["Daily idea", "3 idea previews", "Save ideas", "Dashboard"],
  },
  starter: {
    tier: "starter",
    name: "Bootstrap Builder",
    tagline: "The full database for focused builders",
    monthly: { amountCents: 2900, display: "$29/mo" },
    yearly: { amountCents: 29900, display: "$24/mo, billed yearly" },
    features: ["Full database except Pro Picks", "Filters", "Export JSON/PDF"],
  },
  pro: {
    tier: "pro",
    name: "Weekend Empire",
    tagline: "Everything, plus AI to build faster",
    monthly: { amountCents: 9900, display: "$99/mo" },
    yearly: { amountCents: 99900, display: "$83/mo, billed yearly" },
    features: ["Everything in Bootstrap Builder", "Pro Picks", "AI builder prompts", "AI chat 100/month", "Idea validation 3/month"],
  },
  lifetime: {
    tier: "lifetime",
    name: "Lifetime",
    tagline: "Pay once, keep everything",
    once: { amountCents: 150000, wasCents: 299700, display: "$1,500 once" },
    features: ["Everything in Pro", "AI fair-use cap of 1,000/month each", "Lifetime badge"],
  },
};

/** The price a tier sells at for an interval: the one-time price for lifetime, none for free. */
export function priceFor(tier: Tier, interval: BillingInterval | null): PlanPrice | undefined {
  const plan = PLANS[tier];
  if (tier === "lifetime") return plan.once;
  return interval === "year" ? plan.yearly : plan.monthly;
}

/** Monthly AI quotas per tier; a month is the calendar month in UTC. */
export const AI_QUOTAS: Record<Tier, { aiChat: number; aiResearch: number }> = {
  free: { aiChat: 0, aiResearch: 0 },
  starter: { aiChat: 0, aiResearch: 0 },
  pro: { aiChat: 100, aiResearch: 3 },
  lifetime: { aiChat: 1000, aiResearch: 1000 },
};

export function tierLabel(tier: Tier): string {
  return PLANS[tier].name;
}

/** The plans a checkout can buy, and the ones that renew (kept here, outside the zod schemas, so a page can use them without loading zod). */
export const PAID_PLANS = ["starter", "pro", "lifetime"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export const RECURRING_PLANS = ["starter", "pro"] as const;
export type RecurringPlan = (typeof RECURRING_PLANS)[number];
