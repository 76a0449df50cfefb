import { type AnyColumn, and, asc, count, desc, eq, gt, gte, ilike, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { payments, profiles, subscriptionEvents, users } from "../../db/schema";
import type { SubscriptionFilter } from "../../../shared/schemas/admin-subscriptions";
import type { PayingCounts } from "../billing/index";

/** Statuses that count as a live subscription in the metrics (past_due is not being paid). */
export const LIVE_STATUSES = ["active", "trialing"] as const;

const live = sql`${profiles.subscriptionStatus} in ('active', 'trialing')`;
const plan = (tier: "starter" | "pro", interval: "month" | "year") =>
  count(sql`case when ${profiles.subscriptionTier} = ${tier} and ${profiles.subscriptionInterval} = ${interval} and ${live} then 1 end`);

/**
 * Who pays now, as count columns over profiles (PayingCounts; shared/schemas/admin-users payingBreakdown
 * says who counts). Every admin figure about paying members selects these in one query, so a total
 * and its breakdown come from the same rows.
 */
export const payingColumns = {
  starterMonth: plan("starter", "month"),
  starterYear: plan("starter", "year"),
  proMonth: plan("pro", "month"),
  proYear: plan("pro", "year"),
  lifetime: count(sql`case when ${profiles.subscriptionTier} = 'lifetime' then 1 end`),
};

const month = (column: AnyColumn) => sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

/** Read-only reporting over profiles, users, payments and subscription events for /admin/subscriptions. */
export function createSubscriptionsReportsRepo(db: Db) {
  function whereOf(filter: SubscriptionFilter): SQL | undefined {
    return and(
      ne(profiles.subscriptionTier, "free"),
      filter.tier === "all" ? undefined : eq(profiles.subscriptionTier, filter.tier),
      filter.status === "all" ? undefined : eq(profiles.subscriptionStatus, filter.status),
      filter.interval === "all" ? undefined : filter.interval === "once" ? isNull(profiles.subscriptionInterval) : eq(profiles.subscriptionInterval, filter.interval),
      filter.search ? ilike(users.email, containsPattern(filter.search)) : undefined,
    );
  }

  const rowColumns = {
    userId: users.id,
    email: users.email,
    tier: profiles.subscriptionTier,
    interval: profiles.subscriptionInterval,
    status: profiles.subscriptionStatus,
    endsAt: profiles.subscriptionEndsAt,
    cancelAtPeriodEnd: profiles.cancelAtPeriodEnd,
    subscriptionId: profiles.stripeSubscriptionId,
    startedAt: sql<Date | string | null>`(select max(${subscriptionEvents.createdAt}) from ${subscriptionEvents} where ${subscriptionEvents.userId} = ${users.id} and ${subscriptionEvents.eventType} = 'subscription.created')`,
  };

  return {
    /** Who pays now, in one query (payingColumns). */
    async payingMembers(): Promise<PayingCounts> {
      const [row] = await db.select(payingColumns).from(profiles);
      return row ?? { starterMonth: 0, starterYear: 0, proMonth: 0, proYear: 0, lifetime: 0 };
    },

    /** Users with a subscription.cancelled event since `since` who are not on a live subscription now. */
    async cancelledSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${subscriptionEvents.userId})`.mapWith(Number) })
        .from(subscriptionEvents)
        .innerJoin(profiles, eq(profiles.id, subscriptionEvents.userId))
        .where(
          and(
            eq(subscriptionEvents.eventType, "subscription.cancelled"),
            gte(subscriptionEvents.createdAt, since),
            sql`not (${profiles.subscriptionTier} in ('starter', 'pro', 'lifetime') and ${profiles.subscriptionStatus} in ('active', 'trialing'))`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Payments taken per UTC month since `since`. */
    async grossByMonth(since: Date) {
      return db
        .select({ month: month(payments.createdAt), cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
        .from(payments)
        .where(gte(payments.createdAt, since))
        .groupBy(month(payments.createdAt));
    },

    /** Refunds per UTC month since `since`, when they were made (payment.refunded events carry negative amounts). */
    async refundsByMonth(since: Date) {
      return db
        .select({ month: month(subscriptionEvents.createdAt), cents: sql<number>`coalesce(-sum(${subscriptionEvents.amountCents}), 0)`.mapWith(Number) })
        .from(subscriptionEvents)
        .where(and(eq(subscriptionEvents.eventType, "payment.refunded"), gte(subscriptionEvents.createdAt, since)))
        .groupBy(month(subscriptionEvents.createdAt));
    },

    async list(filter: SubscriptionFilter, page: number, pageSize: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(users)
          .innerJoin(profiles, eq(profiles.id, users.id))
          .where(where)
          .orderBy(desc(profiles.updatedAt), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One page of the export after `afterEmail`, in e-mail order (keyset: memory stays flat). */
    async exportPage(filter: SubscriptionFilter, afterEmail: string | null) {
      return db
        .select(rowColumns)
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(and(whereOf(filter), gt(users.email, afterEmail ?? "")))
        .orderBy(asc(users.email))
        .limit(1000);
    },

    async eventsOf(userId: string) {
      return db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, userId)).orderBy(desc(subscriptionEvents.createdAt)).limit(200);
    },

    async paymentsOf(userId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(100);
    },
  };
}
export type SubscriptionsReportsRepo = ReturnType<typeof createSubscriptionsReportsRepo>;
