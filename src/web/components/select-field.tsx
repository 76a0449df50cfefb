import { ChevronDown } from "lucide-react";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

/**
 * The one labelled native <select> (filters, chart ranges, forms): the platform's own picker is the
 * most usable one on phones and with screen readers, and needs no extra dependency. Styled like the
 * shell's Input. `onChange` receives one of the options' values.
 */
export function SelectField<Value extends string = string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
  disabled,
  hideLabel = false,
  error,
}: {
  id: string;
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  className?: string;
  disabled?: boolean;
  hideLabel?: boolean;
  /** A message about the choice (e.g. the server's): shown under the select and linked to it. */
  error?: string;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
          className="h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none disabled:opacity-60 aria-invalid:border-red-600"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600" />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
