import { useState } from "react";
import type { CommittedTest } from "@shared/schemas/pipeline-api";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api-client";
import { formatDay } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useLogTestResult } from "../pipeline-api";

/** The open one-week test: what was committed to, by when, and the result (private unless shared). */
export function TestResultForm({ ideaId, test, idPrefix }: { ideaId: string; test: CommittedTest; idPrefix: string }) {
  const log = useLogTestResult();
  const [note, setNote] = useState("");
  const [share, setShare] = useState(false);
  const record = (passed: boolean) =>
    log.mutate(
      { ideaId, passed, note: note.trim() || undefined, share },
      {
        onSuccess: () => notifySuccess(passed ? "Test passed: moved on to Building" : "Test failed: idea dropped"),
        onError: (error) => notifyError(errorMessage(error, "Failed to log the result")),
      },
    );
  return (
    <section aria-label="One-week test" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
      <p className="font-medium">One-week test, due {formatDay(test.dueOn)}</p>
      <p>{test.action}</p>
      <p className="font-medium">{test.stopRule}</p>
      <Label htmlFor={`${idPrefix}-result-${ideaId}`}>What happened?</Label>
      <Input id={`${idPrefix}-result-${ideaId}`} value={note} maxLength={1000} placeholder="e.g. 4 of 25 agreed to a call" onChange={(event) => setNote(event.target.value)} />
      <div className="flex items-center gap-2">
        <Checkbox id={`${idPrefix}-share-${ideaId}`} checked={share} onCheckedChange={(value) => setShare(value === true)} />
        <Label htmlFor={`${idPrefix}-share-${ideaId}`} className="font-normal">
          Count my result, without my name, in this idea's shared results
        </Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => record(true)} disabled={log.isPending}>
          Passed
        </Button>
        <Button size="sm" variant="outline" onClick={() => record(false)} disabled={log.isPending}>
          Failed: drop it
        </Button>
      </div>
    </section>
  );
}
