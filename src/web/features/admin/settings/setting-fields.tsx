import type { ComponentProps, ReactNode } from "react";
import { Checkbox } from "@web/components/ui/checkbox";
import { describedBy, Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import type { SettingsFormValues } from "./settings-form";

type Group = keyof SettingsFormValues;

/** What every tab receives: the draft, the server's field errors and a setter for one field. */
export interface SettingsTabProps {
  values: SettingsFormValues;
  errors: Record<string, string>;
  set: <G extends Group, K extends keyof SettingsFormValues[G]>(group: G, key: K, value: SettingsFormValues[G][K]) => void;
}

/** A setting that is on or off: the checkbox, its label and a line on what it does. */
export function SettingToggle(props: { id: string; label: string; description: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
      <Checkbox id={props.id} checked={props.checked} onCheckedChange={(state) => props.onChange(state === true)} aria-describedby={`${props.id}-hint`} className="mt-0.5" />
      <div className="space-y-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-hint`} className="text-sm text-slate-600">
          {props.description}
        </p>
      </div>
    </div>
  );
}

/** A labelled text, e-mail, time or number input with its hint and the server's message. */
export function SettingInput({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & Omit<ComponentProps<"input">, "id">) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { error, hint })} {...input} />
    </Field>
  );
}

export function SettingsSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}
