import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { builderChecklists, dailyIdeas, ideaCounts, ideas, ideaViews, savedIdeas } from "../../db/schema";
import type { IdeaSort, TrendingSort } from "../../../shared/schemas/idea-api";

export type IdeaRow = typeof ideas.$inferSelect;

/** The columns a card needs; the analysis document stays in the database. */
export const cardColumns = {
  id: ideas.id,
  slug: ideas.slug,
  title: ideas.title,
  tagline: ideas.tagline,
  category: ideas.category,
  isProPick: ideas.isProPick,
  revenueMax: ideas.revenueMax,
  executionDifficulty: ideas.executionDifficulty,
  viewCount: ideas.viewCount,
  timeToMvpWeeks: ideas.timeToMvpWeeks,
  publishedAt: ideas.publishedAt,
};

export interface ListFilter {
  search?: string;
  category?: string;
  proOnly: boolean;
}

// Minimum word similarity for a typo to still match a title (see docs/decisions/006-idea-search.md).
const TYPO_THRESHOLD = 0.5;

function filterWhere(filter: ListFilter): SQL {
  const parts: SQL[] = [eq(ideas.status, "published")];
  if (filter.category) parts.push(eq(ideas.category, filter.category));
  if (filter.proOnly) parts.push(eq(ideas.isProPick, true));
  if (filter.search) {
    const like = containsPattern(filter.search);
    parts.push(
      sql`(${ideas.searchVector} @@ websearch_to_tsquery('english', ${filter.search}) or ${ideas.title} ilike ${like} or ${ideas.tagline} ilike ${like} or ${filter.search} <% ${ideas.title})`,
    );
  }
  return and(...parts)!;
}

function orderFor(sort: IdeaSort, search?: string): SQL[] {
  if (search) {
    const like = containsPattern(search);
    return [
      sql`(ts_rank(${ideas.searchVector}, websearch_to_tsquery('english', ${search})) * 2 + word_similarity(${search}, ${ideas.title}) + case when ${ideas.title} ilike ${like} then 1 else 0 end) desc`,
      asc(ideas.id),
    ];
  }
  switch (sort) {
    case "popular":
      return [sql`${ideas.viewCount} desc nulls last`, asc(ideas.id)];
    case "highest-rated":
      return [sql`${ideas.scoreOverall} desc nulls last`, asc(ideas.id)];
    case "trending":
      return [sql`${ideas.keywordGrowthRate} desc nulls last`, asc(ideas.id)];
    case "newest":
      return [sql`${ideas.publishedAt} desc nulls last`, asc(ideas.id)];
  }
}

export function createIdeasRepo(db: Db) {
  /** Search runs in a transaction so the typo threshold applies to this query only. */
  async function withSearch<T>(search: string | undefined, run: (tx: Db) => Promise<T>): Promise<T> {
    if (!search) return run(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TYPO_THRESHOLD}`));
      return run(tx as unknown as Db);
    });
  }

  return {
    /**
     * One page of cards and the exact total. Without a search term the total comes from the
     * trigger-kept idea_counts; with one, from a window count over the matches in the same query.
     */
    async list(filter: ListFilter, sort: IdeaSort, limit: number, offset: number) {
      const where = filterWhere(filter);
      if (!filter.search) {
        const countWhere = and(
          filter.category ? eq(ideaCounts.category, filter.category) : undefined,
          filter.proOnly ? eq(ideaCounts.isProPick, true) : undefined,
        );
        const [totalRow] = await db.select({ n: sql<number>`coalesce(sum(${ideaCounts.published}), 0)::int` }).from(ideaCounts).where(countWhere);
        const rows = limit > 0 ? await db.select(cardColumns).from(ideas).where(where).orderBy(...orderFor(sort)).limit(limit).offset(offset) : [];
        return { rows, total: Number(totalRow?.n ?? 0) };
      }
      return withSearch(filter.search, async (tx) => {
        const matches = await tx
          .select({ ...cardColumns, total: sql<number>`count(*) over ()` })
          .from(ideas)
          .where(where)
          .orderBy(...orderFor(sort, filter.search))
          .limit(Math.max(limit, 1))
          .offset(offset);
        let total = Number(matches[0]?.total ?? 0);
        if (matches.length === 0 && offset > 0) {
          const [row] = await tx.select({ n: count() }).from(ideas).where(where);
          total = row?.n ?? 0;
        }
        return { rows: matches.slice(0, limit).map(({ total: _total, ...card }) => card), total };
      });
    },

    /** Ranked by views in the period (one per viewer per day), then by search-volume growth. */
    async trending(filter: ListFilter, sort: TrendingSort, since: string | null, limit: number, offset: number) {
      return withSearch(filter.search, async (tx) => {
        const where = filterWhere(filter);
        const recent = tx
          .select({ ideaId: ideaViews.ideaId, n: sql<number>`count(*)::int`.as("n") })
          .from(ideaViews)
          .where(since ? sql`${ideaViews.day} >= ${since}` : undefined)
          .groupBy(ideaViews.ideaId)
          .as("recent");
        const periodViews = sql<number>`coalesce(${recent.n}, 0)`;
        const order: SQL[] =
          sort === "newest"
            ? [sql`${ideas.publishedAt} desc nulls last`]
            : sort === "opportunity"
              ? [desc(ideas.scoreOpportunity)]
              : sort === "popular"
                ? [desc(ideas.viewCount)]
                : [sql`${periodViews} desc`, sql`${ideas.keywordGrowthRate} desc nulls last`];
        const [totalRow] = await tx.select({ n: count() }).from(ideas).where(where);
        const rows = await tx
          .select({ ...cardColumns, opportunityScore: ideas.scoreOpportunity, keywordGrowthRate: ideas.keywordGrowthRate, periodViews })
          .from(ideas)
          .leftJoin(recent, eq(recent.ideaId, ideas.id))
          .where(where)
          .orderBy(...order, asc(ideas.id))
          .limit(limit)
          .offset(offset);
        return { rows, total: totalRow?.n ?? 0 };
      });
    },

    /** The preview ideas (ADR 010): the newest published ones, whose cards everyone may see. */
    async previewIds(count: number): Promise<Set<string>> {
      const rows = await db
        .select({ id: ideas.id })
        .from(ideas)
        .where(eq(ideas.status, "published"))
        .orderBy(sql`${ideas.publishedAt} desc nulls last`, asc(ideas.id))
        .limit(count);
      return new Set(rows.map((row) => row.id));
    },

    async bySlug(slug: string): Promise<IdeaRow | null> {
      const [row] = await db.select().from(ideas).where(and(eq(ideas.slug, slug), eq(ideas.status, "published")));
      return row ?? null;
    },

    async byId(id: string): Promise<IdeaRow | null> {
      const [row] = await db.select().from(ideas).where(and(eq(ideas.id, id), eq(ideas.status, "published")));
      return row ?? null;
    },

    async savedIdeaIds(userId: string, ideaIds: string[]): Promise<Set<string>> {
      if (ideaIds.length === 0) return new Set();
      const rows = await db.select({ ideaId: savedIdeas.ideaId }).from(savedIdeas).where(and(eq(savedIdeas.userId, userId), inArray(savedIdeas.ideaId, ideaIds)));
      return new Set(rows.map((r) => r.ideaId));
    },

    /** Counts a view once per viewer per idea per UTC day; answers whether this one counted. */
    async recordView(ideaId: string, viewerKey: string, userId: string | null, day: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(ideaViews).values({ ideaId, viewerKey, userId, day }).onConflictDoNothing().returning({ ideaId: ideaViews.ideaId });
        if (inserted.length === 0) return false;
        await tx.update(ideas).set({ viewCount: sql`${ideas.viewCount} + 1` }).where(eq(ideas.id, ideaId));
        return true;
      });
    },

    async checklist(userId: string, ideaId: string): Promise<boolean[] | null> {
      const [row] = await db.select({ done: builderChecklists.done }).from(builderChecklists).where(and(eq(builderChecklists.userId, userId), eq(builderChecklists.ideaId, ideaId)));
      return row?.done ?? null;
    },

    async saveChecklist(userId: string, ideaId: string, done: boolean[]): Promise<void> {
      await db
        .insert(builderChecklists)
        .values({ userId, ideaId, done })
        .onConflictDoUpdate({ target: [builderChecklists.userId, builderChecklists.ideaId], set: { done, updatedAt: new Date() } });
    },

    async dailyFor(day: string): Promise<{ idea: IdeaRow; day: string } | null> {
      const [row] = await db
        .select({ idea: ideas, day: dailyIdeas.day })
        .from(dailyIdeas)
        .innerJoin(ideas, eq(ideas.id, dailyIdeas.ideaId))
        .where(and(eq(dailyIdeas.day, day), eq(ideas.status, "published")));
      return row ?? null;
    },

    /**
     * Picks the day's idea when no admin set one: the highest-scoring published idea that has never
     * been daily (or, once all have been, the one daily longest ago). Safe on several instances: the
     * first insert for the day wins.
     */
    async pickDaily(day: string, subject: (title: string) => string): Promise<void> {
      const [candidate] = await db
        .select({ id: ideas.id, title: ideas.title, lastDaily: sql<string | null>`max(${dailyIdeas.day})` })
        .from(ideas)
        .leftJoin(dailyIdeas, eq(dailyIdeas.ideaId, ideas.id))
        .where(eq(ideas.status, "published"))
        .groupBy(ideas.id)
        .orderBy(sql`max(${dailyIdeas.day}) asc nulls first`, desc(ideas.scoreOverall), asc(ideas.id))
        .limit(1);
      if (!candidate) return;
      await db.insert(dailyIdeas).values({ day, ideaId: candidate.id, emailSubject: subject(candidate.title) }).onConflictDoNothing();
    },
  };
}
export type IdeasRepo = ReturnType<typeof createIdeasRepo>;
export type CardRow = Awaited<ReturnType<IdeasRepo["list"]>>["rows"][number];
