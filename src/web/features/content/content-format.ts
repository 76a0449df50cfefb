import { PLANS, type Plan } from "@shared/plans";
import { formatMoney, formatNumber, onFirstUse } from "@web/lib/format";

/**
 * Formatting and plan facts for the FAQ and the legal pages. Every price and limit is read from
 * @shared/plans, so the copy changes when the plans do.
 */

const longDate = onFirstUse(() => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }));

/** "November 21, 2026" in the viewer's time zone. */
export function formatLongDate(date: Date): string {
  return longDate().format(date);
}

/** "2026-11-21" for a <time dateTime>, in the viewer's time zone (matching the text). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** How a plan is paid for, in words: "$29 a month or $299 a year ($24/mo, billed yearly)". */
export function priceInWords(plan: Plan): string {
  if (plan.once) return `${formatMoney(plan.once.amountCents)} once (was ${formatMoney(plan.once.wasCents)})`;
  const parts: string[] = [];
  if (plan.monthly) parts.push(`${formatMoney(plan.monthly.amountCents)} a month`);
  if (plan.yearly) parts.push(`${formatMoney(plan.yearly.amountCents)} a year (${plan.yearly.display})`);
  return parts.length > 0 ? parts.join(" or ") : "$0";
}

/** The paid tiers in ascending order, by name: "Bootstrap Builder, Weekend Empire and Lifetime". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export const PAID_PLAN_NAMES = joinNames([PLANS.starter.name, PLANS.pro.name, PLANS.lifetime.name]);
export const PRO_PLAN_NAMES = `${PLANS.pro.name} and ${PLANS.lifetime.name}`;

/** The local time of 09:00 UTC today, e.g. "10:00 AM" in Paris in winter. */
export function localTimeOfUtc(hour: number, minute = 0, now = new Date()): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }).format(at);
}

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** Small counts in words ("six"), larger ones in digits, as running text reads best. */
export function inWords(n: number): string {
  return WORDS[n] ?? formatNumber(n);
}
