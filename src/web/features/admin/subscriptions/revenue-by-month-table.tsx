import { DataTable } from "@web/components/data-table";
import { formatMoney } from "@web/lib/format";
import type { RevenueMonth } from "@shared/schemas/admin-subscriptions";

/** "2026-11" → "November 2026" (UTC months, as the server counts them). */
export function monthLabel(month: string, style: "long" | "short" = "long"): string {
  const [year, monthIndex] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, monthIndex! - 1, 1)).toLocaleDateString("en-US", { month: style, year: "numeric", timeZone: "UTC" });
}

/** The chart's figures as a table (newest month first): the accessible equivalent of the chart. */
export function RevenueByMonthTable({ months }: { months: RevenueMonth[] | undefined }) {
  return (
    <DataTable
      caption="Revenue by month: payments, refunds and net revenue, newest month first"
      rows={months ? [...months].reverse() : undefined}
      rowKey={(row) => row.month}
      minWidth="28rem"
      skeletonRows={3}
      empty="No months in this period."
      columns={[
        { header: "Month", rowHeader: true, cell: (row) => monthLabel(row.month) },
        { header: "Payments", className: "text-right tabular-nums", headerClassName: "text-right", cell: (row) => formatMoney(row.grossCents) },
        { header: "Refunds", className: "text-right tabular-nums", headerClassName: "text-right", cell: (row) => (row.refundedCents ? `−${formatMoney(row.refundedCents)}` : formatMoney(0)) },
        { header: "Net revenue", className: "text-right font-semibold text-slate-900 tabular-nums", headerClassName: "text-right", cell: (row) => formatMoney(row.netCents) },
      ]}
    />
  );
}
