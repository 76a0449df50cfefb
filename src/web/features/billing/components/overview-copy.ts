import { PLANS } from "@shared/plans";
import type { BillingOverview } from "@shared/schemas/billing";
import { formatDate } from "@web/lib/format";
import { planLabel } from "./billing-copy";

export const LIFETIME_PERIOD_LINE = "Lifetime access — no renewal";

function isPast(iso: string): boolean {
  return new Date(iso).getTime() <= Date.now();
}

/** "Renews on {date}", "Ends on {date}" once cancelled at period end, or lifetime's "no renewal". */
export function periodLine(overview: BillingOverview): string | null {
  if (overview.tier === "lifetime") return LIFETIME_PERIOD_LINE;
  if (overview.tier === "free" || !overview.currentPeriodEnd) return null;
  const date = formatDate(overview.currentPeriodEnd);
  if (!date) return null;
  if (overview.cancelAtPeriodEnd || overview.status === "cancelled") {
    return `${isPast(overview.currentPeriodEnd) ? "Ended" : "Ends"} on ${date}`;
  }
  return `Renews on ${date}`;
}

/** After a downgrade the higher tier stays until the period paid for ends. */
export function graceLine(overview: BillingOverview): string | null {
  const { graceTier, graceUntil } = overview;
  if (!graceTier || !graceUntil || graceTier === overview.tier || isPast(graceUntil)) return null;
  const date = formatDate(graceUntil);
  return `You keep ${PLANS[graceTier].name} features until ${date}. ${planLabel(overview.tier, overview.interval)} starts then.`;
}

export function canCancel(overview: BillingOverview): boolean {
  return overview.hasSubscription && !overview.cancelAtPeriodEnd && overview.status !== "cancelled";
}

export function canResume(overview: BillingOverview): boolean {
  return overview.hasSubscription && overview.cancelAtPeriodEnd;
}

export function canChangePlan(overview: BillingOverview): boolean {
  return canCancel(overview) && (overview.tier === "starter" || overview.tier === "pro");
}
