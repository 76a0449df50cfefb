/**
 * The catalogue's list options as plain values: the API's schemas (schemas/idea-api.ts) are built
 * from them, and the browser reads them without loading zod on a first visit.
 */
export const IDEA_SORTS = ["newest", "popular", "highest-rated", "trending"] as const;
export type IdeaSort = (typeof IDEA_SORTS)[number];
export const IDEAS_PAGE_SIZE = 20;
/** The longest search term the catalogue takes; the search boxes stop typing there. */
export const SEARCH_MAX = 200;

export const TRENDING_PERIODS = ["7d", "30d", "90d", "all"] as const;
export const TRENDING_SORTS = ["trending", "newest", "opportunity", "popular"] as const;
export type TrendingPeriod = (typeof TRENDING_PERIODS)[number];
export type TrendingSort = (typeof TRENDING_SORTS)[number];
