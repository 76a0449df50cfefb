import { Skeleton } from "@web/components/ui/skeleton";
import { formatDateTime } from "@web/lib/format";
import type { OutboxItem } from "../api/outbox-api";
import { OutboxStatusBadge } from "./outbox-status-badge";

interface OutboxViewProps {
  items: OutboxItem[] | undefined;
  busy: boolean;
  emptyText: string;
  onOpen: (item: OutboxItem) => void;
}

/** Wide screens: one row per e-mail. The whole row opens it; the subject button is the keyboard path. */
export function OutboxTable({ items, busy, emptyText, onOpen }: OutboxViewProps) {
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[44rem] text-left text-sm" aria-busy={busy}>
        <caption className="sr-only">E-mails in the outbox, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">Subject</th>
            <th scope="col" className="px-4 py-3">To</th>
            <th scope="col" className="px-4 py-3">Kind</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Created</th>
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
                {emptyText}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id} onClick={() => onOpen(item)} className="cursor-pointer hover:bg-indigo-50/60">
                <td className="max-w-xs px-4 py-3">
                  <button
                    type="button"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(item);
                    }}
                    className="block max-w-full truncate rounded text-left font-medium text-slate-900 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
                  >
                    {item.subject || "(no subject)"}
                  </button>
                </td>
                <td className="max-w-[14rem] truncate px-4 py-3 text-slate-700">{item.to}</td>
                <td className="px-4 py-3 text-slate-700">{item.kind}</td>
                <td className="px-4 py-3">
                  <OutboxStatusBadge status={item.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateTime(item.createdAt)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Small screens: a table would scroll sideways, so each e-mail is one tappable entry. */
export function OutboxList({ items, busy, emptyText, onOpen }: OutboxViewProps) {
  return (
    <ul className="divide-y divide-slate-100 sm:hidden" aria-busy={busy}>
      {!items ? (
        <li className="space-y-2 p-4">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </li>
      ) : items.length === 0 ? (
        <li className="px-4 py-12 text-center text-sm text-slate-600">{emptyText}</li>
      ) : (
        items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(item)}
              className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-indigo-50/60 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none focus-visible:ring-inset"
            >
              <span className="flex w-full items-center justify-between gap-2">
                <span className="truncate text-sm font-medium text-slate-900">{item.subject || "(no subject)"}</span>
                <OutboxStatusBadge status={item.status} />
              </span>
              <span className="truncate text-sm text-slate-700">{item.to}</span>
              <span className="text-xs text-slate-600">
                {item.kind} · {formatDateTime(item.createdAt)}
              </span>
            </button>
          </li>
        ))
      )}
    </ul>
  );
}
