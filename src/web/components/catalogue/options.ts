import { CATEGORIES, categoryLabel } from "@shared/categories";
import type { IdeaSort } from "@shared/catalogue-options";
import type { SelectOption } from "../select-field";

export const ALL_CATEGORIES_LABEL = "All Categories";

/** "All Categories" and the 12 categories, by their labels. */
export const CATEGORY_OPTIONS: readonly SelectOption[] = [
  { value: "all", label: ALL_CATEGORIES_LABEL },
  ...CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
];

export const BROWSE_SORT_LABELS: Record<IdeaSort, string> = {
  newest: "Newest",
  popular: "Most Popular",
  "highest-rated": "Highest Rated",
  trending: "Trending",
};

export const BROWSE_SORT_OPTIONS: readonly SelectOption[] = (Object.keys(BROWSE_SORT_LABELS) as IdeaSort[]).map((sort) => ({
  value: sort,
  label: BROWSE_SORT_LABELS[sort],
}));
