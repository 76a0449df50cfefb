import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { builderChecklists, dailyIdeas, ideas, ideaSaveCounts, ideaSearch, ideaScoreHistory, ideaVerifications, ideaViews, savedIdeas, type ScoreSet } from "../../db/schema";
import type { DeepPages } from "./deep-pages.repo";
import { createCatalogueListsRepo } from "./catalogue-lists.repo";

export type IdeaRow = typeof ideas.$inferSelect;

/**
 * An idea's row with how many members saved it, as its documents show it. The count lives in the
 * narrow idea_save_counts table (issue 30: a save no longer rewrites the ideas row).
 */
export type IdeaDocRow = IdeaRow & { saveCount: number; confirmedOn: string | null };
const docColumns = {
  ...getTableColumns(ideas),
  saveCount: sql<number>`coalesce((select ${ideaSaveCounts.saves} from ${ideaSaveCounts} where ${ideaSaveCounts.ideaId} = ${ideas.id}), 0)`.mapWith(Number),
  // An admin's "verified, nothing changed" (module verification's row), as its UTC day: the idea's
  // latest check when newer than the file's last_verified_at.
  confirmedOn: sql<string | null>`(select to_char(${ideaVerifications.verifiedAt} at time zone 'UTC', 'YYYY-MM-DD') from ${ideaVerifications} where ${ideaVerifications.ideaId} = ${ideas.id})`,
};

/** The catalogue's repository: one idea (its document, views, daily pick, checklist) and, handed on, its lists. */
export function createIdeasRepo(db: Db, options: { deepPages?: DeepPages; searchMatchCap?: number } = {}) {
  const lists = createCatalogueListsRepo(db, options);

  // The reads every idea page makes (the API's idea, the page's head tags, the view count), prepared
  // once: building a drizzle query cost more of the server's CPU than PostgreSQL spent answering it
  // (about 0.3-0.5 ms a call against 0.05-0.2 ms; issue 29).
  const publishedSlug = and(eq(ideas.slug, sql.placeholder("slug")), eq(ideas.status, "published"));
  const changes = db
    .select({ changedAt: ideaScoreHistory.changedAt, previous: ideaScoreHistory.previous, current: ideaScoreHistory.current, reason: ideaScoreHistory.reason })
    .from(ideaScoreHistory)
    .where(eq(ideaScoreHistory.ideaId, ideas.id))
    .orderBy(desc(ideaScoreHistory.changedAt))
    .limit(20)
    .as("h");
  const history = sql<RawScoreChange[]>`(select coalesce(json_agg(json_build_object('changedAt', ${changes.changedAt}, 'previous', ${changes.previous}, 'current', ${changes.current}, 'reason', ${changes.reason}) order by ${changes.changedAt} desc), '[]'::json) from ${changes})`;
  const ideaWithHistory = db.select({ ...docColumns, history }).from(ideas).where(publishedSlug).prepare("idea_with_history_by_slug");
  const headOfSlug = db
    .select({ slug: ideas.slug, title: ideas.title, tagline: ideas.tagline, category: ideas.category, tags: ideas.tags, problemNarrative: ideas.problemNarrative, publishedAt: ideas.publishedAt, updatedAt: ideas.updatedAt })
    .from(ideas)
    .where(publishedSlug)
    .prepare("idea_head_by_slug");
  const publishedIdOfSlug = db.select({ id: ideas.id }).from(ideas).where(publishedSlug).prepare("published_id_by_slug");

  return {
    ...lists,

    /**
     * Published ideas whose full text matches any word of `tsQuery`, best first; ideas in `category`
     * weigh half again as much. The AI tools ground their answers in these (modules/ai).
     */
    async closest(tsQuery: string, category: string | null, limit: number): Promise<{ idea: IdeaDocRow; rank: number }[]> {
      const query = sql`to_tsquery('english', ${tsQuery})`;
      const boost = category ? sql`case when ${ideas.category} = ${category} then 1.5 else 1 end` : sql`1`;
      const score = sql`ts_rank_cd(${ideaSearch.fullVector}, ${query}) * ${boost}`;
      // idea_search holds published ideas only (drizzle/0029).
      return db
        .select({ idea: docColumns, rank: sql<number>`${score}`.mapWith(Number) })
        .from(ideaSearch)
        .innerJoin(ideas, eq(ideas.id, ideaSearch.ideaId))
        .where(sql`${ideaSearch.fullVector} @@ ${query}`)
        .orderBy(sql`${score} desc`, asc(ideas.id))
        .limit(limit);
    },

    /** A category's highest-rated published ideas (the admin generator drafts from them). */
    async bestInCategory(category: string, limit: number): Promise<IdeaDocRow[]> {
      return db
        .select(docColumns)
        .from(ideas)
        .where(and(eq(ideas.status, "published"), eq(ideas.category, category)))
        .orderBy(desc(ideas.scoreOverall), asc(ideas.id))
        .limit(limit);
    },

    /** The daily e-mail for `day` went out (mail's daily send reports it through the ideas service). */
    async markDailySent(day: string): Promise<void> {
      await db.update(dailyIdeas).set({ sentAt: new Date() }).where(eq(dailyIdeas.day, day));
    },

    /** Published ideas for the sitemap, by slug. */
    async sitemapPage(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
      return db.select({ slug: ideas.slug, updatedAt: ideas.updatedAt }).from(ideas).where(eq(ideas.status, "published")).orderBy(asc(ideas.slug)).limit(limit).offset(offset);
    },

    async publishedCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(ideas).where(eq(ideas.status, "published"));
      return row?.n ?? 0;
    },

    /**
     * A published idea with its score changes (newest first, at most 20) in one round trip: an idea
     * page is the most requested read and each trip costs more than either query (issue 29).
     */
    async bySlugWithHistory(slug: string): Promise<{ row: IdeaDocRow; history: ScoreChangeRow[] } | null> {
      const [found] = await ideaWithHistory.execute({ slug });
      if (!found) return null;
      const { history: raw, ...row } = found;
      return { row, history: raw.map((change) => ({ ...change, changedAt: new Date(change.changedAt) })) };
    },

    async bySlug(slug: string): Promise<IdeaDocRow | null> {
      const [row] = await db.select(docColumns).from(ideas).where(and(eq(ideas.slug, slug), eq(ideas.status, "published")));
      return row ?? null;
    },

    /** A published idea's id by slug (a view is counted by id; the document is not needed for it). */
    async publishedId(slug: string): Promise<string | null> {
      const [row] = await publishedIdOfSlug.execute({ slug });
      return row?.id ?? null;
    },

    /** What a server-rendered idea page's head tags say of it: everyone's fields, not the analysis. */
    async headBySlug(slug: string): Promise<IdeaHeadRow | null> {
      const [row] = await headOfSlug.execute({ slug });
      return row ?? null;
    },

    /** A published idea's slug by id: the AI pages address ideas by id, the document cache by slug. */
    async publishedSlug(id: string): Promise<string | null> {
      const [row] = await db.select({ slug: ideas.slug }).from(ideas).where(and(eq(ideas.id, id), eq(ideas.status, "published")));
      return row?.slug ?? null;
    },

    /** Every idea one user saved (the idea pages' "Saved" flag; kept per instance by the service). */
    async savedIdeaIds(userId: string): Promise<Set<string>> {
      const rows = await db.select({ ideaId: savedIdeas.ideaId }).from(savedIdeas).where(eq(savedIdeas.userId, userId));
      return new Set(rows.map((r) => r.ideaId));
    },

    /**
     * Records a view once per viewer per idea per UTC day; answers whether this one counted. Only the
     * narrow idea_views row is written: view_count is added in batches (addViewCounts).
     */
    async recordView(ideaId: string, viewerKey: string, userId: string | null, day: string): Promise<boolean> {
      const inserted = await db.insert(ideaViews).values({ ideaId, viewerKey, userId, day }).onConflictDoNothing().returning({ ideaId: ideaViews.ideaId });
      return inserted.length > 0;
    },

    /** Adds counted views to ideas' view_count, one statement for the whole batch (view-count-batch.ts). */
    async addViewCounts(counts: [ideaId: string, views: number][]): Promise<void> {
      if (counts.length === 0) return;
      const rows = sql.join(counts.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`), sql`, `);
      await db.execute(sql`update ${ideas} set view_count = ${ideas.viewCount} + d.n from (values ${rows}) as d(id, n) where ${ideas.id} = d.id`);
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

    async dailyFor(day: string): Promise<{ idea: IdeaDocRow; day: string } | null> {
      const [row] = await db
        .select({ idea: docColumns, day: dailyIdeas.day })
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
export type IdeaHeadRow = Pick<IdeaRow, "slug" | "title" | "tagline" | "category" | "tags" | "problemNarrative" | "publishedAt" | "updatedAt">;
export interface ScoreChangeRow {
  changedAt: Date;
  previous: ScoreSet;
  current: ScoreSet;
  reason: string;
}
/** A score change as json_build_object gives it: the timestamp as text. */
type RawScoreChange = Omit<ScoreChangeRow, "changedAt"> & { changedAt: string };
