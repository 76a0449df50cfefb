import { ErrorPanel } from "@web/components/error-panel";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDateTime, formatMoney } from "@web/lib/format";
import type { AdminBillingEvent, AdminPayment } from "@shared/schemas/admin-billing-rows";
import { useSubscriptionDetail } from "../api/admin-subscriptions-api";

const EVENT_LABELS: Record<string, string> = {
  "subscription.created": "Subscription started",
  "subscription.updated": "Subscription updated",
  "subscription.cancelled": "Subscription cancelled",
  "payment.succeeded": "Payment received",
  "payment.refunded": "Payment refunded",
};

function eventLabel(event: AdminBillingEvent): string {
  const label = EVENT_LABELS[event.eventType] ?? event.eventType;
  return event.eventType === "subscription.cancelled" && event.metadata?.by === "admin" ? `${label} by an admin` : label;
}

export const refundableCents = (payment: AdminPayment) => payment.amountCents - payment.refundedCents;

/** Under an expanded row: the subscription's events (newest first) and its payments, each refundable. */
export function SubscriptionEventsPanel({ userId, email, onRefund }: { userId: string; email: string; onRefund: (payment: AdminPayment) => void }) {
  const { data, isError, refetch } = useSubscriptionDetail(userId);
  if (isError) return <ErrorPanel message="Failed to load subscriptions" onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">Loading events</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-label={`Events for ${email}`}>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Events</h3>
        {data.events.length === 0 ? (
          <p className="text-sm text-slate-600">No subscription events recorded.</p>
        ) : (
          <ol className="space-y-1.5 text-sm">
            {data.events.map((event) => (
              <li key={event.id} className="flex flex-wrap items-baseline gap-x-2">
                <time dateTime={event.createdAt} className="text-xs text-slate-600 tabular-nums">
                  {formatDateTime(event.createdAt)}
                </time>
                <span className="text-slate-900">{eventLabel(event)}</span>
                {event.amountCents !== null ? (
                  <span className={event.amountCents < 0 ? "text-red-700 tabular-nums" : "text-slate-700 tabular-nums"}>
                    {event.amountCents < 0 ? `−${formatMoney(-event.amountCents, event.currency ?? "usd")}` : formatMoney(event.amountCents, event.currency ?? "usd")}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label={`Payments by ${email}`}>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Payments</h3>
        {data.payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payments.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {data.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center gap-2">
                <time dateTime={payment.createdAt} className="text-xs text-slate-600 tabular-nums">
                  {formatDateTime(payment.createdAt)}
                </time>
                <span className="font-medium text-slate-900 tabular-nums">{formatMoney(payment.amountCents, payment.currency)}</span>
                {payment.refundedCents > 0 ? (
                  <Badge variant={payment.status === "refunded" ? "danger" : "warning"}>Refunded {formatMoney(payment.refundedCents, payment.currency)}</Badge>
                ) : (
                  <Badge variant="success">Paid</Badge>
                )}
                {refundableCents(payment) > 0 ? (
                  <Button variant="outline" size="sm" onClick={() => onRefund(payment)} aria-label={`Refund ${formatMoney(refundableCents(payment), payment.currency)} paid ${formatDateTime(payment.createdAt)}`}>
                    Refund
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
