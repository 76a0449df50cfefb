import { ArrowLeft, Lock } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "@web/lib/router";
import type { TestCheckout } from "@shared/schemas/billing";
import { ErrorPanel } from "@web/components/error-panel";
import { DocumentTitle, PageContainer } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { hardNavigate } from "@web/lib/browser";
import { formatMoney } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useTestCheckout, useTestCheckoutAction, type TestCheckoutAction } from "./api/billing-api";
import { billingCycleLabel } from "./components/billing-copy";
import { TestModeBadge } from "./components/test-mode";

const TITLE = "Test checkout";
export const TEST_CHECKOUT_FAILED = "Failed to process subscription";
const CLOSED_MESSAGES: Record<Exclude<TestCheckout["status"], "open">, string> = {
  complete: "This checkout is already complete. Your plan is on your Billing page.",
  expired: "This checkout has expired. Start again from the pricing page.",
};

function BackToPricing() {
  return (
    <Button variant="outline" asChild>
      <Link to="/pricing">
        <ArrowLeft aria-hidden="true" />
        Back to pricing
      </Link>
    </Button>
  );
}

function CheckoutDetails({ checkout }: { checkout: TestCheckout }) {
  const rows = [
    ["Plan", checkout.planName],
    ["Billing", billingCycleLabel(checkout.plan === "lifetime" ? null : checkout.interval)],
    ["Amount", formatMoney(checkout.amountCents)],
    ["Account", checkout.email],
  ] as const;
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OpenCheckout({ checkout }: { checkout: TestCheckout }) {
  const action = useTestCheckoutAction(checkout.id);
  const [running, setRunning] = useState<TestCheckoutAction | null>(null);
  const amount = formatMoney(checkout.amountCents);

  const run = (which: TestCheckoutAction) => {
    setRunning(which);
    action.mutate(which, {
      // The buttons stay busy until the browser has left for the returned page.
      onSuccess: ({ url }) => hardNavigate(url),
      onError: (error) => {
        setRunning(null);
        notifyError(errorMessage(error, TEST_CHECKOUT_FAILED));
      },
    });
  };

  return (
    <>
      <CardContent className="space-y-4">
        <CheckoutDetails checkout={checkout} />
      </CardContent>
      <CardFooter className="flex-col-reverse items-stretch sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={running !== null} onClick={() => run("cancel")}>
          {running === "cancel" ? <Spinner /> : null}
          Cancel
        </Button>
        <Button disabled={running !== null} onClick={() => run("pay")}>
          {running === "pay" ? <Spinner /> : <Lock aria-hidden="true" />}
          Pay {amount}
        </Button>
      </CardFooter>
    </>
  );
}

/** /billing/test-checkout/:id: the local stand-in for the payment provider's page while in TEST MODE. */
export function TestCheckoutPage() {
  const { id = "" } = useParams();
  const checkout = useTestCheckout(id);

  let body;
  if (checkout.isError) {
    return (
      <PageContainer className="max-w-lg">
        <ErrorPanel headingLevel={1} title="Checkout not found" message={checkout.error.message} onRetry={() => void checkout.refetch()} />
        <div className="mt-6 flex justify-center">
          <BackToPricing />
        </div>
      </PageContainer>
    );
  } else if (checkout.isPending) {
    body = (
      <CardContent role="status" aria-label="Loading checkout" className="space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </CardContent>
    );
  } else if (checkout.data.status !== "open") {
    body = (
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">{CLOSED_MESSAGES[checkout.data.status]}</p>
        <BackToPricing />
      </CardContent>
    );
  } else {
    body = <OpenCheckout checkout={checkout.data} />;
  }

  return (
    <PageContainer className="max-w-lg">
      <DocumentTitle title={TITLE} />
      <Card className="border-amber-300">
        <CardHeader className="gap-3">
          <TestModeBadge className="self-start text-sm" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{TITLE}</h1>
          <p className="text-sm text-slate-700">
            This is a TEST MODE payment page. No real payment is taken and no card is needed: paying here only changes your plan
            on this test installation.
          </p>
        </CardHeader>
        {body}
      </Card>
    </PageContainer>
  );
}
