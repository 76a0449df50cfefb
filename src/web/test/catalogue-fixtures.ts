import type { IdeaCard, IdeasListResponse, ListCard, TrendingItem, TrendingResponse } from "@shared/schemas/idea-api";

/** Card fixtures for the list screens' unit tests. */
let counter = 0;

export function ideaCard(overrides: Partial<IdeaCard> = {}): IdeaCard {
  counter += 1;
  return {
    locked: false,
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    slug: `idea-${counter}`,
    title: `Idea number ${counter}`,
    tagline: `Tagline of idea ${counter}`,
    category: "saas",
    isProPick: false,
    revenueMax: 120_000,
    executionDifficulty: 3,
    viewCount: 1234,
    timeToMvpWeeks: 6,
    publishedAt: "2026-03-01T00:00:00.000Z",
    ...overrides,
  };
}

export function listResponse(ideas: ListCard[], total = ideas.length, page = 1): IdeasListResponse {
  return { ideas, total, page, pageSize: 20 };
}

export function lockedCards(count: number): ListCard[] {
  return Array.from({ length: count }, () => ({ locked: true as const }));
}

export function trendingItem(overrides: Partial<TrendingItem> = {}): TrendingItem {
  const card = ideaCard();
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    tagline: card.tagline,
    category: card.category,
    isProPick: card.isProPick,
    opportunityScore: 8.2,
    periodViews: 42,
    metrics: { revenueMax: card.revenueMax, executionDifficulty: card.executionDifficulty, viewCount: card.viewCount, timeToMvpWeeks: card.timeToMvpWeeks, keywordGrowthRate: 35 },
    ...overrides,
  };
}

export function trendingResponse(ideas: TrendingItem[], { total = ideas.length, page = 1, pageSize = 12, paginated = true } = {}): TrendingResponse {
  return { ideas, total, page, pageSize, paginated };
}
