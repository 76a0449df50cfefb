import type { ReactNode } from "react";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate, formatDateTime } from "@web/lib/format";
import type { Subscriber } from "../api/admin-mail-api";
import { SubscriberStatusBadge } from "./subscriber-status-badge";

interface SubscribersViewProps {
  items: Subscriber[] | undefined;
  busy: boolean;
  /** What the empty list says (and offers, e.g. clearing the filters). */
  empty: ReactNode;
}

/** A date the eye can scan, with the exact time on hover and for assistive technology. */
function When({ value }: { value: string | null }) {
  if (!value) {
    return (
      <span className="text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Never</span>
      </span>
    );
  }
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatDate(value)}
    </time>
  );
}

function Source({ value }: { value: string | null }) {
  return value ? <>{value}</> : <span className="text-slate-600">Unknown</span>;
}

/** Wide screens: one row per address. */
export function SubscribersTable({ items, busy, empty }: SubscribersViewProps) {
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[40rem] text-left text-sm" aria-busy={busy}>
        <caption className="sr-only">E-mail subscribers, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">E-mail</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Source</th>
            <th scope="col" className="px-4 py-3">Subscribed</th>
            <th scope="col" className="px-4 py-3">Unsubscribed</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {!items ? (
            Array.from({ length: 5 }, (_, index) => (
              <tr key={index}>
                <td colSpan={5} className="px-4 py-3">
                  <Skeleton className="h-5 w-full" />
                </td>
              </tr>
            ))
          ) : items.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-12 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className="max-w-xs truncate px-4 py-3 font-medium text-slate-900" title={item.email}>
                  {item.email}
                </th>
                <td className="px-4 py-3">
                  <SubscriberStatusBadge status={item.status} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <Source value={item.source} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <When value={item.createdAt} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <When value={item.unsubscribedAt} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Small screens: one compact entry per address instead of a table that scrolls sideways. */
export function SubscribersList({ items, busy, empty }: SubscribersViewProps) {
  return (
    <ul className="divide-y divide-slate-100 sm:hidden" aria-label="E-mail subscribers" aria-busy={busy}>
      {!items ? (
        <li className="space-y-2 p-4">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </li>
      ) : items.length === 0 ? (
        <li className="px-4 py-12 text-center text-sm text-slate-600">{empty}</li>
      ) : (
        items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 px-4 py-3">
            <span className="flex w-full items-center justify-between gap-2">
              <span className="truncate text-sm font-medium text-slate-900">{item.email}</span>
              <SubscriberStatusBadge status={item.status} />
            </span>
            <span className="text-xs text-slate-600">
              Source: <Source value={item.source} /> · Subscribed <When value={item.createdAt} />
              {item.unsubscribedAt ? (
                <>
                  {" "}
                  · Unsubscribed <When value={item.unsubscribedAt} />
                </>
              ) : null}
            </span>
          </li>
        ))
      )}
    </ul>
  );
}
