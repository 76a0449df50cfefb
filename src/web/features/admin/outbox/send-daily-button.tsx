import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifyInfo, notifySuccess } from "@web/lib/notify";
import { useSendDaily } from "../api/admin-mail-api";

export const SEND_DAILY_LABEL = "Send today's e-mail";
export const SEND_DAILY_CONFIRM = "Send today's idea e-mail to every subscriber now? Each address gets it at most once a day.";
export const SEND_DAILY_FAILED = "Failed to send today's e-mail";

/** Runs the daily idea e-mail now, after a confirmation; the server's own answer is the toast. */
export function SendDailyButton() {
  const [open, setOpen] = useState(false);
  const send = useSendDaily();

  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        // Started: a short success toast. Not started (already sent today): a plain notice, read at leisure.
        if (result.started) notifySuccess(result.message);
        else notifyInfo(result.message);
      },
      onError: (error) => notifyError(errorMessage(error, SEND_DAILY_FAILED), "send-daily"),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (send.isPending ? undefined : setOpen(next))}>
      <Button onClick={() => setOpen(true)}>
        <Send aria-hidden="true" />
        {SEND_DAILY_LABEL}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SEND_DAILY_LABEL}</DialogTitle>
          <DialogDescription>{SEND_DAILY_CONFIRM}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 p-6 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={send.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={send.isPending}>
            {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
            {send.isPending ? "Sending…" : "Send now"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
