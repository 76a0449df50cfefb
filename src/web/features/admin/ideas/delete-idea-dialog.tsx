import type { AdminIdeaRow } from "@shared/schemas/admin-ideas";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";

/** The spec's confirmation before an idea is deleted. */
export function deleteConfirmation(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

export function DeleteIdeaDialog({ idea, busy, onConfirm, onClose }: { idea: AdminIdeaRow | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open={idea !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete idea</DialogTitle>
          <DialogDescription>{idea ? deleteConfirmation(idea.title) : null}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end gap-2 p-6">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
