import type { ReactNode } from "react";
import { When } from "@web/components/when";
import { Link } from "@web/lib/router";
import type { AdminUserRow } from "@shared/schemas/admin-users";
import { DataTable, type DataColumn } from "@web/components/data-table";
import { formatNumber } from "@web/lib/format";
import { StatusBadge, TierBadge } from "./user-badges";


const COLUMNS: DataColumn<AdminUserRow>[] = [
  {
    header: "User",
    rowHeader: true,
    className: "max-w-xs",
    cell: (user) => (
      <Link to={`/admin/users/${encodeURIComponent(user.id)}`} className="group block rounded focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none">
        <span className="block truncate font-semibold text-indigo-700 group-hover:underline">{user.fullName || user.email}</span>
        <span className="block truncate text-xs font-normal text-slate-600">{user.email}</span>
      </Link>
    ),
  },
  {
    header: "Plan",
    cell: (user) => (
      <span className="flex flex-col items-start gap-1">
        <TierBadge tier={user.subscriptionTier} />
        <StatusBadge status={user.subscriptionStatus} />
      </span>
    ),
  },
  { header: "Saved", className: "tabular-nums", cell: (user) => formatNumber(user.ideasSaved) },
  { header: "Viewed", className: "tabular-nums", cell: (user) => formatNumber(user.ideasViewed) },
  {
    header: "AI this month",
    className: "whitespace-nowrap tabular-nums",
    cell: (user) => (
      <span className="flex flex-col text-xs">
        <span>{formatNumber(user.aiResearchUsed)} research</span>
        <span>{formatNumber(user.aiChatUsed)} chat</span>
      </span>
    ),
  },
  { header: "Joined", className: "whitespace-nowrap", cell: (user) => <When value={user.createdAt} /> },
  { header: "Last seen", className: "whitespace-nowrap", cell: (user) => <When value={user.lastSeenAt} /> },
];

export function UsersTable({ rows, busy, empty, caption }: { rows: AdminUserRow[] | undefined; busy: boolean; empty: ReactNode; caption: string }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={rows} rowKey={(user) => user.id} busy={busy} empty={empty} minWidth="46rem" />;
}
