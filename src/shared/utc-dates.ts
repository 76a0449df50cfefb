/**
 * Calendar arithmetic in UTC, the product's one clock (the daily idea turns over at 00:00 UTC,
 * quotas reset on the 1st UTC, trend weeks start on Monday UTC).
 */

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 00:00 UTC of the day `days` after the one containing `date` (negative: before). */
export function utcMidnightPlusDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/** 00:00 UTC of the next day: when today's daily idea expires. */
export function nextUtcMidnight(date: Date): Date {
  return utcMidnightPlusDays(date, 1);
}

/** The first instant of the calendar month (UTC) after the one containing `date`. */
export function nextUtcMonthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** Monday of the UTC week containing `date`, as YYYY-MM-DD. */
export function utcWeekStart(date: Date): string {
  return utcDay(utcMidnightPlusDays(date, -((date.getUTCDay() + 6) % 7)));
}
