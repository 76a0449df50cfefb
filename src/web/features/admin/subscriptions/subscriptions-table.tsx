import { ChevronDown, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { DataTable } from "@web/components/data-table";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDate, formatMoney } from "@web/lib/format";
import { PLANS } from "@shared/plans";
import type { SubscriptionRow } from "@shared/schemas/admin-subscriptions";
import type { AdminPayment } from "@shared/schemas/admin-billing-rows";
import { SubscriptionEventsPanel } from "./subscription-events-panel";

const STATUS_BADGE: Record<SubscriptionRow["status"], { label: string; variant: "success" | "warning" | "danger" | "neutral" }> = {
  active: { label: "Active", variant: "success" },
  trialing: { label: "Trialing", variant: "neutral" },
  past_due: { label: "Past due", variant: "warning" },
  cancelled: { label: "Cancelled", variant: "danger" },
};

const INTERVAL_LABEL = { month: "Monthly", year: "Yearly" } as const;

/** Lifetime is paid once; a plan an admin set without a checkout has no billing interval. */
function billingLabel(row: SubscriptionRow): string {
  if (row.interval) return INTERVAL_LABEL[row.interval];
  return row.tier === "lifetime" ? "One-time" : "No billing";
}

function amountLabel(row: SubscriptionRow): string {
  if (row.amountCents === null) return "—";
  return `${formatMoney(row.amountCents)}${row.interval ? `/${row.interval === "month" ? "mo" : "yr"}` : ""}`;
}

function Renewal({ row }: { row: SubscriptionRow }) {
  if (!row.endsAt) return <span className="text-slate-600">Never</span>;
  const ending = row.status === "cancelled" || row.cancelAtPeriodEnd;
  return (
    <span className="whitespace-nowrap">
      {ending ? "Ends" : "Renews"} <time dateTime={row.endsAt}>{formatDate(row.endsAt)}</time>
    </span>
  );
}

/** One row per paid plan; a row opens to show its events and payments (refunds from there). */
export function SubscriptionsTable({
  rows,
  busy,
  empty,
  expandedId,
  onToggle,
  onCancel,
  onRefund,
}: {
  rows: SubscriptionRow[] | undefined;
  busy: boolean;
  empty: ReactNode;
  expandedId: string | null;
  onToggle: (userId: string) => void;
  onCancel: (row: SubscriptionRow) => void;
  onRefund: (row: SubscriptionRow, payment: AdminPayment) => void;
}) {
  return (
    <DataTable
      caption="Subscriptions, most recently changed first; open a row to see its events and payments"
      rows={rows}
      rowKey={(row) => row.userId}
      busy={busy}
      empty={empty}
      minWidth="46rem"
      expanded={(row) => (row.userId === expandedId ? <SubscriptionEventsPanel userId={row.userId} email={row.email} onRefund={(payment) => onRefund(row, payment)} /> : null)}
      columns={[
        {
          header: <span className="sr-only">Details</span>,
          className: "w-10 pr-0",
          cell: (row) => {
            const open = row.userId === expandedId;
            return (
              <Button variant="ghost" size="icon" className="size-8" aria-expanded={open} aria-label={`${open ? "Hide" : "Show"} events for ${row.email}`} onClick={() => onToggle(row.userId)}>
                {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
              </Button>
            );
          },
        },
        { header: "User", rowHeader: true, className: "max-w-[14rem] truncate", cell: (row) => <span title={row.email}>{row.email}</span> },
        {
          header: "Plan",
          cell: (row) => (
            <span className="flex flex-col">
              <span className="whitespace-nowrap text-slate-900">{PLANS[row.tier].name}</span>
              <span className="text-xs text-slate-600">{billingLabel(row)}</span>
            </span>
          ),
        },
        {
          header: "Status",
          cell: (row) => (
            <span className="flex flex-wrap gap-1">
              <Badge variant={STATUS_BADGE[row.status].variant}>{STATUS_BADGE[row.status].label}</Badge>
              {row.cancelAtPeriodEnd && row.status !== "cancelled" ? <Badge variant="warning">Cancels at period end</Badge> : null}
            </span>
          ),
        },
        { header: "Started", className: "whitespace-nowrap", cell: (row) => (row.startedAt ? <time dateTime={row.startedAt}>{formatDate(row.startedAt)}</time> : <span className="text-slate-600">Unknown</span>) },
        { header: "Renews / ends", cell: (row) => <Renewal row={row} /> },
        { header: "Amount", className: "text-right tabular-nums", headerClassName: "text-right", cell: (row) => amountLabel(row) },
        {
          header: <span className="sr-only">Actions</span>,
          className: "text-right",
          cell: (row) =>
            row.cancellable ? (
              <Button variant="outline" size="sm" onClick={() => onCancel(row)} aria-label={`Cancel subscription of ${row.email}`}>
                Cancel
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
