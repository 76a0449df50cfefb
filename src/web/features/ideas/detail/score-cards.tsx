import { Link } from "@web/lib/router";
import { Clock, Lightbulb, Target, TrendingUp, type LucideIcon } from "lucide-react";
import type { IdeaFull, IdeaTeaser } from "@shared/schemas/idea-api";
import { cn } from "@web/lib/cn";
import { scoreLabel } from "@web/lib/idea-format";

const LABEL_TONE: Record<ReturnType<typeof scoreLabel>, string> = {
  Excellent: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Good: "bg-indigo-50 text-indigo-700 ring-indigo-200",
  Fair: "bg-amber-50 text-amber-800 ring-amber-200",
  "Needs Work": "bg-red-50 text-red-700 ring-red-200",
};

const BAR_TONE: Record<ReturnType<typeof scoreLabel>, string> = {
  Excellent: "bg-emerald-500",
  Good: "bg-indigo-500",
  Fair: "bg-amber-500",
  "Needs Work": "bg-red-500",
};

/** "8.5" or "9": one decimal only when the score has one. */
export function formatScore(score: number): string {
  const rounded = Math.round(score * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

type Scores = IdeaTeaser["scores"];

const CARDS: { key: keyof Omit<Scores, "overall">; title: string; icon: LucideIcon; help: string }[] = [
  { key: "opportunity", title: "Opportunity", icon: Target, help: "Size of the prize" },
  { key: "problem", title: "Problem", icon: Lightbulb, help: "How painful it is" },
  { key: "feasibility", title: "Feasibility", icon: TrendingUp, help: "How buildable solo" },
  { key: "whyNow", title: "Why Now", icon: Clock, help: "Timing of the market" },
];

type Rationale = NonNullable<IdeaFull["analysis"]["score_rationale"]>;
const RATIONALE_KEY = { opportunity: "opportunity", problem: "problem", feasibility: "feasibility", whyNow: "why_now" } as const;

/**
 * The spec's four score cards, each "x/10" with Excellent / Good / Fair / Needs Work, the reason for
 * each score for those who may read the analysis, and a link to the rubric.
 */
export function ScoreCards({ scores, rationale }: { scores: Scores; rationale?: Rationale }) {
  return (
    <section aria-labelledby="idea-scores" className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="idea-scores" className="sr-only">
          Scores
        </h2>
        <Link to="/how-we-score" className="ml-auto text-sm font-medium text-indigo-700 hover:underline">
          How we score
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ key, title, icon: Icon, help }) => {
          const value = scores[key];
          const label = scoreLabel(value);
          return (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
              </div>
              <p className="mt-2 text-3xl font-bold text-slate-900">
                {formatScore(value)}
                <span className="text-base font-medium text-slate-600">/10</span>
              </p>
              <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
                <div className={cn("h-full rounded-full", BAR_TONE[label])} style={{ width: `${Math.min(100, Math.max(0, value * 10))}%` }} />
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-1">
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", LABEL_TONE[label])}>{label}</span>
                <span className="text-xs text-slate-600">{help}</span>
              </div>
              {rationale ? <p className="mt-2 text-xs text-slate-700">{rationale[RATIONALE_KEY[key]]}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
