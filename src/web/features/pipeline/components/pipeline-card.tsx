import { useState } from "react";
import { Link } from "@web/lib/router";
import { STAGE_LABELS } from "@shared/pipeline";
import type { PipelineItem } from "@shared/schemas/pipeline-api";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { formatDay } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useSaveNotes } from "../pipeline-api";
import { StageMover } from "./stage-mover";
import { TestResultForm } from "./test-result-form";

function NotesEditor({ item, idPrefix }: { item: PipelineItem; idPrefix: string }) {
  const save = useSaveNotes();
  const [notes, setNotes] = useState(item.notes);
  const id = `${idPrefix}-notes-${item.idea.id}`;
  return (
    <details className="group rounded-lg border border-slate-200 px-3 py-2" open={item.notes.length > 0 || undefined}>
      <summary className="cursor-pointer text-sm font-medium text-slate-700">Notes{item.notes ? "" : " (none yet)"}</summary>
      <form
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ideaId: item.idea.id, notes }, { onSuccess: () => notifySuccess("Notes saved"), onError: (error) => notifyError(errorMessage(error, "Failed to save notes")) });
        }}
      >
        <Label htmlFor={id} className="sr-only">
          Notes on {item.idea.title}
        </Label>
        <Textarea id={id} rows={3} maxLength={5000} value={notes} onChange={(event) => setNotes(event.target.value)} />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending || notes === item.notes}>
          Save notes
        </Button>
      </form>
    </details>
  );
}

/** One idea in the pipeline: where it is and since when, why it was dropped, its notes and its open test. */
export function PipelineCard({ item, idPrefix }: { item: PipelineItem; idPrefix: string }) {
  const openTest = item.tests.find((test) => test.passed === null);
  const lastTest = item.tests.at(-1);
  return (
    <article aria-label={item.idea.title} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="space-y-1">
        <Link to={`/ideas/${item.idea.slug}`} className="font-semibold text-slate-900 hover:text-indigo-700 hover:underline">
          {item.idea.title}
        </Link>
        <p className="text-xs text-slate-600">
          {STAGE_LABELS[item.stage]} since {formatDay(item.stageChangedAt.slice(0, 10))}
        </p>
        {item.dropReason ? <p className="text-sm text-slate-700">Dropped: {item.dropReason}</p> : null}
        {lastTest && lastTest.passed !== null ? (
          <Badge variant={lastTest.passed ? "success" : "danger"}>One-week test {lastTest.passed ? "passed" : "failed"}</Badge>
        ) : null}
      </div>
      <StageMover item={item} idPrefix={idPrefix} />
      {openTest ? <TestResultForm ideaId={item.idea.id} test={openTest} idPrefix={idPrefix} /> : null}
      <NotesEditor item={item} idPrefix={idPrefix} />
    </article>
  );
}
