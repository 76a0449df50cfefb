import type { IdeaFitResponse } from "@shared/founder-fit";
import { Link } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { Reasons, scoreTone } from "./idea-fit-card";

/** How many reasons a compact fit shows (the idea page shows them all). */
const SHORT_REASONS = 2;

/**
 * A member's fit for one idea in a narrow place (a compare column): the score and its first
 * reasons, or what stands in the way of one. `fit` is the server's answer for this viewer.
 */
export function FitSummary({ fit }: { fit: IdeaFitResponse }) {
  if (!fit.profileSet) {
    return (
      <Link to="/settings#founder-profile" className="text-indigo-700 underline underline-offset-2">
        Set your founder profile
      </Link>
    );
  }
  if (!fit.fit) return <span className="text-slate-600">Locked on your plan</span>;
  const { score, reasons } = fit.fit;
  return (
    <div className="space-y-2">
      <p className="flex items-baseline gap-1.5">
        <span className={cn("rounded-md px-1.5 py-0.5 font-semibold tabular-nums ring-1", scoreTone(score))}>{score}</span>
        <span className="text-xs text-slate-600">of 100</span>
      </p>
      <Reasons reasons={reasons.slice(0, SHORT_REASONS)} />
    </div>
  );
}
