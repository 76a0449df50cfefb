import { CREATE_STATUSES, type AdminIdeaInput, type IdeaFormValue } from "@shared/schemas/admin-ideas";
import type { FieldIssue } from "@shared/errors";
import { ErrorPanel } from "@web/components/error-panel";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useAdminIdea, useCreateIdea, useUpdateIdea } from "../api/admin-ideas-api";
import { IdeaForm } from "./idea-form";

/** Which form is open: a new idea, or the idea with this id. */
export type FormTarget = { mode: "create" } | { mode: "edit"; id: string; title: string };

function issuesOf(error: unknown): FieldIssue[] {
  return isApiError(error) ? error.issues : [];
}

/**
 * Create and edit in one wide, scrolling dialog (the spec's modals): the form is long, but a dialog
 * keeps the admin's place in the filtered table, and sections keep it readable.
 */
export function IdeaFormDialog({ target, onClose }: { target: FormTarget | null; onClose: () => void }) {
  const create = useCreateIdea();
  const update = useUpdateIdea();
  const editing = target?.mode === "edit" ? target : null;
  const detail = useAdminIdea(editing?.id ?? null);
  const mutation = editing ? update : create;

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const submit = (value: AdminIdeaInput) => {
    if (editing) {
      update.mutate(
        { id: editing.id, value },
        {
          onSuccess: () => {
            notifySuccess("Idea updated successfully");
            close();
          },
          onError: (error) => notifyError(errorMessage(error, "Failed to update idea")),
        },
      );
    } else {
      create.mutate(value, {
        onSuccess: () => {
          notifySuccess("Idea created successfully");
          close();
        },
        onError: (error) => notifyError(errorMessage(error, "Failed to create idea")),
      });
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit "${editing.title}"` : "Add Idea"}</DialogTitle>
          <DialogDescription>
            A draft needs a title, tagline and category. Publishing needs every field except the evidence section.
          </DialogDescription>
        </DialogHeader>
        <div className="overflow-y-auto px-6 pt-4">
          {!editing ? (
            <IdeaForm initial={{ status: "draft" }} statuses={CREATE_STATUSES} onSubmit={submit} submitLabel="Create idea" busy={create.isPending} errors={issuesOf(create.error)} onCancel={close} />
          ) : detail.isError ? (
            <ErrorPanel message={errorMessage(detail.error, "Failed to fetch ideas")} onRetry={() => void detail.refetch()} />
          ) : !detail.data ? (
            <div className="space-y-3 pb-6" aria-busy="true">
              <span className="sr-only">Loading the idea</span>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-32 w-full" />
            </div>
          ) : (
            <IdeaForm
              key={detail.data.id}
              initial={detail.data.idea as IdeaFormValue}
              onSubmit={submit}
              submitLabel="Save changes"
              busy={mutation.isPending}
              errors={issuesOf(update.error)}
              onCancel={close}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
