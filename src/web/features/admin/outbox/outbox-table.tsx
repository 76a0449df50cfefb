import { DataTable, type DataColumn } from "@web/components/data-table";
import { DataList } from "@web/components/data-list";
import { formatDateTime } from "@web/lib/format";
import type { OutboxItem } from "../api/outbox-api";
import { OutboxStatusBadge } from "./outbox-status-badge";

interface OutboxViewProps {
  items: OutboxItem[] | undefined;
  busy: boolean;
  emptyText: string;
  onOpen: (item: OutboxItem) => void;
}

const COLUMNS: DataColumn<OutboxItem>[] = [
  { header: "Subject", rowHeader: true, cell: (item) => item.subject || "(no subject)", className: "max-w-xs" },
  { header: "To", cell: (item) => item.to, className: "max-w-[14rem] truncate" },
  { header: "Kind", cell: (item) => item.kind },
  { header: "Status", cell: (item) => <OutboxStatusBadge status={item.status} /> },
  { header: "Created", cell: (item) => formatDateTime(item.createdAt), className: "whitespace-nowrap" },
];

/** Wide screens: one row per e-mail. The whole row opens it; the subject button is the keyboard path. */
export function OutboxTable({ items, busy, emptyText, onOpen }: OutboxViewProps) {
  return (
    <DataTable
      caption="E-mails in the outbox, newest first"
      columns={COLUMNS}
      rows={items}
      rowKey={(item) => item.id}
      busy={busy}
      empty={emptyText}
      onRowClick={onOpen}
      minWidth="44rem"
      className="hidden sm:block"
    />
  );
}

/** Small screens: a table would scroll sideways, so each e-mail is one tappable entry. */
export function OutboxList({ items, busy, emptyText, onOpen }: OutboxViewProps) {
  return (
    <DataList
      items={items}
      busy={busy}
      empty={emptyText}
      itemKey={(item) => item.id}
      renderItem={(item) => (
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
      )}
    />
  );
}
