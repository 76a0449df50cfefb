import { History } from "lucide-react";
import type { ScoreChange } from "@shared/schemas/idea-api";
import { formatDate } from "@web/lib/format";
import { formatScore } from "./score-cards";

const NAMES = { opportunity: "Opportunity", problem: "Problem", feasibility: "Feasibility", whyNow: "Why Now" } as const;

/** How our judgement of this idea changed: each re-scoring with its date, the moves and the reason. */
export function ScoreHistory({ changes }: { changes: ScoreChange[] }) {
  if (changes.length === 0) return null;
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-slate-600" />
        Score history ({changes.length})
      </summary>
      <ol className="mt-3 space-y-3">
        {changes.map((change) => {
          const moves = (Object.keys(NAMES) as Array<keyof typeof NAMES>).filter((key) => change.previous[key] !== change.current[key]);
          return (
            <li key={change.changedAt} className="text-slate-700">
              <p className="font-medium text-slate-900">
                <time dateTime={change.changedAt}>{formatDate(change.changedAt)}</time>:{" "}
                {moves.map((key) => `${NAMES[key]} ${formatScore(change.previous[key])} → ${formatScore(change.current[key])}`).join(", ")}
              </p>
              <p>{change.reason}</p>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
