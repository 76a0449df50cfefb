import { SEARCH_MAX } from "@shared/catalogue-options";
import { CATEGORIES, normalizeCategory, type Category } from "@shared/categories";
import { IDEA_SORTS, type IdeaSort } from "@shared/catalogue-options";
import { PERSONAL_ORDERS, type PersonalOrder } from "@shared/founder-fit-options";
import type { IdeasListQuery } from "@shared/schemas/idea-api";

/**
 * The list screens keep their query in the URL, the single source of truth: a reload, a shared link
 * or the back button shows the same list. These helpers read it and write changes back.
 */
export type ParamChanges = Record<string, string | null | undefined>;

/**
 * New params with `changes` applied. An empty value, or a key's default (category "all", sort
 * "newest", page "1", ...), removes the parameter; changing anything other than `page` resets the
 * page to 1 (spec: "Changing any filter other than page resets page to 1").
 */
export function nextParams(current: URLSearchParams, changes: ParamChanges, defaults: Record<string, string> = {}): URLSearchParams {
  const next = new URLSearchParams(current);
  let filterChanged = false;
  for (const [key, raw] of Object.entries(changes)) {
    const value = raw?.trim() ?? "";
    const before = next.get(key) ?? "";
    if (value === "" || value === defaults[key]) next.delete(key);
    else next.set(key, value);
    if (key !== "page" && (next.get(key) ?? "") !== before) filterChanged = true;
  }
  if (filterChanged && !("page" in changes)) next.delete("page");
  return next;
}

/** A page number from the URL: a positive integer, else 1. */
export function pageFrom(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number.parseInt(value, 10);
  return page >= 1 && page <= 100_000 ? page : 1;
}

/** A known category (legacy names mapped), else "all": an unknown value filters nothing. */
export function categoryFrom(value: string | null): Category | "all" {
  if (!value) return "all";
  const normalized = normalizeCategory(value);
  return (CATEGORIES as readonly string[]).includes(normalized) ? (normalized as Category) : "all";
}

export function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export const BROWSE_DEFAULTS = { category: "all", sort: "newest", page: "1" } as const;

export interface BrowseParams {
  search: string;
  category: Category | "all";
  /** A catalogue sort, or a personal order the founder-fit API ranks ("For you", "Your weights"). */
  sort: IdeaSort | PersonalOrder;
  proOnly: boolean;
  page: number;
}

const BROWSE_SORTS = [...IDEA_SORTS, ...PERSONAL_ORDERS] as const;
export const isPersonalOrder = (sort: string): sort is PersonalOrder => (PERSONAL_ORDERS as readonly string[]).includes(sort);

export function readBrowseParams(params: URLSearchParams): BrowseParams {
  return {
    // A longer term (a pasted link) is cut to what the server takes rather than failing the page.
    search: (params.get("search") ?? "").trim().slice(0, SEARCH_MAX),
    category: categoryFrom(params.get("category")),
    sort: oneOf(BROWSE_SORTS, params.get("sort"), BROWSE_DEFAULTS.sort),
    proOnly: params.get("pro") === "true",
    page: pageFrom(params.get("page")),
  };
}

/**
 * What GET /api/v1/ideas is asked for; defaults are left out so equal lists share a cache entry. A
 * personal order does not search, so a search under it lists the matches newest first.
 */
export function toIdeasQuery(params: BrowseParams): IdeasListQuery {
  return {
    search: params.search || undefined,
    category: params.category === "all" ? undefined : params.category,
    sort: isPersonalOrder(params.sort) ? "newest" : params.sort,
    pro: params.proOnly ? "true" : undefined,
    page: params.page,
  };
}

/** A link target for these params on the current page ("" when there are none). */
export function searchLink(params: URLSearchParams): { search: string } {
  const query = params.toString();
  return { search: query ? `?${query}` : "" };
}
