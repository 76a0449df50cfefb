import { ArrowRight, CalendarClock, Crown, Gift, Info, RotateCcw } from "lucide-react";
import { useCallback, type ReactNode } from "react";
import { Link } from "@web/lib/router";
import { categoryLabel } from "@shared/categories";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { revenueShort, scoreLabel } from "@web/lib/idea-format";
import { useDailyIdea } from "@web/lib/catalogue-api";
import { Countdown } from "./countdown";
import { SAMPLE_IDEA } from "./sample-idea";

export const DAILY_HEADING = "Today's free idea";

type Scores = { opportunity: number; problem: number; feasibility: number; whyNow: number };

function formatScore(score: number): string {
  const rounded = Math.round(score * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

function ScoreGrid({ scores }: { scores: Scores }) {
  const items = [
    { label: "Opportunity", value: scores.opportunity },
    { label: "Problem", value: scores.problem },
    { label: "Feasibility", value: scores.feasibility },
    { label: "Why Now", value: scores.whyNow },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-0.5 text-lg font-bold text-slate-900">
            {formatScore(item.value)}
            <span className="text-xs font-medium text-slate-600">/10</span>
          </dd>
          <dd className="text-xs text-slate-700">{scoreLabel(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Frame({ children, badge }: { children: ReactNode; badge: ReactNode }) {
  return (
    <Card className="overflow-hidden shadow-lg shadow-indigo-100">
      <section aria-labelledby="daily-idea-heading">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 bg-slate-50 px-5 py-3">
          <h2 id="daily-idea-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <CalendarClock aria-hidden="true" className="size-4 text-indigo-700" />
            {DAILY_HEADING}
          </h2>
          {badge}
        </div>
        <div className="space-y-4 p-5">{children}</div>
      </section>
    </Card>
  );
}

function TodayIdea({ idea, expiresAt, onExpire }: { idea: IdeaFull; expiresAt: string; onExpire: () => void }) {
  return (
    <Frame
      badge={
        <Badge variant="success">
          <Gift aria-hidden="true" className="size-3.5" />
          Free today
        </Badge>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="neutral">{categoryLabel(idea.category)}</Badge>
        {idea.isProPick ? (
          <Badge className="bg-amber-50 text-amber-800 ring-amber-300">
            <Crown aria-hidden="true" className="size-3.5" />
            Pro Pick
          </Badge>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <h3 className="text-xl font-bold text-slate-900">{idea.title}</h3>
        <p className="text-slate-700">{idea.tagline}</p>
      </div>
      <ScoreGrid scores={idea.scores} />
      <p className="text-sm text-slate-700">
        Revenue potential{" "}
        <strong className="text-slate-900">
          {revenueShort(idea.revenuePotential.min)} – {revenueShort(idea.revenuePotential.max)}
        </strong>{" "}
        a year · MVP in{" "}
        <strong className="text-slate-900">
          {idea.timeToMvpWeeks} {idea.timeToMvpWeeks === 1 ? "week" : "weeks"}
        </strong>
      </p>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Countdown expiresAt={expiresAt} onExpire={onExpire} label="Free for" />
        <Button asChild>
          <Link to={`/ideas/${encodeURIComponent(idea.slug)}`}>
            Read the full analysis
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Frame>
  );
}

/** The spec's fallback when no daily idea exists: an illustration, labelled as such, linking to browse. */
function SampleIdea({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  return (
    <Frame badge={<Badge variant="warning">Sample idea</Badge>}>
      <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Today&apos;s idea hasn&apos;t been published yet. This sample only shows what a daily idea looks like; its scores are
        illustrative, not research.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="neutral">{categoryLabel(SAMPLE_IDEA.category)}</Badge>
      </div>
      <div className="space-y-1.5">
        <h3 className="text-xl font-bold text-slate-900">
          <span className="sr-only">Sample idea: </span>
          {SAMPLE_IDEA.title}
        </h3>
        <p className="text-slate-700">{SAMPLE_IDEA.tagline}</p>
      </div>
      <ScoreGrid scores={SAMPLE_IDEA.scores} />
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Countdown expiresAt={expiresAt} onExpire={onExpire} label="Next idea in" />
        <Button asChild variant="outline">
          <Link to="/browse">
            Browse real ideas
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Frame>
  );
}

/** Today's idea from the server, with a live countdown to the next one (00:00 UTC). */
export function DailyIdeaCard() {
  const query = useDailyIdea();
  const { refetch } = query;
  const onExpire = useCallback(() => void refetch(), [refetch]);

  if (query.isPending) {
    return (
      <Frame badge={null}>
        <div role="status" aria-label="Loading today's idea" className="space-y-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      </Frame>
    );
  }
  if (!query.data) {
    return (
      <Frame badge={null}>
        <div role="alert" className="space-y-3 text-center">
          <p className="text-slate-700">Couldn&apos;t load today&apos;s idea.</p>
          <Button variant="outline" onClick={onExpire}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      </Frame>
    );
  }
  const { idea, expiresAt } = query.data;
  return idea ? <TodayIdea idea={idea} expiresAt={expiresAt} onExpire={onExpire} /> : <SampleIdea expiresAt={expiresAt} onExpire={onExpire} />;
}
