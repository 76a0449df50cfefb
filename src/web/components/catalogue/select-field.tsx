import { ChevronDown } from "lucide-react";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native <select>: the platform's own picker is the most usable one on phones and with
 * screen readers, and needs no extra dependency. Styled like the shell's Input.
 */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  className,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
  hideLabel?: boolean;
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
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600" />
      </div>
    </div>
  );
}
