import { useState } from "react";
import { PIPELINE_STAGES, STAGE_LABELS, WORK_STAGES, type PipelineStage } from "@shared/pipeline";
import type { PipelineItem } from "@shared/schemas/pipeline-api";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { SelectField } from "@web/components/select-field";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useMoveIdea } from "../pipeline-api";

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
