import type { ReactNode } from "react";
import { SEARCH_MAX } from "@shared/catalogue-options";
import { SearchField } from "@web/components/search-field";
import { SelectField, type SelectOption } from "@web/components/select-field";
import { cn } from "@web/lib/cn";

export interface FilterSelect {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The one filters bar of the catalogue lists (browse, trending): a search landmark holding the
 * search box, then the selects, then any extra control (`children`). The page owns every value (the
 * URL); `className` sets the grid's columns, which depend on how many controls there are.
 */
export function FiltersBar({
  label,
  search,
  selects,
  className,
  children,
}: {
  /** The search landmark's name, e.g. "Filter ideas". */
  label: string;
  search: { id: string; placeholder: string; value: string; onChange: (value: string) => void; className?: string };
  selects: readonly FilterSelect[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="search"
      aria-label={label}
      className={cn("grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:gap-4 lg:items-end", className)}
    >
      <SearchField
        id={search.id}
        placeholder={search.placeholder}
        maxLength={SEARCH_MAX}
        value={search.value}
        onChange={search.onChange}
        className={search.className}
      />
      {selects.map((select) => (
        <SelectField
          key={select.id}
          id={select.id}
          label={select.label}
          value={select.value}
          options={select.options}
          onChange={select.onChange}
          className={select.className}
        />
      ))}
      {children}
    </div>
  );
}
