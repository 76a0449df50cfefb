import { priceFor, type BillingInterval, type Tier } from "../../../shared/plans";
import type {
  RevenueMonth,
  SubscriptionDetail,
  SubscriptionFilter,
  SubscriptionListResponse,
  SubscriptionMetrics,
  SubscriptionPeriod,
  SubscriptionRow,
} from "../../../shared/schemas/admin-subscriptions";
import type { SubscriptionsReportsRepo } from "./subscriptions-reports.repo";
import { payingFigures, runningSubscription, type AdminCancelWhen, type BillingService } from "../billing/index";

export const SUBSCRIPTIONS_PAGE_SIZE = 20;

const DAY_MS = 86_400_000;

/** When a period starts: 30 or 90 days back, or the 1st of the month 11 months back (12 whole months). */
export function periodStart(period: SubscriptionPeriod, now: Date): Date {
  if (period === "12m") return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return new Date(now.getTime() - (period === "30d" ? 30 : 90) * DAY_MS);
}

/** Every UTC month from `since` to `now`, "YYYY-MM", oldest first. */
export function monthsBetween(since: Date, now: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1));
  while (cursor <= now) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** A plan's price per interval in cents (the one-time price for lifetime); null without an interval to price. */
function amountOf(tier: Tier, interval: BillingInterval | null): number | null {
  if (tier === "free" || (tier !== "lifetime" && interval === null)) return null;
  return priceFor(tier, interval)?.amountCents ?? null;
}

type ReportRow = Awaited<ReturnType<SubscriptionsReportsRepo["list"]>>["rows"][number];

export function toSubscriptionRow(row: ReportRow, now: Date): SubscriptionRow {
  const started = row.startedAt === null ? null : new Date(row.startedAt);
  return {
    userId: row.userId,
    email: row.email,
    tier: row.tier as SubscriptionRow["tier"],
    interval: row.interval,
    status: row.status,
    startedAt: started?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    amountCents: amountOf(row.tier, row.interval),
    cancellable: runningSubscription(row, now) !== null,
  };
}

/** What /admin/subscriptions reads and does; writes go through the billing service (the provider). */
export function createAdminSubscriptionsService(deps: { reports: SubscriptionsReportsRepo; billing: BillingService; now?: () => Date }) {
  const { reports, billing } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async metrics(period: SubscriptionPeriod): Promise<SubscriptionMetrics> {
      const at = now();
      const since = periodStart(period, at);
      const [counts, cancelled, gross, refunds] = await Promise.all([
        reports.payingMembers(),
        reports.cancelledSince(since),
        reports.grossByMonth(since),
        reports.refundsByMonth(since),
      ]);
      const { mrrCents, activeSubscriptions: active, paying } = payingFigures(counts);
      const grossOf = new Map(gross.map((row) => [row.month, row.cents]));
      const refundOf = new Map(refunds.map((row) => [row.month, row.cents]));
      const revenueByMonth: RevenueMonth[] = monthsBetween(since, at).map((month) => {
        const grossCents = grossOf.get(month) ?? 0;
        const refundedCents = refundOf.get(month) ?? 0;
        return { month, grossCents, refundedCents, netCents: grossCents - refundedCents };
      });
      return {
        period,
        since: since.toISOString(),
        mrrCents,
        activeSubscriptions: active,
        payingUsers: paying.total,
        cancelledInPeriod: cancelled,
        churnRate: active + cancelled === 0 ? null : cancelled / (active + cancelled),
        arpuCents: active === 0 ? null : Math.round(mrrCents / active),
        revenueByMonth,
        netRevenueCents: revenueByMonth.reduce((sum, row) => sum + row.netCents, 0),
      };
    },

    async list(filter: SubscriptionFilter, page: number): Promise<SubscriptionListResponse> {
      const { rows, total } = await reports.list(filter, page, SUBSCRIPTIONS_PAGE_SIZE);
      const at = now();
      return { items: rows.map((row) => toSubscriptionRow(row, at)), total, page, pageSize: SUBSCRIPTIONS_PAGE_SIZE };
    },

    exportPage: (filter: SubscriptionFilter, afterEmail: string | null) => reports.exportPage(filter, afterEmail),

    async detail(userId: string): Promise<SubscriptionDetail> {
      const [events, payments] = await Promise.all([reports.eventsOf(userId), reports.paymentsOf(userId)]);
      return {
        events: events.map((event) => ({
          id: event.id,
          eventType: event.eventType,
          amountCents: event.amountCents,
          currency: event.currency,
          metadata: event.metadata ?? null,
          createdAt: event.createdAt.toISOString(),
        })),
        payments: payments.map((payment) => ({
          id: payment.id,
          tier: payment.tier,
          createdAt: payment.createdAt.toISOString(),
          amountCents: payment.amountCents,
          refundedCents: payment.refundedCents,
          currency: payment.currency,
          status: payment.status,
        })),
      };
    },

    cancelPreview: (userId: string) => billing.adminCancelPreview(userId),
    cancel: (userId: string, when: AdminCancelWhen) => billing.adminCancel(userId, when),
  };
}
export type AdminSubscriptionsService = ReturnType<typeof createAdminSubscriptionsService>;
