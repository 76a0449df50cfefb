import { ChevronDown } from "lucide-react";
import { SearchField } from "@web/components/search-field";
import { Label } from "@web/components/ui/label";
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
      <div className="space-y-1.5 sm:w-48">
        <Label htmlFor="subscriber-status">Status</Label>
        <div className="relative">
          <select
            id="subscriber-status"
            value={status}
            onChange={(event) => {
              const next = event.target.value;
              if (isStatusFilter(next)) onStatus(next);
            }}
            className="h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none"
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600" />
        </div>
      </div>
    </div>
  );
}
