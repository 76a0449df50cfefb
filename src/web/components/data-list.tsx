import type { ReactNode } from "react";
import { Skeleton } from "@web/components/ui/skeleton";

interface DataListProps<T> {
  /** null while the first page loads. */
  items: T[] | null | undefined;
  busy?: boolean;
  empty: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  "aria-label"?: string;
  className?: string;
}

/**
 * DataTable's small-screen companion: one entry per row instead of a table that scrolls sideways,
 * with the same loading and empty states. Shown below `sm`, where the table is hidden.
 */
export function DataList<T>({
  items,
  busy,
  empty,
  itemKey,
  renderItem,
  className = "sm:hidden",
  ...rest
}: DataListProps<T>) {
  return (
    <ul
      className={`divide-y divide-slate-100 ${className}`}
      aria-label={rest["aria-label"]}
      aria-busy={busy}
    >
      {!items ? (
        <li className="space-y-2 p-4">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </li>
      ) : items.length === 0 ? (
        <li className="px-4 py-12 text-center text-sm text-slate-600">
          {empty}
        </li>
      ) : (
        items.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>)
      )}
    </ul>
  );
}
