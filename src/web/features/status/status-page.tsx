import { CheckCircle2, RotateCcw, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer, PageHeader } from "@web/components/page";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageSpinner, Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format";
import type { StatusResponse } from "@shared/schemas/status";
import { useSystemStatus } from "./api/status-api";

type Checks = NonNullable<StatusResponse["checks"]>;

function CheckRow({ name, ok, summary, detail }: { name: string; ok: boolean; summary: string; detail?: ReactNode }) {
  return (
    <li className="flex items-start gap-3 py-4">
      {ok ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
      ) : (
        <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {name}
          <Badge variant={ok ? "success" : "danger"}>{summary}</Badge>
        </p>
        {detail ? <p className="mt-1 text-sm break-words text-slate-600">{detail}</p> : null}
      </div>
    </li>
  );
}

/** The admin-only detail: what is configured and whether it answers. */
function CheckList({ checks }: { checks: Checks }) {
  return (
    <Card className="px-6">
      <h2 className="pt-5 text-lg font-semibold text-slate-900">Components</h2>
      <ul className="divide-y divide-slate-100">
        <CheckRow
          name="Database"
          ok={checks.database.ok}
          summary={checks.database.ok ? "Reachable" : "Unreachable"}
          detail={checks.database.detail}
        />
        <CheckRow
          name="Mail"
          ok={checks.mail.ok}
          summary={checks.mail.ok ? "Working" : "Failing"}
          detail={
            <>
              {checks.mail.mode === "smtp"
                ? "Sending through the configured SMTP server."
                : "No SMTP server configured: e-mails are stored in the outbox."}
              {checks.mail.detail ? ` ${checks.mail.detail}` : null}
            </>
          }
        />
        <CheckRow
          name="Payments"
          ok={checks.payments.ok}
          summary={checks.payments.mode === "stripe" ? (checks.payments.ok ? "Stripe" : "Stripe prices disagree") : "Test mode"}
          detail={checks.payments.detail}
        />
        <CheckRow
          name="AI"
          ok={checks.ai.ok}
          summary={checks.ai.mode === "model" ? (checks.ai.ok ? "Model answers" : "Model not answering") : "Built-in analyst"}
          detail={checks.ai.detail}
        />
      </ul>
    </Card>
  );
}

/** /test: is the service up? Admins also see each component; visitors only up or down. */
export function StatusPage() {
  const { data, isFetching, refetch } = useSystemStatus();

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader
        title="System status"
        actions={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            Check again
          </Button>
        }
      />
      {!data ? (
        <PageSpinner />
      ) : (
        <>
          <Card
            className={cn(
              "flex items-center gap-4 p-6",
              data.status === "up" ? "border-emerald-200 bg-emerald-50" : "border-red-200 bg-red-50",
            )}
          >
            {data.status === "up" ? (
              <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-emerald-600" />
            ) : (
              <XCircle aria-hidden="true" className="size-8 shrink-0 text-red-600" />
            )}
            <div role="status">
              <p className="text-lg font-semibold text-slate-900">
                {data.status === "up" ? "Ideadeck is up" : "Ideadeck is down"}
              </p>
              <p className="text-sm text-slate-700">
                {data.unreachable ? "The server could not be reached. " : ""}Checked {formatDateTime(data.checkedAt)}
              </p>
            </div>
          </Card>
          {data.checks ? <CheckList checks={data.checks} /> : null}
        </>
      )}
    </PageContainer>
  );
}
