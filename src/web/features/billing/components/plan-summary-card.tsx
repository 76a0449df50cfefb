import { CreditCard, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { BillingOverview } from "@shared/schemas/billing";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { hardNavigate } from "@web/lib/browser";
import { formatDate } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useOpenPortal, useResumeSubscription } from "../api/billing-api";
import { billingCycleLabel, planLabel, statusLabel } from "./billing-copy";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { canCancel, canResume, graceLine, periodLine } from "./overview-copy";

export const RESUME_FAILED = "Failed to resume subscription";
export const PORTAL_FAILED = "Failed to open the payment provider's page";

function statusVariant(overview: BillingOverview) {
  if (overview.status === "past_due") return "warning" as const;
  if (overview.status === "cancelled" || overview.cancelAtPeriodEnd) return "neutral" as const;
  return "success" as const;
}

function ResumeButton() {
  const resume = useResumeSubscription();
  const run = () =>
    resume.mutate(undefined, {
      onSuccess: (next) => {
        const date = formatDate(next.currentPeriodEnd);
        notifySuccess(date ? `Subscription resumed. It renews on ${date}.` : "Subscription resumed.");
      },
      onError: (error) => notifyError(errorMessage(error, RESUME_FAILED)),
    });
  return (
    <Button onClick={run} disabled={resume.isPending}>
      {resume.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
      {resume.isPending ? "Resuming..." : "Resume subscription"}
    </Button>
  );
}

function PortalButton() {
  const portal = useOpenPortal();
  const open = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => hardNavigate(url),
      onError: (error) => notifyError(errorMessage(error, PORTAL_FAILED)),
    });
  return (
    <Button variant="outline" onClick={open} disabled={portal.isPending || portal.isSuccess}>
      {portal.isPending || portal.isSuccess ? <Spinner /> : <CreditCard aria-hidden="true" />}
      Manage payment method
    </Button>
  );
}

/** The plan, its status, when it renews or ends, and what can be done with it. */
export function PlanSummaryCard({ overview }: { overview: BillingOverview }) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const period = periodLine(overview);
  const grace = graceLine(overview);
  const actions = [canResume(overview), canCancel(overview), overview.portal].some(Boolean);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your plan</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xl font-semibold text-slate-900">{planLabel(overview.tier, overview.interval)}</p>
          <Badge variant={statusVariant(overview)}>
            {overview.cancelAtPeriodEnd && overview.status === "active" ? "Cancels at period end" : statusLabel(overview.status)}
          </Badge>
        </div>
        <dl className="grid gap-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-medium text-slate-900">Billing</dt>
          <dd>{billingCycleLabel(overview.tier === "lifetime" ? null : overview.interval)}</dd>
          {period ? (
            <>
              <dt className="font-medium text-slate-900">{overview.tier === "lifetime" ? "Renewal" : "Period"}</dt>
              <dd>{period}</dd>
            </>
          ) : null}
        </dl>
        {grace ? <Alert variant="info">{grace}</Alert> : null}
        {overview.status === "past_due" ? (
          <Alert variant="error">
            Your last payment did not go through. The payment provider retries it; update your payment method to keep your plan.
          </Alert>
        ) : null}
      </CardContent>
      {actions ? (
        <CardFooter className="flex-wrap">
          {canResume(overview) ? <ResumeButton /> : null}
          {overview.portal ? <PortalButton /> : null}
          {canCancel(overview) ? (
            <Button variant="outline" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setConfirmingCancel(true)}>
              Cancel subscription
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
      <CancelSubscriptionDialog overview={overview} open={confirmingCancel} onOpenChange={setConfirmingCancel} />
    </Card>
  );
}
