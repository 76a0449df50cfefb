import { PERSONAL_ORDER_LABELS, PERSONAL_ORDERS } from "@shared/founder-fit-options";
import type { Category } from "@shared/categories";
import { BROWSE_SORT_OPTIONS, CATEGORY_OPTIONS } from "@web/components/catalogue/options";
import { FiltersBar } from "@web/components/filters-bar";
import type { BrowseParams } from "@web/lib/catalogue-params";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";

export const PRO_PICKS_ONLY_LABEL = "Pro Picks Only";

/** The catalogue's sorts, then the personal orders ranked from the member's profile or weights (issue 26). */
const SORT_OPTIONS = [...BROWSE_SORT_OPTIONS, ...PERSONAL_ORDERS.map((order) => ({ value: order, label: PERSONAL_ORDER_LABELS[order] }))];

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
  sort: BrowseParams["sort"];
  onSortChange: (value: string) => void;
  proOnly: boolean;
  onProOnlyChange: (value: boolean) => void;
}) {
  return (
    <FiltersBar
      label="Filter ideas"
      className="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      search={{ id: "browse-search", placeholder: "Search by title or tagline", value: search, onChange: onSearchChange, className: "col-span-2 lg:col-span-1" }}
      selects={[
        { id: "browse-category", label: "Category", value: category, options: CATEGORY_OPTIONS, onChange: onCategoryChange },
        { id: "browse-sort", label: "Sort by", value: sort, options: SORT_OPTIONS, onChange: onSortChange },
      ]}
    >
      <div className="col-span-2 flex h-10 items-center gap-2 lg:col-span-1">
        <Checkbox id="browse-pro" checked={proOnly} onCheckedChange={(checked) => onProOnlyChange(checked === true)} />
        <Label htmlFor="browse-pro" className="cursor-pointer whitespace-nowrap">
          {PRO_PICKS_ONLY_LABEL}
        </Label>
      </div>
    </FiltersBar>
  );
}
