import { ChevronDown } from "lucide-react";
import { SearchField } from "@web/components/search-field";
import type { ReactNode } from "react";
import { Label } from "@web/components/ui/label";
import { SUBSCRIPTION_INTERVAL_FILTERS, SUBSCRIPTION_STATUS_FILTERS, SUBSCRIPTION_TIER_FILTERS } from "@shared/schemas/admin-subscriptions";
import { PLANS } from "@shared/plans";
import type { SubscriptionFilter } from "../api/admin-subscriptions-api";

const TIER_LABELS: Record<SubscriptionFilter["tier"], string> = {
  all: "All plans",
  starter: PLANS.starter.name,
  pro: PLANS.pro.name,
  lifetime: PLANS.lifetime.name,
};
const STATUS_LABELS: Record<SubscriptionFilter["status"], string> = {
  all: "All statuses",
  active: "Active",
  trialing: "Trialing",
  past_due: "Past due",
  cancelled: "Cancelled",
};
const INTERVAL_LABELS: Record<SubscriptionFilter["interval"], string> = { all: "All intervals", month: "Monthly", year: "Yearly", once: "One-time" };

function Select<Value extends string>({ id, label, value, options, labels, onChange }: {
  id: string;
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = options.find((option) => option === event.target.value);
            if (next) onChange(next);
          }}
          className="h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600" />
      </div>
    </div>
  );
}

export function isFilterValue<Value extends string>(options: readonly Value[], value: string | null): value is Value {
  return options.some((option) => option === value);
}

/** Search by e-mail (debounced by the page), plan, status and billing interval. */
export function SubscriptionFilters({
  search,
  onSearch,
  filter,
  onChange,
  actions,
}: {
  search: string;
  onSearch: (value: string) => void;
  filter: SubscriptionFilter;
  onChange: (key: "tier" | "status" | "interval", value: string) => void;
  actions?: ReactNode;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,18rem)_repeat(3,minmax(0,11rem))_1fr] lg:items-end">
      <SearchField id="subscription-search" placeholder="Search by e-mail" value={search} onChange={onSearch} />
      <Select id="subscription-tier" label="Plan" value={filter.tier} options={SUBSCRIPTION_TIER_FILTERS} labels={TIER_LABELS} onChange={(value) => onChange("tier", value)} />
      <Select id="subscription-status" label="Status" value={filter.status} options={SUBSCRIPTION_STATUS_FILTERS} labels={STATUS_LABELS} onChange={(value) => onChange("status", value)} />
      <Select id="subscription-interval" label="Billing" value={filter.interval} options={SUBSCRIPTION_INTERVAL_FILTERS} labels={INTERVAL_LABELS} onChange={(value) => onChange("interval", value)} />
      {actions ? <div className="flex justify-start lg:justify-end">{actions}</div> : null}
    </div>
  );
}
