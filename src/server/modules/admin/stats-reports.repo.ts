import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ideas, ideaViews, mailOutbox, payments, profiles, savedIdeas, subscriptionEvents, users } from "../../db/schema";
import type { Tier } from "../../../shared/plans";

/**
 * Read-only reporting across tables for the admin dashboard, quick stats and analytics
 * (modules/README.md: admin reporting). Every figure is a count or sum over stored rows.
 */

export type BucketUnit = "hour" | "day" | "week" | "month";

/**
 * The bucket's start in UTC of a timestamptz column, formatted like the service's bucket keys
 * (YYYY-MM-DD, or an ISO instant for hours). `at time zone 'UTC'` first, so the session's time zone never moves a bucket.
 */
function bucketOf(unit: BucketUnit, column: AnyPgColumn): SQL<string> {
  const truncated = sql`date_trunc(${sql.raw(`'${unit}'`)}, ${column} at time zone 'UTC')`;
  const format = unit === "hour" ? `'YYYY-MM-DD"T"HH24:00:00.000"Z"'` : `'YYYY-MM-DD'`;
  return sql<string>`to_char(${truncated}, ${sql.raw(format)})`;
}

const asInt = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

export function createStatsReportsRepo(db: Db) {
  return {
    async usersByTier(): Promise<{ tier: Tier; users: number }[]> {
      return db.select({ tier: profiles.subscriptionTier, users: count() }).from(profiles).groupBy(profiles.subscriptionTier);
    },

    async ideasByStatus(): Promise<{ status: string; ideas: number; views: number }[]> {
      return db
        .select({ status: ideas.status, ideas: count(), views: asInt(sql`sum(${ideas.viewCount})`) })
        .from(ideas)
        .groupBy(ideas.status);
    },

    async newestSignups(limit: number) {
      return db
        .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },

    async newestIdeas(limit: number) {
      return db
        .select({ id: ideas.id, slug: ideas.slug, title: ideas.title, status: ideas.status, createdAt: ideas.createdAt })
        .from(ideas)
        .orderBy(desc(ideas.createdAt), desc(ideas.id))
        .limit(limit);
    },

    /** Money taken per bucket (payments at their full amount, when they were made). */
    async paymentsPerBucket(unit: BucketUnit, since: Date): Promise<{ bucket: string; cents: number }[]> {
      return db
        .select({ bucket: bucketOf(unit, payments.createdAt), cents: asInt(sql`sum(${payments.amountCents})`) })
        .from(payments)
        .where(gte(payments.createdAt, since))
        .groupBy(sql`1`);
    },

    /** Money given back per bucket, when it was refunded (refund events carry negative amounts). */
    async refundsPerBucket(unit: BucketUnit, since: Date): Promise<{ bucket: string; cents: number }[]> {
      return db
        .select({ bucket: bucketOf(unit, subscriptionEvents.createdAt), cents: asInt(sql`-sum(${subscriptionEvents.amountCents})`) })
        .from(subscriptionEvents)
        .where(and(eq(subscriptionEvents.eventType, "payment.refunded"), gte(subscriptionEvents.createdAt, since)))
        .groupBy(sql`1`);
    },

    async signupsPerBucket(unit: BucketUnit, since: Date): Promise<{ bucket: string; signups: number }[]> {
      return db
        .select({ bucket: bucketOf(unit, users.createdAt), signups: count() })
        .from(users)
        .where(gte(users.createdAt, since))
        .groupBy(sql`1`);
    },

    async usersCreatedBefore(before: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(lt(users.createdAt, before));
      return row?.n ?? 0;
    },

    async signupsSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(gte(users.createdAt, since));
      return row?.n ?? 0;
    },

    async seenSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(profiles).where(gte(profiles.lastSeenAt, since));
      return row?.n ?? 0;
    },

    async publishedIdeas(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(ideas).where(eq(ideas.status, "published"));
      return row?.n ?? 0;
    },

    async failedMail(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed"));
      return row?.n ?? 0;
    },

    /**
     * Views per bucket. idea_views holds one row per viewer, idea and UTC day; the day column
     * bounds the scan to the period's days (idea_views_day_idea_idx), created_at to the exact start.
     */
    async viewsPerBucket(unit: "hour" | "day", since: Date): Promise<{ bucket: string; views: number }[]> {
      // The day column is already the UTC day: used as it is, whatever the session's time zone.
      const bucket = unit === "day" ? sql<string>`to_char(${ideaViews.day}, 'YYYY-MM-DD')` : bucketOf("hour", ideaViews.createdAt);
      return db
        .select({ bucket, views: count() })
        .from(ideaViews)
        .where(viewsSince(since, unit))
        .groupBy(sql`1`);
    },

    async topIdeasByViews(unit: "hour" | "day", since: Date, limit: number) {
      const views = count();
      return db
        .select({ id: ideas.id, slug: ideas.slug, title: ideas.title, views })
        .from(ideaViews)
        .innerJoin(ideas, eq(ideas.id, ideaViews.ideaId))
        .where(and(viewsSince(since, unit), eq(ideas.status, "published")))
        .groupBy(ideas.id, ideas.slug, ideas.title)
        .orderBy(desc(views), ideas.title)
        .limit(limit);
    },

    async savesSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedIdeas).where(gte(savedIdeas.createdAt, since));
      return row?.n ?? 0;
    },

    /** Users whose first subscription (of any paid plan) was created at or after `since`. */
    async firstSubscriptionsSince(since: Date): Promise<number> {
      const firsts = db
        .select({ userId: subscriptionEvents.userId, first: sql<Date>`min(${subscriptionEvents.createdAt})`.as("first") })
        .from(subscriptionEvents)
        .where(and(eq(subscriptionEvents.eventType, "subscription.created"), isNotNull(subscriptionEvents.userId)))
        .groupBy(subscriptionEvents.userId)
        .as("firsts");
      const [row] = await db.select({ n: count() }).from(firsts).where(sql`${firsts.first} >= ${since.toISOString()}::timestamptz`);
      return row?.n ?? 0;
    },
  };
}

/** Day buckets count whole UTC days from the period's first day; hour buckets start at `since` exactly. */
function viewsSince(since: Date, unit: "hour" | "day"): SQL | undefined {
  const firstDay = since.toISOString().slice(0, 10);
  return unit === "day" ? gte(ideaViews.day, firstDay) : and(gte(ideaViews.day, firstDay), gte(ideaViews.createdAt, since));
}

export type StatsReportsRepo = ReturnType<typeof createStatsReportsRepo>;
