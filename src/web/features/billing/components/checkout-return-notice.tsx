import { Link } from "@web/lib/router";
import { Alert } from "@web/components/ui/alert";
import { Spinner } from "@web/components/ui/spinner";
import { BILLING_MESSAGES } from "./billing-copy";
import type { CheckoutReturnState } from "./use-checkout-return";

/** While the payment's confirmation is on its way (the provider's event may lag the browser). */
export function CheckoutReturnNotice({ state }: { state: CheckoutReturnState }) {
  if (state === "confirming") {
    return (
      <div role="status" className="flex items-center justify-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm font-medium text-indigo-900">
        <Spinner />
        {BILLING_MESSAGES.confirming}
      </div>
    );
  }
  if (state === "delayed") {
    return (
      <Alert variant="info">
        <p>
          {BILLING_MESSAGES.confirmDelayed}{" "}
          <Link to="/settings/billing" className="font-semibold underline underline-offset-2">
            Go to Billing
          </Link>
        </p>
      </Alert>
    );
  }
  return null;
}
