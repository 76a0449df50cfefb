import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendarFeeds, ideas, profiles, savedIdeas, users } from "../../db/schema";
import type { IdeaTrigger } from "../../../shared/schemas/idea";

/** One trigger of a published idea, with the idea's header and every trigger date it has (for its window). */
export interface TriggerRow {
  ideaId: string;
  slug: string;
  title: string;
  category: string;
  isProPick: boolean;
  trigger: IdeaTrigger;
  allTriggers: IdeaTrigger[];
}

/** An idea's triggers as a jsonb array, empty when the analysis has none. */
const triggersOf = sql`(case when jsonb_typeof(${ideas.analysis}->'triggers') = 'array' then ${ideas.analysis}->'triggers' else '[]'::jsonb end)`;

export function createCalendarRepo(db: Db) {
  return {
    /**
     * Triggers dated from..to (inclusive) of published ideas, optionally of one category and kind.
     * Dates are stored as YYYY-MM-DD text, so text comparison is date order.
     */
    async triggersBetween(filter: { from: string; to: string; category?: string; kind?: string; ideaIds?: readonly string[] }): Promise<TriggerRow[]> {
      const parts: SQL[] = [eq(ideas.status, "published"), sql`t.value->>'date' >= ${filter.from}`, sql`t.value->>'date' <= ${filter.to}`];
      if (filter.category) parts.push(eq(ideas.category, filter.category));
      if (filter.kind) parts.push(sql`t.value->>'kind' = ${filter.kind}`);
      if (filter.ideaIds) {
        if (filter.ideaIds.length === 0) return [];
        parts.push(sql`${ideas.id} in (${sql.join(filter.ideaIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
      }
      const rows = await db
        .select({
          ideaId: ideas.id,
          slug: ideas.slug,
          title: ideas.title,
          category: ideas.category,
          isProPick: ideas.isProPick,
          trigger: sql<IdeaTrigger>`t.value`,
          allTriggers: sql<IdeaTrigger[]>`${triggersOf}`,
        })
        .from(ideas)
        .innerJoin(sql`lateral jsonb_array_elements(${triggersOf}) as t(value)`, sql`true`)
        .where(and(...parts));
      // Sorted here, not in SQL: PGlite and PostgreSQL collate text differently.
      return rows.sort((a, b) => cmp(a.trigger.date, b.trigger.date) || cmp(a.slug, b.slug) || cmp(a.trigger.summary, b.trigger.summary));
    },

    /** A published idea's header and triggers by slug, or null. */
    async ideaTriggers(slug: string): Promise<{ id: string; isProPick: boolean; triggers: IdeaTrigger[] } | null> {
      const [row] = await db
        .select({ id: ideas.id, isProPick: ideas.isProPick, triggers: sql<IdeaTrigger[]>`${triggersOf}` })
        .from(ideas)
        .where(and(eq(ideas.slug, slug), eq(ideas.status, "published")))
        .limit(1);
      return row ?? null;
    },

    /** When the member's secret feed was made, or null when they have none. */
    async feedCreatedAt(userId: string): Promise<Date | null> {
      const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row?.createdAt ?? null;
    },

    /** Keeps one feed per member: a new token replaces the old one, which stops working at once. */
    async replaceFeed(userId: string, tokenHash: string): Promise<Date> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
        .returning({ createdAt: calendarFeeds.createdAt });
      return row!.createdAt;
    },

    async revokeFeed(userId: string): Promise<boolean> {
      const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
      return rows.length > 0;
    },

    /** The owner of a feed token and what their plan is now (a feed is read without a session). */
    async feedOwner(tokenHash: string) {
      const [row] = await db
        .select({
          userId: users.id,
          role: users.role,
          tier: profiles.subscriptionTier,
          status: profiles.subscriptionStatus,
          endsAt: profiles.subscriptionEndsAt,
          cancelAtPeriodEnd: profiles.cancelAtPeriodEnd,
          graceTier: profiles.graceTier,
          graceUntil: profiles.graceUntil,
        })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row ?? null;
    },

    async savedIdeaIds(userId: string): Promise<string[]> {
      const rows = await db.select({ ideaId: savedIdeas.ideaId }).from(savedIdeas).where(eq(savedIdeas.userId, userId));
      return rows.map((row) => row.ideaId);
    },
  };
}
export type CalendarRepo = ReturnType<typeof createCalendarRepo>;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
