import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ideaCounts, ideas, ideaSearch, ideaViews, searchTerms, trendingRanks } from "../../db/schema";
import type { IdeaSort, TrendingPeriod, TrendingSort } from "../../../shared/catalogue-options";
import { columnList, createDeepPages, inIdOrder, trendingList, type DeepPages, type SortKey } from "./deep-pages.repo";
import { createCatalogueCache } from "./catalogue-cache";

/**
 * The catalogue's lists: browse pages, searches, trending, the preview ideas and the search
 * vocabulary, as cards (never the analysis). Split from ideas.repo.ts, which reads one idea; the
 * ideas repository hands these on, so callers see one repository.
 */

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

/**
 * Published ideas' cards by id, in any order (the caller orders them), as one prepared statement with
 * an array parameter: the same statement for any number of ids, and no query to build per call
 * (building it cost about 0.5 ms of the server's CPU, the prepared call 0.13 ms; issue 26/29).
 */
export function cardsByIds(db: Db): (ids: string[]) => Promise<CardRow[]> {
  const query = db
    .select(cardColumns)
    .from(ideas)
    .where(and(eq(ideas.status, "published"), sql`${ideas.id} = any(${sql.placeholder("ids")}::uuid[])`))
    .prepare("cards_by_ids");
  return async (ids) => (ids.length === 0 ? [] : query.execute({ ids }));
}

/**
 * Which text a search may match (ADR 010): everything for those who may read every analysis, only
 * what anyone may read (title, tagline, the problem's first paragraph) for unpaid viewers, and for
 * starter members the analysis of ideas that are not Pro Picks.
 */
export type SearchScope = "full" | "starter" | "public";

export interface ListFilter {
  /** A to_tsquery text built by search-text.ts; absent for no search. */
  tsQuery?: string;
  scope: SearchScope;
  category?: string;
  proOnly: boolean;
}

interface SearchHit {
  id: string;
  rank: number;
  overall: number;
}

/** Rank, then overall score, both descending, then id (as the listing's SQL orders ties). */
function byRankThenScore(a: SearchHit, b: SearchHit): number {
  return b.rank - a.rank || b.overall - a.overall || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Beyond this many matches a search stops counting and says "1,000+" (docs/decisions/011-search.md). */
export const SEARCH_MATCH_CAP = 1000;

/** The viewer's searchable text of the idea row being read matches the query (idea_search, drizzle/0029). */
function matchesQuery(scope: SearchScope, query: SQL): SQL {
  const text =
    scope === "full"
      ? sql`${ideaSearch.fullVector} @@ ${query}`
      : scope === "public"
        ? sql`${ideaSearch.publicVector} @@ ${query}`
        : sql`((not ${ideaSearch.isProPick} and ${ideaSearch.fullVector} @@ ${query}) or (${ideaSearch.isProPick} and ${ideaSearch.publicVector} @@ ${query}))`;
  return sql`exists (select 1 from ${ideaSearch} where ${ideaSearch.ideaId} = ${ideas.id} and ${text})`;
}

function filterWhere(filter: ListFilter): SQL {
  const parts: SQL[] = [eq(ideas.status, "published")];
  if (filter.category) parts.push(eq(ideas.category, filter.category));
  if (filter.proOnly) parts.push(eq(ideas.isProPick, true));
  if (filter.tsQuery) parts.push(matchesQuery(filter.scope, sql`to_tsquery('english', ${filter.tsQuery})`));
  return and(...parts)!;
}

/** Every browse sort: its column descending, nulls last, then id (each has an index in that order, drizzle/0002). */
const BROWSE_SORTS: Record<IdeaSort, SortKey> = {
  popular: { column: ideas.viewCount, type: "integer", volatile: true },
  "highest-rated": { column: ideas.scoreOverall, type: "real", volatile: false },
  trending: { column: ideas.keywordGrowthRate, type: "real", volatile: false },
  newest: { column: ideas.publishedAt, type: "timestamptz", volatile: false },
};

/** /trending's other sorts; "opportunity" has no index, so its pages stay plain offsets. */
const TRENDING_SORTS: Partial<Record<TrendingSort, SortKey>> = { newest: BROWSE_SORTS.newest, popular: BROWSE_SORTS.popular };

function orderBy(sort: SortKey): SQL[] {
  return [sql`${sort.column} desc nulls last`, asc(ideas.id)];
}

/** The cache key of a list's page anchors: what decides which ideas it holds and their order. */
function listKey(name: string, filter: ListFilter): string {
  return `${name}:${filter.category ?? "*"}:${filter.proOnly}`;
}

/** `searchMatchCap`: SEARCH_MATCH_CAP, smaller only in a test that needs more matches than the cap. */
export function createCatalogueListsRepo(db: Db, options: { deepPages?: DeepPages; searchMatchCap?: number } = {}) {
  const deepPages = options.deepPages ?? createDeepPages(db);
  const cap = options.searchMatchCap ?? SEARCH_MATCH_CAP;
  // What every list request needs whatever it asks for (a filter's total, the preview ideas): a few
  // dozen keys, read once per catalogue change rather than once per request (issue 29: on this
  // machine each round trip costs more in system calls than the query). forgetCatalogue() drops
  // them on the change notice; the minute's bound covers a notice missed while reconnecting. Kept
  // apart from the catalogue cache, whose TTL (0 in the cache-off benches) is for answers per URL.
  const facts = createCatalogueCache({ ttlMs: 60_000, maxBytes: 4 * 1024 * 1024 });
  const cardsById = cardsByIds(db);
  const shallowPages = new Map<string, ReturnType<typeof prepareShallowPage>>();
  function prepareShallowPage(sort: IdeaSort, filter: Pick<ListFilter, "category" | "proOnly">) {
    const parts: SQL[] = [eq(ideas.status, "published")];
    if (filter.category) parts.push(eq(ideas.category, sql.placeholder("category")));
    if (filter.proOnly) parts.push(eq(ideas.isProPick, true));
    return db
      .select(cardColumns)
      .from(ideas)
      .where(and(...parts))
      .orderBy(...orderBy(BROWSE_SORTS[sort]))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`list_${sort.replace(/\W/g, "_")}_${filter.category ? "category" : "all"}_${filter.proOnly ? "pro" : "any"}`);
  }
  /** A page within the first anchors (deep-pages.repo.ts), as a prepared statement per sort and filter shape. */
  function shallowPage(sort: IdeaSort, filter: ListFilter, limit: number, offset: number): Promise<CardRow[]> {
    const key = `${sort}:${Boolean(filter.category)}:${filter.proOnly}`;
    let page = shallowPages.get(key);
    if (!page) shallowPages.set(key, (page = prepareShallowPage(sort, filter)));
    return page.execute({ category: filter.category, limit, offset });
  }

  /** Published ideas in a category and Pro Pick filter, from the trigger-kept idea_counts. */
  function countPublished(filter: Pick<ListFilter, "category" | "proOnly">): Promise<number> {
    return facts.get(`count:${filter.category ?? "*"}:${filter.proOnly}`, () => readCount(filter));
  }
  async function readCount(filter: Pick<ListFilter, "category" | "proOnly">): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${ideaCounts.published}), 0)::int` })
      .from(ideaCounts)
      .where(and(filter.category ? eq(ideaCounts.category, filter.category) : undefined, filter.proOnly ? eq(ideaCounts.isProPick, true) : undefined));
    return Number(row?.n ?? 0);
  }
  async function readPreviewIds(count: number): Promise<Set<string>> {
    const rows = await db
      .select({ id: ideas.id })
      .from(ideas)
      .where(eq(ideas.status, "published"))
      .orderBy(sql`${ideas.publishedAt} desc nulls last`, asc(ideas.id))
      .limit(count);
    return new Set(rows.map((row) => row.id));
  }

  /**
   * One page of cards and the total. Without a search the total comes from idea_counts. With one,
   * at most the cap + 1 matches are read and ranked (searchHits below), so a common word costs
   * about what a rare one does.
   */
  async function list(filter: ListFilter, sort: IdeaSort, limit: number, offset: number): Promise<{ rows: CardRow[]; total: number; capped: boolean }> {
    if (!filter.tsQuery) {
      const where = filterWhere(filter);
      const [total, deepIds] = await Promise.all([countPublished(filter), deepPages.pageIds(listKey(sort, filter), columnList(BROWSE_SORTS[sort], where), limit, offset)]);
      if (deepIds) return { rows: await inIdOrder(deepIds, cardsById), total, capped: false };
      const rows = limit > 0 ? await shallowPage(sort, filter, limit, offset) : [];
      return { rows, total, capped: false };
    }
    const { titleHits, bodyHits } = await searchHits(filter, filter.tsQuery);
    const ranked = [...titleHits.sort(byRankThenScore), ...bodyHits.sort(byRankThenScore)];
    const pageIds = ranked.slice(0, cap).slice(offset, offset + limit).map((hit) => hit.id);
    return { rows: await inIdOrder(pageIds, cardsById), total: Math.min(ranked.length, cap), capped: ranked.length > cap };
  }

  /**
   * A search's matches, at most the cap + 1 (one more says "1,000+"), from idea_search_hits
   * (drizzle/0029) in one round trip, in two stages: ideas whose title and tagline hold every word
   * (ranked by ts_rank on that small vector, title above tagline), then, if there is room, ideas that
   * match the viewer's searchable text elsewhere (ranked by overall score alone: ranking them would
   * read each one's out-of-line vector). Both read idea_search's narrow rows, never the ideas.
   */
  async function searchHits(filter: ListFilter, tsQuery: string): Promise<{ titleHits: SearchHit[]; bodyHits: SearchHit[] }> {
    const result = await db.execute(
      sql`select idea_id, in_title, rank, overall from idea_search_hits(to_tsquery('english', ${tsQuery}), ${filter.scope}::text, ${filter.category ?? null}::text, ${filter.proOnly}::boolean, ${cap + 1}::integer)`,
    );
    const rows = (result as unknown as { rows: { idea_id: string; in_title: boolean; rank: number; overall: number }[] }).rows;
    const titleHits: SearchHit[] = [];
    const bodyHits: SearchHit[] = [];
    for (const row of rows) (row.in_title ? titleHits : bodyHits).push({ id: row.idea_id, rank: Number(row.rank), overall: Number(row.overall) });
    return { titleHits, bodyHits };
  }

  return {
    list,

    /** A catalogue fact every request needs (today's idea): kept like the lists' totals, until the change notice or a minute. */
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      return facts.get(`fact:${key}`, load);
    },

    /** Forgets what the lists keep between requests: totals, preview ideas, page anchors (the catalogue changed). */
    forgetCatalogue() {
      facts.clear();
      deepPages.clear();
    },

    /** Vocabulary words near a typed word (trigram similarity), nearest first. */
    async similarWords(word: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ word: searchTerms.word })
        .from(searchTerms)
        .where(sql`${searchTerms.word} % ${word}`)
        .orderBy(sql`similarity(${searchTerms.word}, ${word}) desc`, asc(searchTerms.word))
        .limit(limit);
      return rows.map((row) => row.word);
    },

    /** Which of these words the catalogue uses (an exact word needs no correction). */
    async knownWords(words: string[]): Promise<Set<string>> {
      if (words.length === 0) return new Set();
      const rows = await db.select({ word: searchTerms.word }).from(searchTerms).where(inArray(searchTerms.word, words));
      return new Set(rows.map((row) => row.word));
    },

    /**
     * Ranked by views in the period (one per viewer per day), then by search-volume growth, from the
     * period's last built ranking in trending_ranks (modules/trending rebuilds it in a scheduled job;
     * a request never waits for one): the page walks its index in order and reads only the page's
     * ideas. Ideas without a view in the period follow, by growth.
     */
    async trending(filter: ListFilter, sort: TrendingSort, period: TrendingPeriod, limit: number, offset: number) {
      const where = filterWhere(filter);
      const rankingKey: string = period;
      const ranked = and(eq(trendingRanks.since, rankingKey), eq(trendingRanks.ideaId, ideas.id));
      const total = filter.tsQuery ? (await list(filter, "newest", 0, 0)).total : await countPublished(filter);
      let pageIds: string[];
      if (sort === "trending") {
        // Deep pages seek from the ranking's anchors (deep-pages.repo.ts), shallow ones read the
        // ranking's index in order (trending_ranks_order_idx).
        // A searched list has no anchors: its rows depend on the words (listKey leaves them out).
        const seekable = !filter.tsQuery;
        const rankingName = listKey(`trending-${period}`, filter);
        const ranking = trendingList(rankingKey, where);
        pageIds =
          (seekable ? await deepPages.pageIds(rankingName, ranking, limit, offset) : null) ??
          (
            await db
              .select({ ideaId: trendingRanks.ideaId })
              .from(trendingRanks)
              .innerJoin(ideas, ranked)
              .where(where)
              // Exactly the index's order (trending_ranks_order_idx), so the page is read from it in order.
              .orderBy(sql`${trendingRanks.views} desc nulls last`, sql`${trendingRanks.growth} desc nulls last`, asc(trendingRanks.ideaId))
              .limit(limit)
              .offset(offset)
          ).map((row) => row.ideaId);
        if (pageIds.length < limit) {
          // Past the viewed ideas: those with no view in the period, by growth (their set moves with
          // each rebuild, so its anchors are re-read like view counts').
          // A long ranking's length comes with its anchors (counting it per request cost O(ranking)).
          const viewedCount =
            (seekable ? await deepPages.size(rankingName, ranking) : null) ??
            Number((await db.select({ n: count() }).from(trendingRanks).innerJoin(ideas, ranked).where(where))[0]?.n ?? 0);
          const unviewedOffset = Math.max(0, offset - viewedCount);
          const unviewed = and(where, sql`not exists (select 1 from ${trendingRanks} where ${ranked})`)!;
          const byGrowth: SortKey = { ...BROWSE_SORTS.trending, volatile: true };
          const take = limit - pageIds.length;
          const rest =
            (seekable ? await deepPages.pageIds(listKey(`unviewed-${period}`, filter), columnList(byGrowth, unviewed), take, unviewedOffset) : null) ??
            (await db.select({ id: ideas.id }).from(ideas).where(unviewed).orderBy(...orderBy(byGrowth)).limit(take).offset(unviewedOffset)).map((row) => row.id);
          pageIds = [...pageIds, ...rest];
        }
      } else {
        const key = TRENDING_SORTS[sort];
        const deepIds = key && !filter.tsQuery ? await deepPages.pageIds(listKey(sort, filter), columnList(key, where), limit, offset) : null;
        const order = key ? orderBy(key) : [desc(ideas.scoreOpportunity), asc(ideas.id)];
        pageIds = deepIds ?? (await db.select({ id: ideas.id }).from(ideas).where(where).orderBy(...order).limit(limit).offset(offset)).map((row) => row.id);
      }
      if (pageIds.length === 0) return { rows: [], total };
      const [cards, counts] = await Promise.all([
        inIdOrder(pageIds, (ids) =>
          db
            .select({ ...cardColumns, opportunityScore: ideas.scoreOpportunity, keywordGrowthRate: ideas.keywordGrowthRate })
            .from(ideas)
            .where(inArray(ideas.id, ids)),
        ),
        db
          .select({ ideaId: trendingRanks.ideaId, n: trendingRanks.views })
          .from(trendingRanks)
          .where(and(eq(trendingRanks.since, rankingKey), inArray(trendingRanks.ideaId, pageIds))),
      ]);
      const periodViews = new Map(counts.map((row) => [row.ideaId, Number(row.n)]));
      return { rows: cards.map((card) => ({ ...card, periodViews: periodViews.get(card.id) ?? 0 })), total };
    },

    /**
     * The published ideas with most views since a day (one per viewer per day), counted now, then by
     * growth: the weekly trend alert, once a week in a job, so no request waits for it.
     */
    async mostReadSince(since: string, limit: number): Promise<(CardRow & { periodViews: number })[]> {
      const counted = db
        .select({ ideaId: ideaViews.ideaId, views: sql<number>`count(*)::int`.as("views") })
        .from(ideaViews)
        .where(sql`${ideaViews.day} >= ${since}`)
        .groupBy(ideaViews.ideaId)
        .as("counted");
      const periodViews = sql<number>`coalesce(${counted.views}, 0)`.mapWith(Number);
      return db
        .select({ ...cardColumns, periodViews })
        .from(ideas)
        .leftJoin(counted, eq(ideas.id, counted.ideaId))
        .where(eq(ideas.status, "published"))
        .orderBy(sql`coalesce(${counted.views}, 0) desc`, sql`${ideas.keywordGrowthRate} desc nulls last`, asc(ideas.id))
        .limit(limit);
    },

    /** The preview ideas (ADR 010): the newest published ones, whose cards everyone may see. */
    previewIds(count: number): Promise<Set<string>> {
      return facts.get(`preview:${count}`, () => readPreviewIds(count));
    },
  };
}
export type CatalogueListsRepo = ReturnType<typeof createCatalogueListsRepo>;
export type CardRow = Pick<typeof ideas.$inferSelect, keyof typeof cardColumns>;
