import { SearchField } from "@web/components/search-field";
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
      <SearchField id="audit-actor" label="Actor" placeholder="Search by e-mail" value={actor} onChange={onActor} className="xl:col-span-2" />
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
