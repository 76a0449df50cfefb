import { useState } from "react";
import { Link } from "@web/lib/router";
import { PIPELINE_STAGES, STAGE_LABELS, WORK_STAGES, type PipelineStage } from "@shared/pipeline";
import type { PipelineItem } from "@shared/schemas/pipeline-api";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { SelectField } from "@web/components/select-field";
import { errorMessage } from "@web/lib/api-client";
import { formatDay } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useMoveIdea, useSaveNotes } from "../pipeline-api";
import { TestResultForm } from "./test-result-form";

/** The stages this member may pick for the idea: working stages only when they may read it in full. */
export function stageOptions(item: Pick<PipelineItem, "idea" | "stage">) {
  return PIPELINE_STAGES.filter((stage) => stage === item.stage || item.idea.workable || !WORK_STAGES.includes(stage)).map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));
}

/** Moving an idea: any stage in one choice, except "dropped", which asks why first. */
export function StageMover({ item, idPrefix }: { item: PipelineItem; idPrefix: string }) {
  const move = useMoveIdea();
  const [dropping, setDropping] = useState(false);
  const [reason, setReason] = useState("");
  const go = (stage: PipelineStage, why?: string) =>
    move.mutate(
      { ideaId: item.idea.id, stage, reason: why },
      {
        onSuccess: () => {
          setDropping(false);
          notifySuccess(`Moved to ${STAGE_LABELS[stage]}`);
        },
        onError: (error) => notifyError(errorMessage(error, "Failed to move the idea")),
      },
    );
  return (
    <div className="space-y-2">
      <SelectField
        id={`${idPrefix}-stage-${item.idea.id}`}
        label={`Stage of ${item.idea.title}`}
        hideLabel
        value={dropping ? "dropped" : item.stage}
        options={stageOptions(item)}
        disabled={move.isPending}
        onChange={(stage) => (stage === "dropped" ? setDropping(true) : go(stage))}
      />
      {dropping ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            go("dropped", reason.trim());
          }}
        >
          <Label htmlFor={`${idPrefix}-reason-${item.idea.id}`}>Why are you dropping it?</Label>
          <Input id={`${idPrefix}-reason-${item.idea.id}`} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={reason.trim().length < 3 || move.isPending}>
              Drop idea
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDropping(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {!item.idea.workable ? <p className="text-xs text-slate-600">Your plan does not include this idea's analysis: it can be saved or dropped. Upgrade to work on it.</p> : null}
    </div>
  );
}

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
