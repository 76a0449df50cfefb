import { useEffect, useState } from "react";
import type { SubscriptionRow } from "@shared/schemas/admin-subscriptions";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDate, formatMoney } from "@web/lib/format";
import { useCancelPreview, type AdminCancelWhen } from "../api/admin-subscriptions-api";

export const CANCEL_QUESTION = "Are you sure you want to cancel this subscription?";
export const periodEndChoice = (date: string) => `At the end of the paid period (${date})`;
export const periodEndConsequence = (date: string) =>
  `They keep their plan until ${date}, then move to Free. Nothing is refunded. This is what a member's own cancel does.`;
export const nowChoice = (refund: string) => `Now, refunding the unused part (${refund})`;
export const nowConsequence = (refund: string) => `Their access ends at once and ${refund} is refunded through the payment provider.`;

/**
 * The admin's cancel: the two ways it can go, each with what happens to the member's access and
 * money written next to it, the period's end (a member's own cancel) chosen by default. The dates
 * and the refund come from the server (cancel-preview), so the dialog says what the cancel will do.
 */
export function CancelSubscriptionDialog({
  row,
  busy,
  onConfirm,
  onClose,
}: {
  row: SubscriptionRow | null;
  busy: boolean;
  onConfirm: (when: AdminCancelWhen) => void;
  onClose: () => void;
}) {
  const preview = useCancelPreview(row?.userId ?? null);
  const [when, setWhen] = useState<AdminCancelWhen>("period_end");
  useEffect(() => setWhen("period_end"), [row?.userId]);
  const p = preview.data;
  const end = p ? formatDate(p.periodEnd) : null;
  const refund = p ? formatMoney(p.refundNowCents, p.currency) : null;

  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row ? `Cancel ${row.email}'s subscription` : "Cancel subscription"}</DialogTitle>
          <DialogDescription>{CANCEL_QUESTION}</DialogDescription>
        </DialogHeader>
        <div className="px-6">
          {preview.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(preview.error, "Could not read the subscription's period. Close this and try again.")}
            </p>
          ) : !p || !end || !refund ? (
            <p className="flex items-center gap-2 text-sm text-slate-700" aria-busy="true">
              <Spinner /> Reading the subscription's period…
            </p>
          ) : (
            <fieldset className="space-y-3">
              <legend className="mb-2 text-sm font-medium text-slate-900">When should it end?</legend>
              <label className="flex gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-indigo-600">
                <input type="radio" name="cancel-when" value="period_end" checked={when === "period_end"} onChange={() => setWhen("period_end")} className="mt-1" />
                <span>
                  <span className="block font-medium text-slate-900">{periodEndChoice(end)}</span>
                  <span className="block text-slate-700">{periodEndConsequence(end)}</span>
                </span>
              </label>
              <label className="flex gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-indigo-600">
                <input type="radio" name="cancel-when" value="now" checked={when === "now"} onChange={() => setWhen("now")} className="mt-1" />
                <span>
                  <span className="block font-medium text-slate-900">{nowChoice(refund)}</span>
                  <span className="block text-slate-700">{nowConsequence(refund)}</span>
                </span>
              </label>
            </fieldset>
          )}
        </div>
        <div className="flex justify-end gap-2 p-6">
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => onConfirm(when)} disabled={busy || !p}>
            {busy ? <Spinner /> : null}
            {when === "now" ? "Cancel now and refund" : "Cancel at period end"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
