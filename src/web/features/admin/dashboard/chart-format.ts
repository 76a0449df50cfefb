import { formatDay, formatMoney, formatNumber } from "@web/lib/format";

/** A bucket's short label on a chart axis: "Nov 3", "Nov 2026" for months, "14:00" for hours. */
export function bucketLabel(bucket: string, unit: "hour" | "day" | "week" | "month"): string {
  if (unit === "hour") return `${bucket.slice(11, 13)}:00`;
  const date = new Date(`${bucket}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return bucket;
  if (unit === "month") return date.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** When the bucket was, with its preposition, for summaries: "on Nov 3, 2026", "in the week of ...", "in Nov 2026". */
export function bucketPhrase(bucket: string, unit: "hour" | "day" | "week" | "month"): string {
  if (unit === "hour") return `at ${bucket.slice(11, 13)}:00 UTC on ${formatDay(bucket.slice(0, 10))}`;
  if (unit === "week") return `in the week of ${formatDay(bucket)}`;
  if (unit === "month") return `in ${bucketLabel(bucket, "month")}`;
  return `on ${formatDay(bucket)}`;
}

/** The sentence a screen reader gets instead of the revenue chart. */
export function revenueSummary(points: { bucket: string; netCents: number; refundsCents: number }[], unit: "day" | "week" | "month", rangeLabel: string): string {
  const net = points.reduce((sum, point) => sum + point.netCents, 0);
  const refunds = points.reduce((sum, point) => sum + point.refundsCents, 0);
  if (points.every((point) => point.netCents === 0 && point.refundsCents === 0)) return `No payments or refunds in the ${rangeLabel.toLowerCase()}.`;
  const best = points.reduce((top, point) => (point.netCents > top.netCents ? point : top), points[0]!);
  return `${rangeLabel}: ${formatMoney(net)} net revenue (${formatMoney(refunds)} refunded), most ${bucketPhrase(best.bucket, unit)} (${formatMoney(best.netCents)}).`;
}

export function growthSummary(points: { bucket: string; signups: number; total: number }[], rangeLabel: string): string {
  const signups = points.reduce((sum, point) => sum + point.signups, 0);
  const total = points.at(-1)?.total ?? 0;
  return `${rangeLabel}: ${formatNumber(signups)} ${signups === 1 ? "sign-up" : "sign-ups"}, ${formatNumber(total)} ${total === 1 ? "user" : "users"} in total.`;
}
