import { SEARCH_MAX } from "@shared/catalogue-options";
import { SearchField } from "@web/components/search-field";
import type { IdeaSort } from "@shared/catalogue-options";
import type { Category } from "@shared/categories";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { BROWSE_SORT_OPTIONS, CATEGORY_OPTIONS } from "@web/components/catalogue/options";
import { SelectField } from "@web/components/select-field";

export const PRO_PICKS_ONLY_LABEL = "Pro Picks Only";

/** Browse's controls (spec): search, category, sort and 'Pro Picks Only'. The page owns the values (the URL). */
export function BrowseFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  sort,
  onSortChange,
  proOnly,
  onProOnlyChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  category: Category | "all";
  onCategoryChange: (value: string) => void;
  sort: IdeaSort;
  onSortChange: (value: string) => void;
  proOnly: boolean;
  onProOnlyChange: (value: boolean) => void;
}) {
  return (
    <div
      role="search"
      aria-label="Filter ideas"
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <SearchField id="browse-search" placeholder="Search by title or tagline" maxLength={SEARCH_MAX} value={search} onChange={onSearchChange} className="col-span-2 lg:col-span-1" />
      <SelectField id="browse-category" label="Category" value={category} options={CATEGORY_OPTIONS} onChange={onCategoryChange} />
      <SelectField id="browse-sort" label="Sort by" value={sort} options={BROWSE_SORT_OPTIONS} onChange={onSortChange} />
      <div className="col-span-2 flex h-10 items-center gap-2 lg:col-span-1">
        <Checkbox id="browse-pro" checked={proOnly} onCheckedChange={(checked) => onProOnlyChange(checked === true)} />
        <Label htmlFor="browse-pro" className="cursor-pointer whitespace-nowrap">
          {PRO_PICKS_ONLY_LABEL}
        </Label>
      </div>
    </div>
  );
}
