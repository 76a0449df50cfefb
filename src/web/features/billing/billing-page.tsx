import { ArrowLeft } from "lucide-react";
import { Link } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageContainer, PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useBillingOverview } from "./api/billing-api";
import { ChangePlanCard } from "./components/change-plan-card";
import { FreePlanUpsell } from "./components/free-plan-upsell";
import { canChangePlan } from "./components/overview-copy";
import { PaymentsTable } from "./components/payments-table";
import { PlanSummaryCard } from "./components/plan-summary-card";
import { TestModeNotice } from "./components/test-mode";

export const BILLING_LOAD_FAILED = "Failed to load billing";

function BillingSkeleton() {
  return (
    <div role="status" aria-label="Loading billing" className="space-y-6">
      {[0, 1].map((index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-72 max-w-full" />
          <Skeleton className="h-10 w-44" />
        </div>
      ))}
    </div>
  );
}

/** /settings/billing (signed-in only): the plan, what it costs and when it renews, changes and payments. */
export function BillingPage() {
  const overview = useBillingOverview();

  let content;
  if (overview.isError) {
    content = <ErrorPanel title={BILLING_LOAD_FAILED} message={overview.error.message} onRetry={() => void overview.refetch()} />;
  } else if (overview.isPending) {
    content = <BillingSkeleton />;
  } else {
    const data = overview.data;
    const onFree = data.effectiveTier === "free" && !data.hasSubscription;
    content = (
      <div className="space-y-6">
        {data.mode === "test" ? <TestModeNotice /> : null}
        {onFree ? <FreePlanUpsell overview={data} /> : <PlanSummaryCard overview={data} />}
        {canChangePlan(data) ? <ChangePlanCard overview={data} /> : null}
        <PaymentsTable payments={data.payments} />
      </div>
    );
  }

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <Button variant="ghost" size="sm" className="-ml-2" asChild>
        <Link to="/settings">
          <ArrowLeft aria-hidden="true" />
          Settings
        </Link>
      </Button>
      <PageHeader title="Billing" description="Your plan, when it renews, and your payments." />
      {content}
    </PageContainer>
  );
}
