import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatMoney } from "@web/lib/format";
import type { RevenueMonth } from "@shared/schemas/admin-subscriptions";
import { monthLabel } from "./revenue-by-month-table";

/** A one-sentence summary of the chart, for the caption and screen readers. */
export function revenueSummary(months: RevenueMonth[]): string {
  const total = months.reduce((sum, month) => sum + month.netCents, 0);
  const best = months.reduce<RevenueMonth | null>((top, month) => (!top || month.netCents > top.netCents ? month : top), null);
  if (!best || total === 0) return `No net revenue from ${months.length} month${months.length === 1 ? "" : "s"} in this period.`;
  return `Net revenue of ${formatMoney(total)} over ${months.length} month${months.length === 1 ? "" : "s"}; the highest month was ${monthLabel(best.month)} at ${formatMoney(best.netCents)}. The same figures are in the Revenue by Month table.`;
}

/**
 * Net revenue per month (payments minus refunds). recharts comes with this page's lazy chunk; the
 * chart is hidden from assistive technology and kept out of the tab order (no accessibility layer):
 * the caption and the Revenue by Month table carry the same figures.
 */
export function RevenueChart({ months }: { months: RevenueMonth[] | undefined }) {
  if (!months) return <Skeleton className="h-64 w-full" />;
  const data = months.map((month) => ({ label: monthLabel(month.month, "short"), net: month.netCents / 100 }));
  return (
    <figure className="space-y-3">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="label" tick={{ fill: "#475569", fontSize: 12 }} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} />
            <YAxis tick={{ fill: "#475569", fontSize: 12 }} tickLine={false} axisLine={false} tickFormatter={(value: number) => formatMoney(Math.round(value * 100))} width={72} />
            <Tooltip formatter={(value) => [formatMoney(Math.round(Number(value) * 100)), "Net revenue"]} cursor={{ fill: "#eef2ff" }} />
            <Bar dataKey="net" fill="#4f46e5" radius={[4, 4, 0, 0]} maxBarSize={48} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-slate-600">{revenueSummary(months)}</figcaption>
    </figure>
  );
}
