import { LogOut } from "lucide-react";
import type { AdminUserDetail } from "@shared/schemas/admin-users";
import { tierLabel } from "@shared/plans";
import { DataTable } from "@web/components/data-table";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { describeUserAgent, formatMoney } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useRevokeSessions } from "../api/admin-users-api";
import { When } from "@web/components/when";

type Payment = AdminUserDetail["payments"][number];
type SubscriptionEvent = AdminUserDetail["events"][number];
type Session = AdminUserDetail["sessions"][number];

export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <DataTable<Payment>
      caption="Payments, newest first"
      rows={payments}
      rowKey={(p) => p.id}
      empty="No payments."
      minWidth="32rem"
      columns={[
        { header: "Date", rowHeader: true, className: "whitespace-nowrap font-normal text-slate-700", cell: (p) => <When value={p.createdAt} /> },
        { header: "Plan", cell: (p) => `${tierLabel(p.tier)}${p.interval ? ` (${p.interval === "year" ? "yearly" : "monthly"})` : ""}` },
        { header: "Amount", className: "tabular-nums", cell: (p) => formatMoney(p.amountCents, p.currency) },
        { header: "Refunded", className: "tabular-nums", cell: (p) => (p.refundedCents ? formatMoney(p.refundedCents, p.currency) : "—") },
        { header: "Status", cell: (p) => p.status.replace(/_/g, " ") },
      ]}
    />
  );
}

function describeEvent(event: SubscriptionEvent): string {
  const meta = event.metadata as { by?: string; before?: { tier?: string; status?: string }; after?: { tier?: string; status?: string } } | null;
  const parts: string[] = [];
  if (event.amountCents !== null) parts.push(formatMoney(event.amountCents, event.currency ?? "usd"));
  if (meta?.before && meta.after) parts.push(`${meta.before.tier}/${meta.before.status} → ${meta.after.tier}/${meta.after.status}`);
  if (meta?.by === "admin") parts.push("by an admin");
  return parts.join(" · ");
}

export function EventsTable({ events }: { events: SubscriptionEvent[] }) {
  return (
    <DataTable<SubscriptionEvent>
      caption="Subscription events, newest first"
      rows={events}
      rowKey={(e) => e.id}
      empty="No subscription events."
      minWidth="32rem"
      columns={[
        { header: "Date", rowHeader: true, className: "whitespace-nowrap font-normal text-slate-700", cell: (e) => <When value={e.createdAt} /> },
        { header: "Event", cell: (e) => <code className="text-xs text-slate-800">{e.eventType}</code> },
        { header: "Detail", cell: describeEvent },
      ]}
    />
  );
}

/** Active sessions (device, address, last active) and the button that ends them all. */
export function SessionsPanel({ userId, sessions }: { userId: string; sessions: Session[] }) {
  const revoke = useRevokeSessions(userId);
  return (
    <div>
      <DataTable<Session>
        caption="Active sessions, most recently active first"
        rows={sessions}
        rowKey={(s) => s.id}
        empty="No active sessions."
        minWidth="32rem"
        columns={[
          { header: "Device", rowHeader: true, className: "font-normal text-slate-800", cell: (s) => describeUserAgent(s.userAgent) },
          { header: "IP address", cell: (s) => s.ipAddress ?? "Unknown" },
          { header: "Last active", className: "whitespace-nowrap", cell: (s) => <When value={s.lastActiveAt} /> },
          { header: "Signed in", className: "whitespace-nowrap", cell: (s) => <When value={s.createdAt} /> },
        ]}
      />
      <div className="border-t border-slate-200 p-4">
        <Button
          variant="outline"
          disabled={revoke.isPending || sessions.length === 0}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: ({ revoked }) => notifySuccess(`Signed out of ${revoked} ${revoked === 1 ? "session" : "sessions"}`),
              onError: (error) => notifyError(errorMessage(error, "Failed to revoke sessions"), "user-revoke"),
            })
          }
        >
          {revoke.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          Revoke all sessions
        </Button>
      </div>
    </div>
  );
}
