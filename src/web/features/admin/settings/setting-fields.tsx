import type { ChangeEvent, ComponentProps, ReactNode } from "react";
import { FormField } from "@web/components/form-field";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import type { SettingsFormValues } from "./settings-form";

type Group = keyof SettingsFormValues;
type KeysOf<G extends Group, V> = { [K in keyof SettingsFormValues[G]]: SettingsFormValues[G][K] extends V ? K : never }[keyof SettingsFormValues[G]];

/** What every tab receives: the draft, the server's field errors and a setter for one field. */
export interface SettingsTabProps {
  values: SettingsFormValues;
  errors: Record<string, string>;
  set: <G extends Group, K extends keyof SettingsFormValues[G]>(group: G, key: K, value: SettingsFormValues[G][K]) => void;
}

/**
 * Binds one setting of the draft to its field: `toggle` gives a SettingToggle its state and setter,
 * `text` gives a SettingInput or SettingTextarea its value, setter and the server's message
 * ("group.key" in `errors`).
 */
export function settingBindings({ values, errors, set }: SettingsTabProps) {
  return {
    toggle: <G extends Group>(group: G, key: KeysOf<G, boolean>) => ({
      checked: values[group][key] as boolean,
      onChange: (checked: boolean) => set(group, key, checked as SettingsFormValues[G][typeof key]),
    }),
    text: <G extends Group>(group: G, key: KeysOf<G, string>) => ({
      value: values[group][key] as string,
      error: errors[`${group}.${String(key)}`],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(group, key, event.target.value as SettingsFormValues[G][typeof key]),
    }),
  };
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

type FieldProps = { id: string; label: string; hint?: string; error?: string };

/** A labelled text, e-mail, time or number input with its hint and the server's message. */
export function SettingInput({ id, label, hint, error, ...input }: FieldProps & Omit<ComponentProps<"input">, "id">) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}

/** A labelled multi-line setting (a message, a list one entry a line) with its hint and the server's message. */
export function SettingTextarea({ id, label, hint, error, ...textarea }: FieldProps & Omit<ComponentProps<"textarea">, "id">) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <Textarea {...control} {...textarea} />}
    </FormField>
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
