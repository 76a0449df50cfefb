import { Plus, Trash2 } from "lucide-react";
import { useId, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { CATEGORIES, CATEGORY_LABELS } from "@shared/categories";
import { IDEA_STATUSES, REQUIRED_FIELDS_MESSAGE, slugFromTitle, type AdminIdeaInput, type IdeaFormValue, type IdeaStatus } from "@shared/schemas/admin-ideas";
import type { FieldIssue } from "@shared/errors";
import { SelectField } from "@web/components/select-field";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { FormField, type FieldControlProps } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { GROUPS, RETIREMENT_FIELDS, SECTIONS, issueTarget, stateFromValue, valueFromState, type FieldSpec, type FormState, type GroupName } from "./idea-form-fields";

const STATUS_LABELS: Record<IdeaStatus, string> = { draft: "Draft", published: "Published", archived: "Archived" };
const CATEGORY_OPTIONS = [{ value: "", label: "Choose a category" }, ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))];

/**
 * The one idea form (create, edit, and the AI generator's result): every field of the idea-file
 * shape. A draft needs only title, tagline and category; publishing needs every field but the
 * evidence, which the server checks and reports next to each field.
 */
export function IdeaForm({
  initial,
  onSubmit,
  submitLabel,
  busy = false,
  errors = [],
  statuses = IDEA_STATUSES,
  onCancel,
}: {
  initial: IdeaFormValue;
  onSubmit: (value: AdminIdeaInput) => void;
  submitLabel: string;
  busy?: boolean;
  /** The server's field issues (400/409 answers). */
  errors?: FieldIssue[];
  /** The statuses offered (create offers draft and published only). */
  statuses?: readonly IdeaStatus[];
  onCancel?: () => void;
}) {
  const prefix = useId();
  const [state, setState] = useState<FormState>(() => stateFromValue({ status: "draft", ...initial }));
  const [missing, setMissing] = useState<string[]>([]);
  const fieldErrors = useMemo(() => {
    const byPath = new Map<string, string>();
    const general: string[] = [];
    for (const issue of errors) {
      const target = issueTarget(issue);
      if (target) byPath.set(target, byPath.has(target) ? `${byPath.get(target)}; ${issue.message}` : issuePhrase(issue, target));
      else general.push(`${issue.path}: ${issue.message}`);
    }
    for (const path of missing) byPath.set(path, REQUIRED_FIELDS_MESSAGE);
    return { byPath, general };
  }, [errors, missing]);

  const idOf = (path: string) => `${prefix}-${path.replace(/\./g, "-")}`;
  const text = (path: string) => state.fields[path] ?? "";
  const set = (path: string, value: string) => setState((current) => ({ ...current, fields: { ...current.fields, [path]: value } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const required = ["title", "tagline", "category", ...(archived ? ["retirement.reason"] : [])];
    const blank = required.filter((path) => text(path).trim() === "");
    setMissing(blank);
    if (blank.length) return;
    // Title, tagline and category are checked just above; the server holds the rest to adminIdeaInput.
    onSubmit(valueFromState(state, initial) as AdminIdeaInput);
  }

  function input(field: FieldSpec, className?: string): ReactNode {
    const renderControl = (aria: FieldControlProps): ReactNode => {
      if (field.kind === "long" || field.kind === "lines") {
        return <Textarea {...aria} value={text(field.path)} rows={field.kind === "long" ? 4 : 3} onChange={(e) => set(field.path, e.target.value)} />;
      }
      const numeric = field.kind === "int" || field.kind === "nullableInt" || field.kind === "number" || field.kind === "score";
      return (
        <Input
          {...aria}
          value={text(field.path)}
          type={numeric ? "number" : field.kind === "date" ? "date" : "text"}
          inputMode={numeric ? "decimal" : undefined}
          step={field.kind === "int" || field.kind === "nullableInt" ? 1 : numeric ? 0.1 : undefined}
          min={field.kind === "score" ? 0 : undefined}
          max={field.kind === "score" ? 10 : undefined}
          onChange={(e) => set(field.path, e.target.value)}
        />
      );
    };
    const hint = field.kind === "lines" ? (field.hint ?? "One per line") : field.hint;
    return (
      <FormField key={field.path} id={idOf(field.path)} label={field.label} error={fieldErrors.byPath.get(field.path)} hint={hint} className={className}>
        {renderControl}
      </FormField>
    );
  }

  const derivedSlug = slugFromTitle(text("title"));
  const archived = text("status") === "archived";

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {fieldErrors.general.length || errors.length || missing.length ? (
        <Alert variant="error">
          {missing.length ? REQUIRED_FIELDS_MESSAGE : "Some fields need attention: they are marked below."}
          {fieldErrors.general.length ? (
            <ul className="mt-1 list-disc pl-5">
              {fieldErrors.general.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Idea</legend>
        <FormField id={idOf("title")} label="Title (required)" error={fieldErrors.byPath.get("title")} className="sm:col-span-2">
          {(aria) => <Input {...aria} value={text("title")} maxLength={120} onChange={(e) => set("title", e.target.value)} />}
        </FormField>
        {input({ path: "tagline", label: "Tagline (required)", kind: "text" }, "sm:col-span-2")}
        {input({ path: "slug", label: "Slug", kind: "text", hint: derivedSlug ? `Leave empty to use "${derivedSlug}"` : "Made from the title when left empty" })}
        <SelectField
          id={idOf("category")}
          label="Category (required)"
          value={text("category")}
          options={CATEGORY_OPTIONS}
          onChange={(value) => set("category", value)}
          error={fieldErrors.byPath.get("category")}
        />
        <SelectField
          id={idOf("status")}
          label="Status"
          value={text("status")}
          options={statuses.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          onChange={(value) => set("status", value)}
          error={fieldErrors.byPath.get("status")}
        />
        {input({ path: "tags", label: "Tags", kind: "lines" })}
      </fieldset>

      {archived ? (
        <fieldset className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
          <legend className="float-left mb-2 w-full text-base font-semibold text-slate-900">Retirement</legend>
          {RETIREMENT_FIELDS.map((field) => input(field, field.kind === "long" ? "sm:col-span-2" : undefined))}
        </fieldset>
      ) : null}

      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
          <legend className="float-left mb-2 w-full text-base font-semibold text-slate-900">{section.title}</legend>
          {section.fields.map((field) => input(field, field.kind === "long" || field.kind === "lines" ? "sm:col-span-2" : undefined))}
          {section.title === "Competition" ? <GroupEditor name="competitors" state={state} setState={setState} idOf={idOf} error={fieldErrors.byPath.get(GROUPS.competitors.path)} /> : null}
          {section.title === "Business model" ? <GroupEditor name="tiers" state={state} setState={setState} idOf={idOf} error={fieldErrors.byPath.get(GROUPS.tiers.path)} /> : null}
          {section.title === "Evidence (optional)" ? <GroupEditor name="sources" state={state} setState={setState} idOf={idOf} error={fieldErrors.byPath.get(GROUPS.sources.path)} /> : null}
        </fieldset>
      ))}

      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-100 bg-white py-3">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** "scores.opportunity: Too big" reads better as the message alone next to its field. */
function issuePhrase(issue: FieldIssue, target: string): string {
  const rest = issue.path.slice(target.length + 1);
  return rest ? `${rest.replace(/\./g, " ")}: ${issue.message}` : issue.message;
}

function GroupEditor({
  name,
  state,
  setState,
  idOf,
  error,
}: {
  name: GroupName;
  state: FormState;
  setState: (update: (current: FormState) => FormState) => void;
  idOf: (path: string) => string;
  error?: string;
}) {
  const group = GROUPS[name];
  const items = state.groups[name];
  const update = (next: Record<string, string>[]) => setState((current) => ({ ...current, groups: { ...current.groups, [name]: next } }));
  return (
    <div className="space-y-3 sm:col-span-2">
      <h3 className="text-sm font-semibold text-slate-900">{group.title}</h3>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {items.map((item, index) => (
        <div key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          {group.parts.map((part) => {
            const id = idOf(`${group.path}.${index}.${part.key}`);
            const label = `${group.item} ${index + 1}: ${part.label}`;
            return (
              <FormField key={part.key} id={id} label={label} hint={part.kind === "lines" ? "One per line" : undefined}>
                {(aria) => {
                  const props = {
                    ...aria,
                    value: item[part.key] ?? "",
                    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                      update(items.map((other, i) => (i === index ? { ...other, [part.key]: e.target.value } : other))),
                  };
                  return part.kind === "lines" ? <Textarea {...props} rows={3} /> : <Input {...props} />;
                }}
              </FormField>
            );
          })}
          <div className="sm:col-span-2">
            <Button type="button" variant="outline" size="sm" onClick={() => update(items.filter((_, i) => i !== index))}>
              <Trash2 aria-hidden="true" className="size-4" /> Remove {group.item.toLowerCase()} {index + 1}
            </Button>
          </div>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={() => update([...items, {}])}>
        <Plus aria-hidden="true" className="size-4" /> Add {group.item.toLowerCase()}
      </Button>
    </div>
  );
}
