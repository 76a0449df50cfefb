import type { Entitlements } from "../../../shared/entitlements";
import { normalizeCategory } from "../../../shared/categories";
import {
  IDEAS_PAGE_SIZE,
  type IdeaDetailResponse,
  type IdeaCard,
  type IdeaFull,
  type IdeaTeaser,
  type IdeasListResponse,
  type ListCard,
} from "../../../shared/schemas/idea-api";
import type { z } from "zod";
import type { ideasListQuery } from "../../../shared/schemas/idea-api";
import { AppError } from "../../http/app-error";
import { firstParagraph, hasFullAccess, nextUtcMidnight, utcDay } from "./idea-access";
import type { CardRow, IdeaRow, IdeasRepo } from "./ideas.repo";

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

function toHeader(row: IdeaRow, isDaily: boolean, isSaved: boolean) {
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
  };
}

export function toTeaser(row: IdeaRow, isDaily: boolean, isSaved: boolean): IdeaTeaser {
  return { ...toHeader(row, isDaily, isSaved), problemTeaser: firstParagraph(row.problemNarrative) };
}

export function toFull(row: IdeaRow, isDaily: boolean, isSaved: boolean): IdeaFull {
  if (!row.analysis) throw new AppError("LOAD_IDEA");
  return {
    ...toHeader(row, isDaily, isSaved),
    researchHours: row.researchHours,
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

export function createIdeasService(deps: { repo: IdeasRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** The daily idea of a UTC day, picked on first use of the day when no admin set one. */
  async function forDay(day: string): Promise<{ idea: IdeaRow; day: string } | null> {
    const existing = await repo.dailyFor(day);
    if (existing) return existing;
    await repo.pickDaily(day, dailySubject);
    return repo.dailyFor(day);
  }
  const today = () => forDay(utcDay(now()));
  const previewIds = (entitlements: Entitlements) => repo.previewIds(entitlements.previewCount);

  return {
    today,
    forDay,
    previewIds,

    async list(viewer: ViewerContext, query: z.output<typeof ideasListQuery>): Promise<IdeasListResponse> {
      const category = query.category && query.category !== "all" ? normalizeCategory(query.category) : undefined;
      if (category && !/^[a-z0-9_]{1,40}$/.test(category)) {
        throw new AppError("VALIDATION", { issues: [{ path: "category", message: "Unknown category" }] });
      }
      const filter = { search: query.search || undefined, category, proOnly: query.pro === "true" };
      const offset = (query.page - 1) * IDEAS_PAGE_SIZE;
      const { entitlements } = viewer;

      if (entitlements.canBrowseAll) {
        const { rows, total } = await repo.list(filter, query.sort, IDEAS_PAGE_SIZE, offset);
        return { ideas: rows.map(toCard), total, page: query.page, pageSize: IDEAS_PAGE_SIZE };
      }
      // Visitors and free users (ADR 010): card data only for the preview ideas, wherever a sort,
      // filter or search puts them, and none at all for "Pro Picks Only"; every other card is a
      // placeholder carrying nothing.
      if (filter.proOnly) {
        const { total } = await repo.list(filter, query.sort, 0, 0);
        const onPage = Math.max(0, Math.min(IDEAS_PAGE_SIZE, total - offset));
        return { ideas: Array.from({ length: onPage }, () => ({ locked: true as const })), total, page: query.page, pageSize: IDEAS_PAGE_SIZE };
      }
      const preview = await previewIds(entitlements);
      const { rows, total } = await repo.list(filter, query.sort, IDEAS_PAGE_SIZE, offset);
      const cards: ListCard[] = rows.map((row) => (preview.has(row.id) ? toCard(row) : { locked: true }));
      return { ideas: cards, total, page: query.page, pageSize: IDEAS_PAGE_SIZE };
    },

    async detail(viewer: ViewerContext, slug: string): Promise<IdeaDetailResponse> {
      const row = await repo.bySlug(slug);
      if (!row) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      const daily = await today();
      const isDaily = daily?.idea.id === row.id;
      const isSaved = viewer.userId ? (await repo.savedIdeaIds(viewer.userId, [row.id])).has(row.id) : false;
      if (hasFullAccess(viewer.entitlements, row, isDaily)) return { access: "full", idea: toFull(row, isDaily, isSaved) };
      return { access: "teaser", idea: toTeaser(row, isDaily, isSaved) };
    },

    async daily(viewer: ViewerContext) {
      const current = await today();
      if (!current) return { day: utcDay(now()), expiresAt: nextUtcMidnight(now()).toISOString(), idea: null };
      const isSaved = viewer.userId ? (await repo.savedIdeaIds(viewer.userId, [current.idea.id])).has(current.idea.id) : false;
      return {
        day: current.day,
        expiresAt: nextUtcMidnight(now()).toISOString(),
        subject: dailySubject(current.idea.title),
        idea: toFull(current.idea, true, isSaved),
      };
    },

    async recordView(slug: string, viewerKey: string, userId: string | null): Promise<{ counted: boolean }> {
      const row = await repo.bySlug(slug);
      if (!row) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      return { counted: await repo.recordView(row.id, viewerKey, userId, utcDay(now())) };
    },
  };
}
export type IdeasService = ReturnType<typeof createIdeasService>;
