import { SEARCH_MAX } from "@shared/catalogue-options";
import { SearchField } from "@web/components/search-field";
import { TRENDING_PERIODS, TRENDING_SORTS, type TrendingPeriod, type TrendingSort } from "@shared/catalogue-options";
import type { Category } from "@shared/categories";
import { CATEGORY_OPTIONS } from "@web/components/catalogue/options";
import { SelectField } from "@web/components/select-field";
import { PERIOD_LABELS, TRENDING_SORT_LABELS } from "../trending-params";

const PERIOD_OPTIONS = TRENDING_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }));
const SORT_OPTIONS = TRENDING_SORTS.map((sort) => ({ value: sort, label: TRENDING_SORT_LABELS[sort] }));

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
    <div
      role="search"
      aria-label="Filter trending ideas"
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end"
    >
      <SearchField id="trending-search" placeholder="Search trending ideas" maxLength={SEARCH_MAX} value={search} onChange={onSearchChange} className="col-span-2 sm:col-span-3 lg:col-span-1" />
      <SelectField id="trending-period" label="Period" value={period} options={PERIOD_OPTIONS} onChange={(value) => onChange("period", value)} />
      <SelectField id="trending-sort" label="Sort by" value={sort} options={SORT_OPTIONS} onChange={(value) => onChange("sort", value)} />
      <SelectField
        id="trending-category"
        className="col-span-2 sm:col-span-1"
        label="Category" value={category} options={CATEGORY_OPTIONS} onChange={(value) => onChange("category", value)} />
    </div>
  );
}
