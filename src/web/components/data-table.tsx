import { Fragment, type MouseEvent, type ReactNode } from "react";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";

export interface DataColumn<Row> {
  /** Column heading (also the accessible name of each cell's column). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The first column that names the row is rendered as a row header (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: string;
  headerClassName?: string;
}

/** Controls inside a row keep their own clicks: only a click elsewhere in the row opens it. */
const ROW_CONTROLS = "a, button, input, select, textarea, label, summary, [role='button']";

function fromControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target instanceof Element ? event.target.closest(ROW_CONTROLS) : null;
  return target !== null && event.currentTarget.contains(target);
}

/**
 * The one table for lists in the app (admin lists first): skeleton rows while `rows` is undefined,
 * the `empty` content when there are none, and an optional expanded panel under a row.
 *
 * With `onRowClick` the whole row opens the item with the mouse, and the naming cell (the row
 * header, else the first column) is a real button: the keyboard and screen-reader path to the same action.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
  empty,
  expanded,
  onRowClick,
  minWidth = "40rem",
  skeletonRows = 5,
  className,
}: {
  /** Read by screen readers only: what the table lists and in what order. */
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  busy?: boolean;
  empty: ReactNode;
  /** Content shown in a full-width row under a row (e.g. a subscription's events); null to hide. */
  expanded?: (row: Row) => ReactNode | null;
  /** Opens a row (e.g. a mail): the row is clickable and its naming cell becomes a button. */
  onRowClick?: (row: Row) => void;
  minWidth?: string;
  skeletonRows?: number;
  /** Classes for the scroll box around the table (e.g. to show it from a breakpoint only). */
  className?: string;
}) {
  const buttonColumn = onRowClick ? Math.max(0, columns.findIndex((column) => column.rowHeader)) : -1;
  const cellContent = (column: DataColumn<Row>, index: number, row: Row) =>
    onRowClick && index === buttonColumn ? (
      <button
        type="button"
        onClick={() => onRowClick(row)}
        className="block max-w-full truncate rounded text-left font-medium text-slate-900 hover:text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
      >
        {column.cell(row)}
      </button>
    ) : (
      column.cell(row)
    );
  // relative: the scroll box contains its absolutely placed sr-only texts, which otherwise widen the page on phones.
  return (
    <div className={cn("relative overflow-x-auto", className)}>
      <table className="w-full text-left text-sm" style={{ minWidth }} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn("px-4 py-3", column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {!rows ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index}>
                <td colSpan={columns.length} className="px-4 py-3">
                  <Skeleton className="h-5 w-full" />
                </td>
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-12 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const extra = expanded?.(row) ?? null;
              return (
                <Fragment key={rowKey(row)}>
                  <tr
                    onClick={
                      onRowClick
                        ? (event) => {
                            if (!fromControl(event)) onRowClick(row);
                          }
                        : undefined
                    }
                    className={onRowClick ? "cursor-pointer hover:bg-indigo-50/60" : undefined}
                  >
                    {columns.map((column, index) =>
                      column.rowHeader ? (
                        <th key={index} scope="row" className={cn("px-4 py-3 font-medium text-slate-900", column.className)}>
                          {cellContent(column, index, row)}
                        </th>
                      ) : (
                        <td key={index} className={cn("px-4 py-3 text-slate-700", column.className)}>
                          {cellContent(column, index, row)}
                        </td>
                      ),
                    )}
                  </tr>
                  {extra !== null ? (
                    <tr className="bg-slate-50">
                      <td colSpan={columns.length} className="px-4 py-3">
                        {extra}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
