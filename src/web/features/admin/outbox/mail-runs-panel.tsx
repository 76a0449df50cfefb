import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { formatDateTime, formatNumber } from "@web/lib/format";
import { isRunning, type MailRun } from "../api/admin-mail-api";
import { runCounts, runName, runProblem, runStatusLabel } from "./mail-run-format";

/** How many runs show before "Show all". */
const COLLAPSED = 5;

const STATUS_VARIANTS: Record<string, "success" | "warning" | "danger" | "neutral"> = {
  running: "warning",
  succeeded: "success",
  failed: "danger",
};

function RunStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status] ?? "neutral"}>
      {status === "running" ? <Spinner className="size-3" /> : null}
      {runStatusLabel(status)}
    </Badge>
  );
}

function RunItem({ run }: { run: MailRun }) {
  const counts = runCounts(run);
  const problem = runProblem(run);
  const name = runName(run.runKey);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6 sm:px-6">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-900">{name}</span>
          <RunStatusBadge status={run.status} />
        </p>
        <p className="flex flex-col text-xs text-slate-600 sm:flex-row sm:gap-1">
          <span>
            Started <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          {isRunning(run) || !run.finishedAt ? (
            <span>Still running</span>
          ) : (
            <span>
              Finished <time dateTime={run.finishedAt}>{formatDateTime(run.finishedAt)}</time>
            </span>
          )}
        </p>
        {problem ? <p className="text-xs break-words text-red-700">Reason: {problem}</p> : null}
      </div>
      {counts.length > 0 ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 sm:justify-end sm:pt-0.5">
          {counts.map(({ label, value }) => (
            <div key={label} className="flex gap-1">
              <dt>{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** The daily e-mail and trend alert runs, newest first: what ran, how it ended and what it sent. */
export function MailRunsPanel({
  runs,
  isError,
  isFetching,
  onRefresh,
}: {
  runs: MailRun[] | undefined;
  isError: boolean;
  isFetching: boolean;
  onRefresh: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = runs && !expanded ? runs.slice(0, COLLAPSED) : runs;
  const hidden = runs ? runs.length - (shown?.length ?? 0) : 0;

  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="mail-runs-heading">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          <div>
            <h2 id="mail-runs-heading" className="text-base font-semibold text-slate-900">
              Recent mail runs
            </h2>
            <p className="text-xs text-slate-600">The daily idea e-mail and the weekly trend alert, newest first.</p>
          </div>
          <Button variant="ghost" size="sm" onClick={onRefresh} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        </div>
        {isError && !runs ? (
          <p className="px-4 py-6 text-sm text-red-700 sm:px-6">Failed to load mail runs. Use Refresh to try again.</p>
        ) : !shown ? (
          <div className="space-y-2 px-4 py-4 sm:px-6" aria-hidden="true">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : shown.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-600 sm:px-6">No mail runs yet. They appear here once the daily e-mail or a trend alert runs.</p>
        ) : (
          <ul aria-label="Mail runs" aria-busy={isFetching} className="divide-y divide-slate-100">
            {shown.map((run) => (
              <RunItem key={run.runKey} run={run} />
            ))}
          </ul>
        )}
        {hidden > 0 || expanded ? (
          <div className="border-t border-slate-100 px-4 py-2 sm:px-6">
            <Button variant="link" size="sm" className="px-0" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
              {expanded ? "Show fewer" : `Show all ${formatNumber(runs?.length ?? 0)} runs`}
            </Button>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
