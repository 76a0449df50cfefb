import { Clock, DollarSign, Eye, Gauge, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import { categoryLabel } from "@shared/categories";
import type { IdeaCard as IdeaCardData } from "@shared/schemas/idea-api";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { formatNumber } from "@web/lib/format";
import { difficultyTone, revenueThousands } from "@web/lib/idea-format";

export function ideaPath(slug: string): string {
  return `/ideas/${encodeURIComponent(slug)}`;
}

export function ProPickBadge({ className }: { className?: string }) {
  return (
    <Badge className={className}>
      <Sparkles aria-hidden="true" className="size-3" />
      Pro Pick
    </Badge>
  );
}

/** A member's founder fit (0-100) on a card in a personal order; the idea page says why. */
export function FitBadge({ score }: { score: number }) {
  const tone = score >= 70 ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : score >= 40 ? "bg-amber-50 text-amber-800 ring-amber-200" : "bg-red-50 text-red-800 ring-red-200";
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1", tone)}>
      <span aria-hidden="true">Fit {score}</span>
      <span className="sr-only">Your fit: {score} out of 100</span>
    </span>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return <Badge variant="neutral">{categoryLabel(category)}</Badge>;
}

type StatsIdea = Pick<IdeaCardData, "revenueMax" | "executionDifficulty" | "viewCount" | "timeToMvpWeeks">;

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The card figures (spec): revenue potential (max, in thousands), difficulty /10 with its colour, views, weeks to MVP. */
export function IdeaStats({ idea, className }: { idea: StatsIdea; className?: string }) {
  const tone = difficultyTone(idea.executionDifficulty);
  const iconClass = "size-3.5 shrink-0";
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-3", className)}>
      <Stat icon={<DollarSign aria-hidden="true" className={iconClass} />} label="Revenue potential">
        {revenueThousands(idea.revenueMax)}
      </Stat>
      <Stat icon={<Gauge aria-hidden="true" className={iconClass} />} label="Difficulty">
        <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", tone.className)}>
          {idea.executionDifficulty}/10
          <span className="font-medium">· {tone.label}</span>
        </span>
      </Stat>
      <Stat icon={<Eye aria-hidden="true" className={iconClass} />} label="Views">
        {formatNumber(idea.viewCount)}
      </Stat>
      <Stat icon={<Clock aria-hidden="true" className={iconClass} />} label="Time to MVP">
        {idea.timeToMvpWeeks} {idea.timeToMvpWeeks === 1 ? "week" : "weeks"}
      </Stat>
    </dl>
  );
}

/**
 * An idea's card in a list. The title's link stretches over the whole card, so the card is one
 * click target while screen readers hear a link named by the title alone. Exported for the home page.
 */
export function IdeaCard({
  idea,
  headingLevel = 2,
  className,
  fitScore,
}: {
  idea: IdeaCardData;
  headingLevel?: 2 | 3;
  className?: string;
  /** Shown when the list is ranked by the viewer's founder fit. */
  fitScore?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-600 has-[a:focus-visible]:ring-offset-2",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CategoryBadge category={idea.category} />
        {idea.isProPick || fitScore !== undefined ? (
          <span className="flex items-center gap-2">
            {fitScore !== undefined ? <FitBadge score={fitScore} /> : null}
            {idea.isProPick ? <ProPickBadge /> : null}
          </span>
        ) : null}
      </div>
      <Heading className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={ideaPath(idea.slug)}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-indigo-700"
        >
          {idea.title}
        </Link>
      </Heading>
      <p className="mt-2 mb-5 line-clamp-3 text-sm text-slate-600">{idea.tagline}</p>
      <IdeaStats idea={idea} className="mt-auto border-t border-slate-100 pt-4" />
    </article>
  );
}
