import { useEffect, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { ChevronDown, ChevronRight } from "lucide-react";
import type { AuditEntryView } from "@shared/schemas/admin-stats";
import { DataTable, type DataColumn } from "@web/components/data-table";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { ListPager } from "@web/components/list-pager";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime, formatNumber } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useSearchParamInput } from "@web/lib/use-search-param";
import { useAuditLog, type AuditFilter } from "./api/admin-stats-api";
import { AuditChanges } from "./audit/audit-changes";
import { AuditFilters } from "./audit/audit-filters";
import { usePageParam } from "@web/lib/use-page-param";

export const LOAD_FAILED = "Failed to load the audit log";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every admin write: who, what, when, from where, and the values before and after. Filters and page live in the URL. */
export function AdminAuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [actorInput, setActorInput] = useSearchParamInput("actor");
  const day = (key: string) => {
    const value = searchParams.get(key) ?? "";
    return DAY.test(value) ? value : "";
  };
  const filter: AuditFilter = {
    actor: searchParams.get("actor") ?? "",
    action: searchParams.get("action") ?? "",
    targetType: searchParams.get("targetType") ?? "",
    from: day("from"),
    to: day("to"),
  };
  const [page, goToPage] = usePageParam();
  const { data, error, isError, isPending, isPlaceholderData, errorUpdatedAt, refetch } = useAuditLog(filter, page);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (isError) notifyError(LOAD_FAILED, "audit-load");
  }, [isError, errorUpdatedAt]);

  const update = (changes: Record<string, string>) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: DataColumn<AuditEntryView>[] = [
    {
      // First, so opening a row never scrolls a wide table sideways away from the panel it opens.
      header: <span className="sr-only">Changes</span>,
      cell: (entry) => {
        const expanded = open.has(entry.id);
        const Icon = expanded ? ChevronDown : ChevronRight;
        return (
          <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => toggle(entry.id)} className="px-2">
            <Icon aria-hidden="true" />
            <span className="sr-only">{expanded ? "Hide changes" : "Show changes"}</span>
          </Button>
        );
      },
      className: "w-10 py-2 pr-0",
      headerClassName: "w-10 pr-0",
    },
    { header: "When", rowHeader: true, cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>, className: "whitespace-nowrap" },
    { header: "Actor", cell: (entry) => entry.actorEmail ?? "Deleted user" },
    { header: "Action", cell: (entry) => <code className="text-xs text-slate-800">{entry.action}</code> },
    {
      header: "Target",
      cell: (entry) => {
        const target = entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType;
        return <span title={target}>{target}</span>;
      },
      className: "max-w-48 truncate",
    },
    { header: "IP", cell: (entry) => entry.ip ?? "" },
  ];

  const filtered = Object.values(filter).some(Boolean);
  const clear = () => {
    setActorInput("");
    setSearchParams(new URLSearchParams(), { replace: true });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit log"
        description={data ? `${formatNumber(data.total)} ${data.total === 1 ? "entry" : "entries"}${filtered ? " match these filters" : ""}. Every admin write, newest first.` : "Every admin write, newest first."}
      />
      <AuditFilters
        actor={actorInput}
        onActor={setActorInput}
        action={filter.action}
        targetType={filter.targetType}
        from={filter.from}
        to={filter.to}
        actions={data?.actions ?? []}
        targetTypes={data?.targetTypes ?? []}
        onChange={(key, value) => update({ [key]: value, page: "" })}
        onClear={clear}
      />
      {isError && !data ? (
        <ErrorPanel message={errorMessage(error, LOAD_FAILED)} onRetry={() => void refetch()} />
      ) : (
        <Card className="overflow-hidden">
          <DataTable
            caption="Audit log entries, newest first"
            columns={columns}
            rows={data?.items}
            rowKey={(entry) => entry.id}
            busy={isPending || isPlaceholderData}
            empty={filtered ? "No entries match these filters." : "No admin writes recorded yet."}
            expanded={(entry) => (open.has(entry.id) ? <AuditChanges before={entry.before} after={entry.after} /> : null)}
            minWidth="40rem"
          />
          {data && data.total > 0 ? (
            <ListPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} label="Audit log pages" />
          ) : null}
        </Card>
      )}
    </div>
  );
}
