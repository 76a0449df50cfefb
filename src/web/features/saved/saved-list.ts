import { categoryLabel, normalizeCategory } from "@shared/categories";
import type { SavedItem } from "@shared/schemas/saved-api";
import { revenueMillions, revenueThousands } from "@web/lib/idea-format";
import { formatNumber } from "@web/lib/format";

export const SAVED_SORTS = ["recent", "opportunity", "growth"] as const;
export type SavedSort = (typeof SAVED_SORTS)[number];

export const SAVED_SORT_LABELS: Record<SavedSort, string> = {
  recent: "Recently Saved",
  opportunity: "Opportunity Score",
  growth: "Growth Rate",
};

function savedTime(item: SavedItem): number {
  const time = new Date(item.savedAt).getTime();
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Spec sorts: Recently Saved (newest first), Opportunity Score and Growth Rate (highest first).
 * Items without keyword data sort last by growth; ties keep the most recently saved first.
 */
export function sortSaved(items: readonly SavedItem[], sort: SavedSort): SavedItem[] {
  const byRecent = (a: SavedItem, b: SavedItem) => savedTime(b) - savedTime(a);
  const sorted = [...items];
  if (sort === "recent") return sorted.sort(byRecent);
  if (sort === "opportunity") {
    return sorted.sort((a, b) => b.idea.opportunityScore - a.idea.opportunityScore || byRecent(a, b));
  }
  return sorted.sort((a, b) => {
    const ga = a.idea.primaryKeyword?.growthRate;
    const gb = b.idea.primaryKeyword?.growthRate;
    if (ga === undefined && gb === undefined) return byRecent(a, b);
    if (ga === undefined) return 1;
    if (gb === undefined) return -1;
    return gb - ga || byRecent(a, b);
  });
}

export function filterSaved(items: readonly SavedItem[], category: string): SavedItem[] {
  if (category === "all") return [...items];
  return items.filter((item) => normalizeCategory(item.idea.category) === category);
}

/** The categories present in the saved set (legacy names merged), by label. */
export function savedCategories(items: readonly SavedItem[]): string[] {
  const present = new Set(items.map((item) => normalizeCategory(item.idea.category)));
  return [...present].sort((a, b) => categoryLabel(a).localeCompare(categoryLabel(b)));
}

export function savedCountText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "idea" : "ideas"}`;
}

/**
 * The revenue range "min to max ARR". Spec: millions with one decimal (revenueMillions). Below a
 * million that would print "$0.0M" for most of the catalogue (every seeded idea's minimum is under
 * $50K), so a range under $1M is shown in thousands instead, as the detail page does.
 */
export function revenueRange(range: { min: number; max: number }): string {
  const format = range.max >= 1_000_000 ? revenueMillions : revenueThousands;
  return `${format(range.min)} to ${format(range.max)} ARR`;
}
