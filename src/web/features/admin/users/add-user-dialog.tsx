import { UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { REQUIRED_FIELDS_MESSAGE } from "@shared/schemas/admin-users";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useCreateUser } from "../api/admin-users-api";
import { USER_MESSAGES } from "./user-copy";

/** Add User: e-mail and full name only; the new user sets their own password from the e-mail they get. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [fullName, setFullName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useCreateUser();

  const reset = () => {
    setEmail("");
    setFullName("");
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !fullName.trim()) {
      setError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setError(undefined);
    create.mutate(
      { email: email.trim(), fullName: fullName.trim() },
      {
        onSuccess: () => {
          notifySuccess(USER_MESSAGES.created);
          setOpen(false);
          reset();
        },
        onError: (failure) => notifyError(errorMessage(failure, USER_MESSAGES.createFailed), "user-create"),
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        Add User
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (create.isPending) return;
          setOpen(next);
          if (!next) reset();
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add User</DialogTitle>
            <DialogDescription>They will receive an e-mail with a link to set their password.</DialogDescription>
          </DialogHeader>
          <form className="space-y-4 p-6" onSubmit={submit} noValidate>
            <FormField id="new-user-email" label="E-mail" error={error && !email.trim() ? error : undefined}>
              {(control) => <Input {...control} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />}
            </FormField>
            <FormField id="new-user-name" label="Full name" error={error && !fullName.trim() ? error : undefined}>
              {(control) => <Input {...control} autoComplete="off" value={fullName} onChange={(event) => setFullName(event.target.value)} />}
            </FormField>
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" disabled={create.isPending} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Spinner /> : null}
                Add User
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
