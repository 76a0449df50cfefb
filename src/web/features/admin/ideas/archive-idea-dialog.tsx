import { useState, type FormEvent } from "react";
import { RETIREMENT_REASON_MAX, RETIREMENT_REASON_MESSAGE, RETIREMENT_REASON_MIN, type AdminIdeaRow } from "@shared/schemas/admin-ideas";
import type { FieldIssue } from "@shared/errors";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";

export interface ArchiveInput {
  reason: string;
  source_url?: string;
}

/**
 * Archiving asks why (issue 27): the reason is public on /retired and in the mail to the idea's
 * savers, so it is required here and checked again by the server, which changes nothing without it.
 */
export function ArchiveIdeaDialog({
  idea,
  busy,
  errors,
  onConfirm,
  onClose,
}: {
  idea: AdminIdeaRow | null;
  busy: boolean;
  /** The server's field issues from the last attempt. */
  errors: FieldIssue[];
  onConfirm: (input: ArchiveInput) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={idea !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Archive idea</DialogTitle>
          <DialogDescription>{idea ? `"${idea.title}" leaves the catalogue and is listed on the retired ideas page with this reason. Members who saved it are told.` : null}</DialogDescription>
        </DialogHeader>
        {idea ? <ArchiveForm key={idea.id} busy={busy} errors={errors} onConfirm={onConfirm} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ArchiveForm({ busy, errors, onConfirm, onClose }: { busy: boolean; errors: FieldIssue[]; onConfirm: (input: ArchiveInput) => void; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [sourceUrl, setSourceUrl] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const serverError = (path: string) => errors.find((issue) => issue.path === path)?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const short = trimmed.length < RETIREMENT_REASON_MIN;
    setTooShort(short);
    if (short) return;
    onConfirm({ reason: trimmed, ...(sourceUrl.trim() ? { source_url: sourceUrl.trim() } : {}) });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-6 pt-2">
      <FormField
        id="archive-reason"
        label="Why is it retired? (required)"
        hint={`The competitor that closed the gap, the rule that was repealed... ${RETIREMENT_REASON_MIN} to ${RETIREMENT_REASON_MAX} characters, shown in public.`}
        error={tooShort ? RETIREMENT_REASON_MESSAGE : serverError("reason")}
      >
        {(control) => <Textarea {...control} rows={4} maxLength={RETIREMENT_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      <FormField id="archive-source" label="Source link (optional)" hint="A page that shows it: the competitor's launch, the repeal notice." error={serverError("source_url")}>
        {(control) => <Input {...control} type="url" inputMode="url" value={sourceUrl} onChange={(event) => setSourceUrl(event.target.value)} />}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Archiving..." : "Archive"}
        </Button>
      </div>
    </form>
  );
}
