import { Search } from "lucide-react";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";

/** The one labelled search box of the list filters: a search-type input with the magnifier inside. */
export function SearchField({
  id,
  value,
  onChange,
  placeholder,
  label = "Search",
  className,
  maxLength,
  hideLabel = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
  className?: string;
  maxLength?: number;
  /** The label is read by screen readers only (where the placeholder already says it on screen). */
  hideLabel?: boolean;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600" />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          className="pl-9"
          autoComplete="off"
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
