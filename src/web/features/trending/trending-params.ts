import { SEARCH_MAX } from "@shared/catalogue-options";
import type { Category } from "@shared/categories";
import { TRENDING_PERIODS, TRENDING_SORTS, type TrendingPeriod, type TrendingSort } from "@shared/catalogue-options";
import type { TrendingQuery } from "@shared/schemas/idea-api";
import { categoryFrom, oneOf, pageFrom } from "@web/lib/catalogue-params";
import { formatNumber } from "@web/lib/format";

export const TRENDING_DEFAULTS = { period: "7d", sort: "trending", category: "all", page: "1" } as const;

export interface TrendingParams {
  search: string;
  period: TrendingPeriod;
  sort: TrendingSort;
  category: Category | "all";
  page: number;
}

export function readTrendingParams(params: URLSearchParams): TrendingParams {
  return {
    // A longer term (a pasted link) is cut to what the server takes rather than failing the page.
    search: (params.get("search") ?? "").trim().slice(0, SEARCH_MAX),
    period: oneOf(TRENDING_PERIODS, params.get("period"), TRENDING_DEFAULTS.period),
    sort: oneOf(TRENDING_SORTS, params.get("sort"), TRENDING_DEFAULTS.sort),
    category: categoryFrom(params.get("category")),
    page: pageFrom(params.get("page")),
  };
}

export function toTrendingQuery(params: TrendingParams): TrendingQuery {
  return {
    search: params.search || undefined,
    period: params.period,
    sort: params.sort,
    category: params.category === "all" ? undefined : params.category,
    page: params.page,
  };
}

export const PERIOD_LABELS: Record<TrendingPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  all: "All time",
};

/** "{n} views this week", ... : how the period reads after a view count. */
export const PERIOD_PHRASES: Record<TrendingPeriod, string> = {
  "7d": "this week",
  "30d": "this month",
  "90d": "in the last 90 days",
  all: "all time",
};

export const TRENDING_SORT_LABELS: Record<TrendingSort, string> = {
  trending: "Trending",
  newest: "Newest",
  opportunity: "Opportunity",
  popular: "Popular",
};

export function periodViewsText(views: number, period: TrendingPeriod): string {
  return `${formatNumber(views)} ${views === 1 ? "view" : "views"} ${PERIOD_PHRASES[period]}`;
}
