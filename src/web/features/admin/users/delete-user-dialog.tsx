import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "@web/lib/router";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useDeleteUser } from "../api/admin-users-api";
import { USER_MESSAGES } from "./user-copy";

/** Delete with the spec's confirmation; back to the list afterwards. */
export function DeleteUserDialog({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser(userId);
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(USER_MESSAGES.deleted);
        void navigate("/admin/users");
      },
      onError: (error) => notifyError(errorMessage(error, USER_MESSAGES.deleteFailed), "user-delete"),
    });
  return (
    <>
      <Button variant="destructive" disabled={disabled} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete user
      </Button>
      <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete user</DialogTitle>
            <DialogDescription>{USER_MESSAGES.deleteQuestion}</DialogDescription>
          </DialogHeader>
          <div className="space-y-5 p-6">
            <p className="text-sm text-slate-700">
              Their running subscription is cancelled with the payment provider, their profile, saved ideas and sessions are removed, and their payments are kept without their name.
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={remove.isPending} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
                {remove.isPending ? <Spinner /> : null}
                Delete user
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
