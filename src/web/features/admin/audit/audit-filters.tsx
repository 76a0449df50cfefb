import { Search } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { SelectField } from "@web/components/select-field";

const ALL = { value: "", label: "All" };

/** Actor search (debounced by the page), action and target type lists from the log itself, and a date range. */
export function AuditFilters({
  actor,
  onActor,
  action,
  targetType,
  from,
  to,
  actions,
  targetTypes,
  onChange,
  onClear,
}: {
  actor: string;
  onActor: (value: string) => void;
  action: string;
  targetType: string;
  from: string;
  to: string;
  actions: string[];
  targetTypes: string[];
  onChange: (key: "action" | "targetType" | "from" | "to", value: string) => void;
  onClear: () => void;
}) {
  // Keep a chosen value listed even before the vocabulary arrives.
  const options = (values: string[], chosen: string) => [ALL, ...[...new Set([...values, ...(chosen ? [chosen] : [])])].map((value) => ({ value, label: value }))];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6 xl:items-end">
      <div className="space-y-1.5 xl:col-span-2">
        <Label htmlFor="audit-actor">Actor</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600" />
          <Input id="audit-actor" type="search" placeholder="Search by e-mail" className="pl-9" autoComplete="off" value={actor} onChange={(event) => onActor(event.target.value)} />
        </div>
      </div>
      <SelectField id="audit-action" label="Action" value={action} options={options(actions, action)} onChange={(value) => onChange("action", value)} />
      <SelectField id="audit-target" label="Target type" value={targetType} options={options(targetTypes, targetType)} onChange={(value) => onChange("targetType", value)} />
      <div className="space-y-1.5">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" type="date" value={from} max={to || undefined} onChange={(event) => onChange("from", event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" type="date" value={to} min={from || undefined} onChange={(event) => onChange("to", event.target.value)} />
      </div>
      <div className="sm:col-span-2 lg:col-span-3 xl:col-span-6">
        <Button variant="outline" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </div>
  );
}
