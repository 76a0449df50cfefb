import type { Entitlements } from "../../../shared/entitlements";
import { normalizeCategory } from "../../../shared/categories";
import {
  type IdeaCard,
  type IdeaEvidence,
  type IdeaFull,
  type IdeaTeaser,
  type IdeasListResponse,
  type ListCard,
  ideaFullSchema,
  type ScoreChange,
} from "../../../shared/schemas/idea-api";
import type { ScoreSet } from "../../db/schema";
import type { z } from "zod";
import type { ideasListQuery } from "../../../shared/schemas/idea-api";
import { IDEAS_PAGE_SIZE, type IdeaSort, type TrendingPeriod, type TrendingSort } from "../../../shared/catalogue-options";
import { AppError } from "../../http/app-error";
import { firstParagraph } from "./idea-access";
import { hasFullAccess } from "../../../shared/entitlements";
import { nextUtcMidnight, utcDay } from "../../../shared/utc-dates";
import type { IdeaDocRow, IdeasRepo, ScoreChangeRow } from "./ideas.repo";
import type { CardRow, ListFilter, SearchScope } from "./catalogue-lists.repo";
import { createCatalogueCache, type CatalogueCache } from "./catalogue-cache";
import { createViewCountBatch } from "./view-count-batch";
import { anyWordQuery, corrections, searchWords, tsQueryText } from "./search-text";
import type { FastifyBaseLogger } from "fastify";

export interface ViewerContext {
  entitlements: Entitlements;
  userId: string | null;
}

export const dailySubject = (title: string) => `Today's Startup Idea: ${title}`;

export function toCard(row: CardRow): IdeaCard {
  return {
    locked: false,
    id: row.id,
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    category: row.category,
    isProPick: row.isProPick,
    revenueMax: row.revenueMax,
    executionDifficulty: row.executionDifficulty,
    viewCount: row.viewCount,
    timeToMvpWeeks: row.timeToMvpWeeks,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

const camelScores = (s: ScoreSet) => ({ opportunity: s.opportunity, problem: s.problem, feasibility: s.feasibility, whyNow: s.why_now });

export function toScoreChange(row: ScoreChangeRow): ScoreChange {
  return { changedAt: row.changedAt.toISOString(), previous: camelScores(row.previous), current: camelScores(row.current), reason: row.reason };
}

function toHeader(row: IdeaDocRow, isDaily: boolean, isSaved: boolean, scoreHistory: ScoreChange[] = []) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    category: row.category,
    tags: row.tags,
    isProPick: row.isProPick,
    isFeatured: row.isFeatured,
    isDaily,
    viewCount: row.viewCount,
    saveCount: row.saveCount,
    isSaved,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scores: {
      opportunity: row.scoreOpportunity,
      problem: row.scoreProblem,
      feasibility: row.scoreFeasibility,
      whyNow: row.scoreWhyNow,
      overall: row.scoreOverall,
    },
    scoreHistory,
    draftedWithAi: row.aiDraftedBy !== null,
  };
}

export function toTeaser(row: IdeaDocRow, isDaily: boolean, isSaved: boolean, scoreHistory: ScoreChange[] = []): IdeaTeaser {
  return { ...toHeader(row, isDaily, isSaved, scoreHistory), problemTeaser: firstParagraph(row.problemNarrative) };
}

/**
 * Counted from the analysis the reader gets, so the figures always match the sources listed. The last
 * verification is the later of the file's date and an admin's "verified, nothing changed" (`confirmedOn`).
 */
export function evidenceOf(analysis: Pick<IdeaFull["analysis"], "sources" | "last_verified_at">, confirmedOn: string | null = null): IdeaEvidence {
  const sources = analysis.sources ?? [];
  const claims = new Set(sources.map((source) => source.supports.trim().toLowerCase().replace(/\s+/g, " ")));
  const fileOn = analysis.last_verified_at ?? null;
  const lastVerifiedAt = fileOn && confirmedOn ? (confirmedOn > fileOn ? confirmedOn : fileOn) : (fileOn ?? confirmedOn);
  return { sources: sources.length, claimsChecked: claims.size, lastVerifiedAt };
}

export function toFull(row: IdeaDocRow, isDaily: boolean, isSaved: boolean, scoreHistory: ScoreChange[] = []): IdeaFull {
  if (!row.analysis) throw new AppError("LOAD_IDEA");
  return {
    ...toHeader(row, isDaily, isSaved, scoreHistory),
    evidence: evidenceOf(row.analysis, row.confirmedOn),
    revenuePotential: { min: row.revenueMin, max: row.revenueMax, monthlyEstimate: row.revenueMonthlyEstimate },
    timeToMvpWeeks: row.timeToMvpWeeks,
    executionDifficulty: row.executionDifficulty,
    goToMarketScore: row.goToMarketScore,
    primaryKeyword: row.keywordTerm
      ? { term: row.keywordTerm, monthlyVolume: row.keywordMonthlyVolume ?? 0, growthRate: row.keywordGrowthRate ?? 0 }
      : null,
    problemNarrative: row.problemNarrative,
    solutionOverview: row.solutionOverview,
    analysis: row.analysis,
  };
}

/** An idea document as JSON without the per-viewer flags, which detailJson puts first. */
function withoutViewerFlags(idea: IdeaTeaser | IdeaFull): string {
  const { isDaily: _isDaily, isSaved: _isSaved, ...rest } = idea;
  return JSON.stringify(rest);
}

/** Which text a viewer's search may match (ADR 010). */
export function searchScopeFor(entitlements: Entitlements): SearchScope {
  if (entitlements.canSeeProPicks) return "full";
  return entitlements.canBrowseAll ? "starter" : "public";
}

/** A catalogue idea is close to a description when it ranks at least this share of the best match. */
const CLOSE_ENOUGH = 0.4;

/** Fewer matches than this and the search tries typo corrections too. */
const FEW_MATCHES = 3;

export function createIdeasService(deps: { repo: IdeasRepo; cache?: CatalogueCache; log?: FastifyBaseLogger; now?: () => Date; viewCountFlushMs?: number }) {
  const { repo } = deps;
  // View counts reach the ideas rows in batches (issue 30): a view never rewrites the wide row itself.
  const viewCounts = createViewCountBatch({
    apply: (counts) => repo.addViewCounts(counts),
    flushMs: deps.viewCountFlushMs ?? 5000,
    onError: (error) => deps.log?.warn({ err: error }, "view counts not written; retrying with the next batch"),
  });
  // Without a cache (CLIs, unit tests) every call reads the database.
  const cache = deps.cache ?? createCatalogueCache({ ttlMs: 0, maxBytes: 0 });

  // Which ideas each signed-in reader saved, kept per instance: an idea page's "Saved" flag was the
  // one query a member's cached idea page still made (issue 9). A save or removal here forgets the
  // reader's set at once (forgetSaved); one on another instance arrives as the saved_changed notice
  // that a trigger on saved_ideas sends (app.ts listens).
  const savedSets = new Map<string, Promise<Set<string>>>();
  const MAX_SAVED_SETS = 10_000;
  function savedIdsOf(userId: string): Promise<Set<string>> {
    let ids = savedSets.get(userId);
    if (!ids) {
      if (savedSets.size >= MAX_SAVED_SETS) savedSets.clear();
      const loading = repo.savedIdeaIds(userId);
      ids = loading;
      savedSets.set(userId, loading);
      loading.catch(() => {
        if (savedSets.get(userId) === loading) savedSets.delete(userId);
      });
    }
    return ids;
  }
  const now = deps.now ?? (() => new Date());

  /** The daily idea of a UTC day, picked on first use of the day when no admin set one. */
  async function forDay(day: string): Promise<{ idea: IdeaDocRow; day: string } | null> {
    const existing = await repo.dailyFor(day);
    if (existing) return existing;
    await repo.pickDaily(day, dailySubject);
    return repo.dailyFor(day);
  }
  const today = () => {
    const day = utcDay(now());
    return repo.remember(`daily:${day}`, () => forDay(day));
  };
  const previewIds = (entitlements: Entitlements) => repo.previewIds(entitlements.previewCount);

  /**
   * Full-text search first; when it finds fewer than FEW_MATCHES, words the catalogue does not use
   * are widened with their nearest real words (one or two typos, swapped letters), and the wider
   * search is kept when it finds more (docs/decisions/011-search.md).
   */
  async function search(words: string[], base: Omit<ListFilter, "tsQuery">, sort: IdeaSort, limit: number, offset: number) {
    const exact = { ...base, tsQuery: tsQueryText(words.map((word) => [word])) };
    const first = await repo.list(exact, sort, limit, offset);
    if (first.total >= FEW_MATCHES) return first;
    const known = await repo.knownWords(words);
    const groups = await Promise.all(
      words.map(async (word) => (known.has(word) ? [word] : [word, ...corrections(word, await repo.similarWords(word, 8))])),
    );
    if (groups.every((group) => group.length === 1)) return first;
    const widened = await repo.list({ ...base, tsQuery: tsQueryText(groups) }, sort, limit, offset);
    return widened.total > first.total ? widened : first;
  }

  /** A page of cards for a filter, searched or not; cached by everything it depends on. */
  function page(filter: Omit<ListFilter, "tsQuery">, term: string | undefined, sort: IdeaSort, limit: number, offset: number) {
    const words = term ? searchWords(term) : [];
    const key = `list:${filter.scope}:${filter.category ?? ""}:${filter.proOnly}:${sort}:${limit}:${offset}:${term ? `q=${words.join(" ")}` : ""}`;
    return cache.get(key, async () => {
      if (!term) return repo.list(filter, sort, limit, offset);
      // A term with no letters or digits ("%", "!!!") matches nothing rather than everything.
      if (words.length === 0) return { rows: [], total: 0, capped: false };
      return search(words, filter, sort, limit, offset);
    });
  }

  /** The full and teaser documents of an idea, built and checked once per cache lifetime. */
  function documents(slug: string) {
    return cache.get(`idea:${slug}`, async () => {
      const found = await repo.bySlugWithHistory(slug);
      if (!found) return null;
      const { row } = found;
      const history = found.history.map(toScoreChange);
      const teaser = toTeaser(row, false, false, history);
      let full: IdeaFull | null = null;
      try {
        full = ideaFullSchema.parse(toFull(row, false, false, history));
      } catch (error) {
        // A row that fails the contract must not break its page: it is served as a teaser and logged.
        deps.log?.error({ err: error, slug }, "stored idea fails the idea schema; serving its teaser");
      }
      return { id: row.id, isProPick: row.isProPick, teaser, full, teaserJson: withoutViewerFlags(teaser), fullJson: full ? withoutViewerFlags(full) : null };
    });
  }

  async function listAnswer(entitlements: Entitlements, filter: Omit<ListFilter, "tsQuery">, query: z.output<typeof ideasListQuery>): Promise<IdeasListResponse> {
    const offset = (query.page - 1) * IDEAS_PAGE_SIZE;
    const meta = { page: query.page, pageSize: IDEAS_PAGE_SIZE };
    if (entitlements.canBrowseAll) {
      const { rows, total, capped } = await page(filter, query.search, query.sort, IDEAS_PAGE_SIZE, offset);
      return { ideas: rows.map(toCard), total, ...(capped ? { capped } : {}), ...meta };
    }
    // Visitors and free users (ADR 010): card data only for the preview ideas, wherever a sort,
    // filter or search puts them, and none at all for "Pro Picks Only"; every other card is a
    // placeholder carrying nothing.
    if (filter.proOnly) {
      const { total, capped } = await page(filter, query.search, query.sort, 0, 0);
      const onPage = Math.max(0, Math.min(IDEAS_PAGE_SIZE, total - offset));
      return { ideas: Array.from({ length: onPage }, () => ({ locked: true as const })), total, ...(capped ? { capped } : {}), ...meta };
    }
    const preview = await previewIds(entitlements);
    const { rows, total, capped } = await page(filter, query.search, query.sort, IDEAS_PAGE_SIZE, offset);
    const cards: ListCard[] = rows.map((row) => (preview.has(row.id) ? toCard(row) : { locked: true }));
    return { ideas: cards, total, ...(capped ? { capped } : {}), ...meta };
  }

  return {
    today,
    forDay,
    previewIds,
    /** Drops every cached catalogue answer and what the lists keep (an idea or the daily idea changed). */
    clearCache() {
      cache.clear();
      repo.forgetCatalogue();
    },
    /** Forgets what a reader saved (they saved or removed an idea), or everyone's when no id is given. */
    forgetSaved(userId?: string) {
      if (userId) savedSets.delete(userId);
      else savedSets.clear();
    },

    /**
     * A page of the catalogue as the viewer may see it, as JSON text: the answer is the same for
     * everyone with the same access, so it is serialised once per cache lifetime, not per request
     * (issue 9: a member's listing was spending most of its time building and serialising 20 cards).
     */
    async listJson(viewer: ViewerContext, query: z.output<typeof ideasListQuery>): Promise<string> {
      const category = query.category && query.category !== "all" ? normalizeCategory(query.category) : undefined;
      if (category && !/^[a-z0-9_]{1,40}$/.test(category)) {
        throw new AppError("VALIDATION", { issues: [{ path: "category", message: "Unknown category" }] });
      }
      const { entitlements } = viewer;
      const filter = { scope: searchScopeFor(entitlements), category, proOnly: query.pro === "true" };
      const audience = entitlements.canBrowseAll ? "all" : `preview${entitlements.previewCount}`;
      const term = query.search ? `q=${searchWords(query.search).join(" ")}` : "";
      const key = `answer:${audience}:${filter.scope}:${category ?? ""}:${filter.proOnly}:${query.sort}:${query.page}:${term}`;
      return cache.get(key, async () => JSON.stringify(await listAnswer(entitlements, filter, query)));
    },

    /** Trending rows for a filter and period (cached like lists). */
    trending(viewer: ViewerContext, query: { term?: string; category?: string; sort: TrendingSort; period: TrendingPeriod; limit: number; offset: number }) {
      const words = query.term ? searchWords(query.term) : [];
      const scope = searchScopeFor(viewer.entitlements);
      const key = `trending:${scope}:${query.category ?? ""}:${query.sort}:${query.period}:${query.limit}:${query.offset}:${query.term ? `q=${words.join(" ")}` : ""}`;
      return cache.get(key, async () => {
        if (query.term && words.length === 0) return { rows: [], total: 0 };
        const filter: ListFilter = { scope, category: query.category, proOnly: false, ...(words.length ? { tsQuery: tsQueryText(words.map((w) => [w])) } : {}) };
        return repo.trending(filter, query.sort, query.period, query.limit, query.offset);
      });
    },

    /**
     * An idea page's answer as JSON text (an IdeaDetailResponse): the document is serialised once
     * per cache fill and only this viewer's two flags are added per request.
     */
    async detailJson(viewer: ViewerContext, slug: string): Promise<string> {
      const docs = await documents(slug);
      if (!docs) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      const daily = await today();
      const isDaily = daily?.idea.id === docs.id;
      const isSaved = viewer.userId ? (await savedIdsOf(viewer.userId)).has(docs.id) : false;
      const full = docs.fullJson !== null && hasFullAccess(viewer.entitlements, docs, isDaily);
      const body = full ? docs.fullJson! : docs.teaserJson;
      return `{"access":"${full ? "full" : "teaser"}","idea":{"isDaily":${isDaily},"isSaved":${isSaved},${body.slice(1)}}`;
    },

    async daily(viewer: ViewerContext) {
      const current = await today();
      const expiresAt = nextUtcMidnight(now()).toISOString();
      const docs = current ? await documents(current.idea.slug) : null;
      if (!current || !docs?.full) return { day: current?.day ?? utcDay(now()), expiresAt, idea: null };
      const isSaved = viewer.userId ? (await savedIdsOf(viewer.userId)).has(docs.id) : false;
      return { day: current.day, expiresAt, subject: dailySubject(current.idea.title), idea: { ...docs.full, isDaily: true, isSaved } };
    },

    /**
     * The published ideas closest to a description, as full documents (only the AI tools, which are
     * for members who may read every analysis, ask for them). Rows failing the idea schema are skipped.
     */
    async closest(text: string, category: string | null, limit: number): Promise<IdeaFull[]> {
      const query = anyWordQuery(text);
      if (!query) return [];
      const matches = await repo.closest(query, category, limit);
      // An idea sharing one common word with the description is not "close": keep those ranked
      // within reach of the best match.
      const best = matches[0]?.rank ?? 0;
      const rows = matches.filter((match) => match.rank >= best * CLOSE_ENOUGH).map((match) => match.idea);
      return rows.flatMap((row) => {
        const parsed = ideaFullSchema.safeParse(toFull(row, false, false));
        return parsed.success ? [parsed.data] : [];
      });
    },

    /** A category's highest-rated published ideas as full documents (the admin idea generator's examples). */
    async bestInCategory(category: string, limit: number): Promise<IdeaFull[]> {
      const rows = await repo.bestInCategory(category, limit);
      return rows.flatMap((row) => {
        const parsed = ideaFullSchema.safeParse(toFull(row, false, false));
        return parsed.success ? [parsed.data] : [];
      });
    },

    /** The published ideas read most since a UTC day, for everyone (the weekly trend alert); not cached. */
    mostRead: (since: string, limit: number) => repo.mostReadSince(since, limit),
    /** A published idea's row by slug, or null (a validation report's near duplicate); not cached. */
    publishedBySlug: (slug: string) => repo.bySlug(slug),
    /** What a server-rendered idea page's head tags need of a published idea, or null. */
    headBySlug: (slug: string) => cache.get(`head:${slug}`, () => repo.headBySlug(slug)),
    markDailySent: (day: string) => repo.markDailySent(day),
    sitemapPage: (offset: number, limit: number) => repo.sitemapPage(offset, limit),
    publishedCount: () => repo.publishedCount(),

    /** One published idea's full document by id, or null (chat about an idea). */
    async fullById(id: string): Promise<{ idea: IdeaFull; isProPick: boolean } | null> {
      const slug = await repo.publishedSlug(id);
      if (!slug) return null;
      const docs = await documents(slug);
      return docs?.full ? { idea: docs.full, isProPick: docs.isProPick } : null;
    },

    async recordView(slug: string, viewerKey: string, userId: string | null): Promise<{ counted: boolean }> {
      const id = await cache.get(`id:${slug}`, () => repo.publishedId(slug));
      if (!id) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      const counted = await repo.recordView(id, viewerKey, userId, utcDay(now()));
      if (counted) viewCounts.add(id);
      return { counted };
    },

    /** Writes the view counts waiting for their batch (shutdown; tests). */
    flushViewCounts: () => viewCounts.flush(),
  };
}
export type IdeasService = ReturnType<typeof createIdeasService>;
