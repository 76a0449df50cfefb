import { SearchField } from "@web/components/search-field";
import { SelectField } from "@web/components/select-field";
import type { SubscriberStatusFilter } from "../api/admin-mail-api";

export const STATUS_OPTIONS: readonly { value: SubscriberStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "unsubscribed", label: "Unsubscribed" },
];

export function isStatusFilter(value: string | null): value is SubscriberStatusFilter {
  return STATUS_OPTIONS.some((option) => option.value === value);
}

/** Search by address (the page debounces it) and the status filter, side by side from the sm breakpoint. */
export function SubscriberFilters({
  search,
  onSearch,
  status,
  onStatus,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: SubscriberStatusFilter;
  onStatus: (value: SubscriberStatusFilter) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField id="subscriber-search" placeholder="Search by e-mail" value={search} onChange={onSearch} className="sm:w-80" />
      <SelectField<SubscriberStatusFilter> id="subscriber-status" label="Status" value={status} options={STATUS_OPTIONS} onChange={onStatus} className="sm:w-48" />
    </div>
  );
}
