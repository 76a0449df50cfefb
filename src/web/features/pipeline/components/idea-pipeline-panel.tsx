import { useState } from "react";
import { Users } from "lucide-react";
import { STAGE_LABELS, TEST_AGGREGATE_MIN_SHARED } from "@shared/pipeline";
import { lazyPart } from "@web/components/lazy-part";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api-client";
import { loadOnce } from "@web/lib/load-once";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useCommitTest, useIdeaPipelinePanel, useMoveIdea } from "../pipeline-api";

const memberControls = loadOnce(() => import("./member-controls"));
const StageMover = lazyPart("stage-mover", async () => (await memberControls()).StageMover);
const TestResultForm = lazyPart("test-result-form", async () => (await memberControls()).TestResultForm);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function buildersText(count: number): string {
  if (count === 0) return "No member is building this idea yet.";
  return count === 1 ? "1 member is building this idea." : `${count} members are building this idea.`;
}

/**
 * The idea page's pipeline panel: how many members build it (counted by the server, never named),
 * the viewer's stage, and the one-week test the server derived, when their plan lets them read it.
 */
export function IdeaPipelinePanel({ ideaId, signedIn }: { ideaId: string; signedIn: boolean }) {
  const panel = useIdeaPipelinePanel(ideaId, signedIn);
  const commit = useCommitTest();
  const start = useMoveIdea();
  const [dueOn, setDueOn] = useState(inDays(7));
  if (!panel.data) return null;
  const { builders, test, aggregate, sharedSoFar, entry } = panel.data;
  const openTest = entry?.tests.find((item) => item.passed === null);
  const workable = entry ? entry.idea.workable : test !== null;
  return (
    <section aria-labelledby="pipeline-panel-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="pipeline-panel-title" className="text-lg font-semibold text-slate-900">
        Your pipeline
      </h2>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Users aria-hidden="true" className="size-4 text-slate-500" />
        {buildersText(builders)}
      </p>
      {signedIn ? (
        entry ? (
          <div className="space-y-1">
            <p className="text-sm text-slate-700">
              Stage: <strong>{STAGE_LABELS[entry.stage]}</strong>
            </p>
            <StageMover item={entry} idPrefix="panel" />
          </div>
        ) : workable ? (
          <Button variant="outline" size="sm" disabled={start.isPending} onClick={() => start.mutate({ ideaId, stage: "exploring" }, { onError: (error) => notifyError(errorMessage(error, "Failed to move the idea")) })}>
            Start exploring
          </Button>
        ) : null
      ) : null}
      {test ? (
        <div className="space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-800">
          <h3 className="font-semibold text-slate-900">The one-week test</h3>
          {test.available ? (
            <>
              <p>{test.action}</p>
              <p className="font-medium">{test.stopRule}</p>
              <details>
                <summary className="cursor-pointer text-slate-700">Drawn from this idea's research</summary>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
                  {test.basis.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
              <p className="text-slate-700">
                {aggregate
                  ? `${aggregate.ran} members ran this test; ${aggregate.passed} passed.`
                  : `Shared results appear once ${TEST_AGGREGATE_MIN_SHARED} members share theirs (${sharedSoFar} so far).`}
              </p>
              {signedIn && workable && !openTest ? (
                <form
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    commit.mutate({ ideaId, dueOn }, { onSuccess: () => notifySuccess("Committed: the idea is in Testing"), onError: (error) => notifyError(errorMessage(error, "Failed to commit to the test")) });
                  }}
                >
                  <div className="space-y-1">
                    <Label htmlFor="test-due">Result due</Label>
                    <Input id="test-due" type="date" value={dueOn} onChange={(event) => setDueOn(event.target.value)} className="w-44" />
                  </div>
                  <Button type="submit" size="sm" disabled={commit.isPending}>
                    Commit to this test
                  </Button>
                </form>
              ) : null}
              {openTest ? (
                <TestResultForm ideaId={ideaId} test={openTest} idPrefix="panel" />
              ) : null}
            </>
          ) : (
            <p>{test.reason}</p>
          )}
        </div>
      ) : (
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">The one-week test for this idea is part of its full analysis.</p>
      )}
    </section>
  );
}
