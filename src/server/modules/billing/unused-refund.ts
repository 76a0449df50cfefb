/**
 * What an admin's cancel-now gives back: the unused part of what was paid for the current period.
 * The period's payments (the renewal, and any prorated upgrade charged since) are refunded in
 * proportion to the time left, newest first, less anything already refunded from them.
 */
export interface PeriodPayment {
  id: string;
  tier: string;
  createdAt: Date;
  amountCents: number;
  refundedCents: number;
  providerPaymentIntentId: string | null;
}

export interface UnusedRefund {
  /** The whole refund, in cents (0 when nothing is left to give back). */
  totalCents: number;
  /** Which payments it comes from, newest first. */
  parts: { paymentId: string; paymentIntentId: string; cents: number }[];
}

export function unusedRefund(
  period: { start: Date; end: Date },
  payments: PeriodPayment[],
  now: Date,
): UnusedRefund {
  const length = period.end.getTime() - period.start.getTime();
  if (length <= 0 || now >= period.end) return { totalCents: 0, parts: [] };
  const unused = Math.min(1, (period.end.getTime() - Math.max(now.getTime(), period.start.getTime())) / length);
  // Payments for this period: made since it began (a renewal lands at its start), for a recurring plan.
  const inPeriod = payments
    .filter((p) => p.tier !== "lifetime" && p.createdAt >= new Date(period.start.getTime() - 60_000) && p.providerPaymentIntentId)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const paid = inPeriod.reduce((sum, p) => sum + p.amountCents, 0);
  const refunded = inPeriod.reduce((sum, p) => sum + p.refundedCents, 0);
  let left = Math.max(0, Math.floor(paid * unused) - refunded);
  const parts: UnusedRefund["parts"] = [];
  for (const payment of inPeriod) {
    if (left === 0) break;
    const cents = Math.min(left, payment.amountCents - payment.refundedCents);
    if (cents <= 0) continue;
    parts.push({ paymentId: payment.id, paymentIntentId: payment.providerPaymentIntentId!, cents });
    left -= cents;
  }
  return { totalCents: parts.reduce((sum, part) => sum + part.cents, 0), parts };
}
