import { ArrowDownWideNarrow, ArrowUpNarrowWide } from "lucide-react";
import { SearchField } from "@web/components/search-field";
import type { SubscriptionStatus, Tier } from "@shared/plans";
import type { AdminUserSort } from "@shared/schemas/admin-users";
import { Button } from "@web/components/ui/button";
import { SelectField } from "@web/components/select-field";
import { SORT_OPTIONS, STATUS_OPTIONS, TIER_OPTIONS } from "./user-copy";

const ALL = { value: "all", label: "All" } as const;

/** Search (debounced by the page), tier, status, sort and its direction; every value lives in the URL. */
export function UserFilters(props: {
  search: string;
  onSearch: (value: string) => void;
  tier: Tier | "all";
  onTier: (value: Tier | "all") => void;
  status: SubscriptionStatus | "all";
  onStatus: (value: SubscriptionStatus | "all") => void;
  sort: AdminUserSort;
  onSort: (value: AdminUserSort) => void;
  order: "asc" | "desc";
  onOrder: (value: "asc" | "desc") => void;
}) {
  const ascending = props.order === "asc";
  return (
    <div className="grid grid-cols-2 gap-3 lg:flex lg:items-end">
      <SearchField id="user-search" placeholder="E-mail, name or username" value={props.search} onChange={props.onSearch} className="col-span-2 lg:w-72" />
      <SelectField<Tier | "all"> id="user-tier" label="Tier" value={props.tier} options={[ALL, ...TIER_OPTIONS]} onChange={props.onTier} className="lg:w-44" />
      <SelectField<SubscriptionStatus | "all"> id="user-status" label="Status" value={props.status} options={[ALL, ...STATUS_OPTIONS]} onChange={props.onStatus} className="lg:w-40" />
      <SelectField<AdminUserSort> id="user-sort" label="Sort by" value={props.sort} options={SORT_OPTIONS} onChange={props.onSort} className="lg:w-40" />
      <div className="flex items-end">
        <Button variant="outline" className="h-10 w-full lg:w-auto" onClick={() => props.onOrder(ascending ? "desc" : "asc")}>
          <span className="sr-only">Order:</span>
          {ascending ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
          {ascending ? "Ascending" : "Descending"}
        </Button>
      </div>
    </div>
  );
}
