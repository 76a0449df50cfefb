import { ExternalLink } from "lucide-react";
import type { Payment } from "@shared/schemas/billing";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate, formatMoney } from "@web/lib/format";
import { planLabel } from "./billing-copy";

const STATUS: Record<string, { label: string; variant: "success" | "neutral" | "warning" }> = {
  paid: { label: "Paid", variant: "success" },
  refunded: { label: "Refunded", variant: "neutral" },
  partially_refunded: { label: "Partially refunded", variant: "warning" },
};

function PaymentStatus({ payment }: { payment: Payment }) {
  const known = STATUS[payment.status];
  const refunded = payment.refundedCents > 0 ? formatMoney(payment.refundedCents, payment.currency) : null;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge variant={known?.variant ?? "neutral"}>{known?.label ?? payment.status.replace(/_/g, " ")}</Badge>
      {refunded ? <span className="text-xs text-slate-600">{refunded} refunded</span> : null}
    </span>
  );
}

export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="payments-title">Payments</CardTitle>
      </CardHeader>
      <CardContent>
        {payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payments yet.</p>
        ) : (
          <div className="relative -mx-6 overflow-x-auto px-6">
            <table aria-labelledby="payments-title" className="w-full min-w-[32rem] text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-900">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">Date</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Plan</th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">Amount</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Status</th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">Invoice</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-700">
                {payments.map((payment) => (
                  <tr key={payment.id}>
                    <td className="py-3 pr-4 whitespace-nowrap">{formatDate(payment.createdAt)}</td>
                    <td className="py-3 pr-4">{planLabel(payment.tier, payment.interval)}</td>
                    <td className="py-3 pr-4 text-right font-medium whitespace-nowrap text-slate-900">
                      {formatMoney(payment.amountCents, payment.currency)}
                    </td>
                    <td className="py-3 pr-4">
                      <PaymentStatus payment={payment} />
                    </td>
                    <td className="py-3 text-right">
                      {payment.invoiceUrl ? (
                        <a
                          href={payment.invoiceUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 rounded font-medium whitespace-nowrap text-indigo-700 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
                        >
                          Invoice
                          <span className="sr-only"> for {formatDate(payment.createdAt)} (opens in a new tab)</span>
                          <ExternalLink aria-hidden="true" className="size-3.5" />
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
