import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";

/** A yes/no question before a change that cannot be taken back (the spec's confirmation texts). */
export function ConfirmDialog({
  open,
  title,
  question,
  detail,
  confirmLabel,
  busy,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  question: string;
  /** What the change does beyond the question (to access, to money), in plain words. */
  detail?: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        {detail ? <p className="px-6 text-sm text-slate-700">{detail}</p> : null}
        <div className="flex justify-end gap-2 p-6">
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
