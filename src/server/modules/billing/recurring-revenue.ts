import type { BillingInterval, Tier } from "../../../shared/plans";
import { planAmount } from "./price-book";

/** How many users are on a plan and billing interval right now (a live subscription). */
export interface PlanCount {
  tier: Tier;
  interval: BillingInterval | null;
  n: number;
}

/**
 * The one definition of MRR for every admin screen: live starter and pro subscriptions at their
 * plan's real price, a yearly plan counting a twelfth of its price. Lifetime (paid once) adds
 * nothing, and a tier with no billing interval (set by an admin, never bought) has no price.
 */
function recurring(groups: PlanCount[]): (PlanCount & { interval: BillingInterval; tier: "starter" | "pro" })[] {
  return groups.filter((g): g is PlanCount & { interval: BillingInterval; tier: "starter" | "pro" } => (g.tier === "starter" || g.tier === "pro") && g.interval !== null);
}

export function monthlyRecurringRevenueCents(groups: PlanCount[]): number {
  const total = recurring(groups).reduce((sum, g) => sum + (planAmount({ plan: g.tier, interval: g.interval }) * g.n) / (g.interval === "year" ? 12 : 1), 0);
  return Math.round(total);
}

/** Subscriptions that count towards MRR. */
export function recurringSubscriptions(groups: PlanCount[]): number {
  return recurring(groups).reduce((sum, g) => sum + g.n, 0);
}

/** One read of who pays now (subscriptions-reports.repo payingMembers): live plans by interval, and lifetime owners. */
export interface PayingCounts {
  starterMonth: number;
  starterYear: number;
  proMonth: number;
  proYear: number;
  lifetime: number;
}

/** MRR, live subscriptions and the paying breakdown, all from the same counts, so they always agree. */
export function payingFigures(c: PayingCounts) {
  const groups: PlanCount[] = [
    { tier: "starter", interval: "month", n: c.starterMonth },
    { tier: "starter", interval: "year", n: c.starterYear },
    { tier: "pro", interval: "month", n: c.proMonth },
    { tier: "pro", interval: "year", n: c.proYear },
  ];
  const starter = c.starterMonth + c.starterYear;
  const pro = c.proMonth + c.proYear;
  return {
    mrrCents: monthlyRecurringRevenueCents(groups),
    activeSubscriptions: recurringSubscriptions(groups),
    paying: { total: starter + pro + c.lifetime, starter, pro, lifetime: c.lifetime },
  };
}
