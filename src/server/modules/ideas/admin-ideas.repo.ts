import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { dailyIdeas, ideas } from "../../db/schema";
import type { IdeaInsert } from "./idea-row";
import type { IdeaRow } from "./ideas.repo";

export interface AdminIdeaFilter {
  search?: string;
  category?: string;
  status?: "draft" | "published" | "archived";
  proPick?: boolean;
}

/** The admin's reads and writes of ideas and daily_ideas (module ideas owns both tables). */
export function createAdminIdeasRepo(db: Db) {
  function whereOf(filter: AdminIdeaFilter): SQL | undefined {
    const pattern = filter.search ? containsPattern(filter.search) : null;
    return and(
      pattern ? or(ilike(ideas.title, pattern), ilike(ideas.slug, pattern), ilike(ideas.tagline, pattern)) : undefined,
      filter.category ? eq(ideas.category, filter.category) : undefined,
      filter.status ? eq(ideas.status, filter.status) : undefined,
      filter.proPick === undefined ? undefined : eq(ideas.isProPick, filter.proPick),
    );
  }

  return {
    /** A page of every status, newest first, and the filter's total. */
    async list(filter: AdminIdeaFilter, limit: number, offset: number): Promise<{ rows: IdeaRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db.select().from(ideas).where(where).orderBy(desc(ideas.createdAt), asc(ideas.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(ideas).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The stat cards: every idea, whatever the filter. */
    async stats(): Promise<{ total: number; published: number; proPicks: number; totalViews: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${ideas.status} = 'published'))::int`,
          proPicks: sql<number>`(count(*) filter (where ${ideas.isProPick}))::int`,
          totalViews: sql<number>`coalesce(sum(${ideas.viewCount}), 0)::bigint`,
        })
        .from(ideas);
      return { total: Number(row?.total ?? 0), published: Number(row?.published ?? 0), proPicks: Number(row?.proPicks ?? 0), totalViews: Number(row?.totalViews ?? 0) };
    },

    async byId(id: string): Promise<IdeaRow | null> {
      const [row] = await db.select().from(ideas).where(eq(ideas.id, id));
      return row ?? null;
    },

    /** Whether another idea already uses the slug. */
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: ideas.id })
        .from(ideas)
        .where(and(eq(ideas.slug, slug), exceptId ? ne(ideas.id, exceptId) : undefined));
      return Boolean(row);
    },

    async insert(row: IdeaInsert): Promise<IdeaRow> {
      const [created] = await db.insert(ideas).values(row).returning();
      return created!;
    },

    async update(id: string, changes: Partial<IdeaInsert>): Promise<IdeaRow | null> {
      const [updated] = await db.update(ideas).set(changes).where(eq(ideas.id, id)).returning();
      return updated ?? null;
    },

    async remove(id: string): Promise<boolean> {
      return (await db.delete(ideas).where(eq(ideas.id, id)).returning({ id: ideas.id })).length > 0;
    },

    /** Today's daily_ideas row, if any (with its send time). */
    async dailyRow(day: string) {
      const [row] = await db.select().from(dailyIdeas).where(eq(dailyIdeas.day, day));
      return row ?? null;
    },

    /**
     * Makes an idea the day's idea: the day's one row is replaced (one daily idea per day by the
     * primary key), keeping its send time so a sent day's e-mail is not sent twice.
     */
    async setDaily(day: string, ideaId: string, setBy: string, emailSubject: string) {
      const [row] = await db
        .insert(dailyIdeas)
        .values({ day, ideaId, setBy, emailSubject })
        .onConflictDoUpdate({ target: dailyIdeas.day, set: { ideaId, setBy, emailSubject, createdAt: new Date() } })
        .returning();
      return row!;
    },
  };
}
export type AdminIdeasRepo = ReturnType<typeof createAdminIdeasRepo>;
