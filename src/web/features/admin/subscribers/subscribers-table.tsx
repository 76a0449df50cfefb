import type { ReactNode } from "react";
import { When } from "@web/components/when";
import { DataTable } from "@web/components/data-table";
import { DataList } from "@web/components/data-list";
import type { Subscriber } from "../api/admin-mail-api";
import { SubscriberStatusBadge } from "./subscriber-status-badge";

interface SubscribersViewProps {
  items: Subscriber[] | undefined;
  busy: boolean;
  /** What the empty list says (and offers, e.g. clearing the filters). */
  empty: ReactNode;
}


function Source({ value }: { value: string | null }) {
  return value ? <>{value}</> : <span className="text-slate-600">Unknown</span>;
}

/** Wide screens: one row per address. */
export function SubscribersTable({ items, busy, empty }: SubscribersViewProps) {
  return (
    <div className="hidden sm:block">
      <DataTable<Subscriber>
        caption="E-mail subscribers, newest first"
        rows={items}
        rowKey={(item) => item.id}
        busy={busy}
        empty={empty}
        columns={[
          {
            header: "E-mail",
            rowHeader: true,
            className: "max-w-xs truncate",
            cell: (item) => <span title={item.email}>{item.email}</span>,
          },
          { header: "Status", cell: (item) => <SubscriberStatusBadge status={item.status} /> },
          { header: "Source", cell: (item) => <Source value={item.source} /> },
          { header: "Subscribed", className: "whitespace-nowrap", cell: (item) => <When value={item.createdAt} /> },
          { header: "Unsubscribed", className: "whitespace-nowrap", cell: (item) => <When value={item.unsubscribedAt} /> },
        ]}
      />
    </div>
  );
}

/** Small screens: one compact entry per address instead of a table that scrolls sideways. */
export function SubscribersList({ items, busy, empty }: SubscribersViewProps) {
  return (
    <DataList
      aria-label="E-mail subscribers"
      items={items}
      busy={busy}
      empty={empty}
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <div className="flex flex-col gap-1 px-4 py-3">
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
        </div>
      )}
    />
  );
}
