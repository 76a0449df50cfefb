import type { BillingOverview } from "@shared/schemas/billing";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useCancelSubscription } from "../api/billing-api";
import { BILLING_MESSAGES, planLabel } from "./billing-copy";

export const CANCEL_FAILED = "Failed to cancel subscription";

/** Spec section 5: cancel asks 'Are you sure you want to cancel this subscription?'. */
export function CancelSubscriptionDialog({
  overview,
  open,
  onOpenChange,
}: {
  overview: BillingOverview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelSubscription();
  const plan = planLabel(overview.tier, overview.interval);
  const until = formatDate(overview.currentPeriodEnd);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        onOpenChange(false);
        const end = formatDate(next.currentPeriodEnd);
        notifySuccess(end ? `Subscription cancelled. You keep access until ${end}.` : "Subscription cancelled.");
      },
      onError: (error) => notifyError(errorMessage(error, CANCEL_FAILED)),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Cancel subscription</DialogTitle>
          <DialogDescription>{BILLING_MESSAGES.cancelQuestion}</DialogDescription>
        </DialogHeader>
        <div className="space-y-5 p-6">
          <p className="text-sm text-slate-700">
            {until
              ? `You keep ${plan} until the end of the period you paid for, ${until}. You won't be charged again, and you can resume any time before then.`
              : `You keep ${plan} until the end of the period you paid for. You won't be charged again.`}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={cancel.isPending} onClick={() => onOpenChange(false)}>
              Keep subscription
            </Button>
            <Button variant="destructive" disabled={cancel.isPending} onClick={confirm}>
              {cancel.isPending ? (
                <>
                  <Spinner />
                  Cancelling...
                </>
              ) : (
                "Cancel subscription"
              )}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
