import { Fragment, type ReactNode } from "react";
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

/**
 * The one table for lists in the app (admin lists first): skeleton rows while `rows` is undefined,
 * the `empty` content when there are none, and an optional expanded panel under a row.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
  empty,
  expanded,
  minWidth = "40rem",
  skeletonRows = 5,
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
  minWidth?: string;
  skeletonRows?: number;
}) {
  return (
    // relative: the sr-only caption and headers are absolutely positioned; without a containing block here they escape the scroll box and widen the page on phones.
    <div className="relative overflow-x-auto">
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
                  <tr>
                    {columns.map((column, index) =>
                      column.rowHeader ? (
                        <th key={index} scope="row" className={cn("px-4 py-3 font-medium text-slate-900", column.className)}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={index} className={cn("px-4 py-3 text-slate-700", column.className)}>
                          {column.cell(row)}
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
