
import { SearchField } from "@web/components/search-field";
import { CATEGORIES, CATEGORY_LABELS } from "@shared/categories";
import { SelectField } from "@web/components/select-field";
import type { PickFilter } from "../api/admin-ideas-api";

export const CATEGORY_OPTIONS = [{ value: "all", label: "All categories" }, ...CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))];
export const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
  { value: "archived", label: "Archived" },
];
export const PICK_OPTIONS: { value: PickFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pro", label: "Pro Picks Only" },
  { value: "regular", label: "Regular Only" },
];

/** Search (title, slug or tagline; the page debounces it) and the three filters. */
export function IdeaFilters({
  search,
  onSearch,
  category,
  status,
  pick,
  onFilter,
}: {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  status: string;
  pick: PickFilter;
  onFilter: (name: "category" | "status" | "pick", value: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SearchField id="idea-search" placeholder="Title, slug or tagline" value={search} onChange={onSearch} />
      <SelectField id="idea-category" label="Category" value={category} options={CATEGORY_OPTIONS} onChange={(value) => onFilter("category", value)} />
      <SelectField id="idea-status" label="Status" value={status} options={STATUS_OPTIONS} onChange={(value) => onFilter("status", value)} />
      <SelectField id="idea-pick" label="Pro Pick" value={pick} options={PICK_OPTIONS} onChange={(value) => onFilter("pick", value)} />
    </div>
  );
}
