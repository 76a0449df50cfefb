import { TRENDING_PERIODS, TRENDING_SORTS, type TrendingPeriod, type TrendingSort } from "@shared/catalogue-options";
import type { Category } from "@shared/categories";
import { CATEGORY_OPTIONS } from "@web/components/catalogue/options";
import { FiltersBar } from "@web/components/filters-bar";
import { PERIOD_LABELS, TRENDING_SORT_LABELS } from "../trending-params";

const PERIOD_OPTIONS = TRENDING_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }));
const SORT_OPTIONS = TRENDING_SORTS.map((sort) => ({ value: sort, label: TRENDING_SORT_LABELS[sort] }));

/** Trending's controls (spec): search, period, sort and category. The page owns the values (the URL). */
export function TrendingFilters({
  search,
  onSearchChange,
  period,
  sort,
  category,
  onChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  period: TrendingPeriod;
  sort: TrendingSort;
  category: Category | "all";
  onChange: (key: "period" | "sort" | "category", value: string) => void;
}) {
  return (
    <FiltersBar
      label="Filter trending ideas"
      className="sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      search={{ id: "trending-search", placeholder: "Search trending ideas", value: search, onChange: onSearchChange, className: "col-span-2 sm:col-span-3 lg:col-span-1" }}
      selects={[
        { id: "trending-period", label: "Period", value: period, options: PERIOD_OPTIONS, onChange: (value) => onChange("period", value) },
        { id: "trending-sort", label: "Sort by", value: sort, options: SORT_OPTIONS, onChange: (value) => onChange("sort", value) },
        { id: "trending-category", label: "Category", value: category, options: CATEGORY_OPTIONS, onChange: (value) => onChange("category", value), className: "col-span-2 sm:col-span-1" },
      ]}
    />
  );
}
