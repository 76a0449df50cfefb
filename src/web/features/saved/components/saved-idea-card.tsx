import { ArrowRight, CalendarDays, DollarSign, Search, Target, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import type { SavedItem } from "@shared/schemas/saved-api";
import { Button } from "@web/components/ui/button";
import { CategoryBadge, ideaPath, ProPickBadge } from "@web/components/catalogue/idea-card";
import { cn } from "@web/lib/cn";
import { formatDate, formatNumber } from "@web/lib/format";
import { growthPercent, isKeywordMeasured } from "@web/lib/idea-format";
import { revenueRange } from "../saved-list";
import { CompareToggle } from "@web/features/compare";

export const VIEW_FULL_ANALYSIS = "View Full Analysis";
export const UPGRADE_FOR_TRENDS = "Upgrade to see search trends";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
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

/** A saved idea (spec): figures beyond the teaser appear only where the server sent them. */
export function SavedIdeaCard({ item, onRemove, removing }: { item: SavedItem; onRemove: () => void; removing: boolean }) {
  const { idea } = item;
  const keyword = idea.primaryKeyword;
  const icon = "size-3.5 shrink-0";
  return (
    <article
      aria-busy={removing || undefined}
      className={cn("flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition", removing && "opacity-60")}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={idea.category} />
          {idea.isProPick ? <ProPickBadge /> : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 size-9 text-slate-600 hover:bg-red-50 hover:text-red-700"
          aria-label={`Remove ${idea.title} from saved`}
          onClick={onRemove}
          disabled={removing}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>

      <Link to={ideaPath(idea.slug)} className="group mt-2 block rounded-lg">
        <h2 className="text-lg leading-snug font-semibold text-slate-900 group-hover:text-indigo-700">{idea.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{idea.tagline}</p>
      </Link>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-y border-slate-100 py-4">
        <Fact icon={<Target aria-hidden="true" className={icon} />} label="Opportunity">
          {idea.opportunityScore}/10
        </Fact>
        {/* A keyword nobody measured is left out rather than shown as "not measured" (issue 24). */}
        {keyword && !isKeywordMeasured(keyword) ? null : (
          <Fact icon={<Search aria-hidden="true" className={icon} />} label="Search trend">
            {keyword ? (
              <>
                <span className={keyword.growthRate < 0 ? "text-red-700" : "text-emerald-800"}>{growthPercent(keyword.growthRate)}</span>
                {keyword.monthlyVolume > 0 ? <span className="block text-xs font-normal text-slate-600">{formatNumber(keyword.monthlyVolume)} monthly searches</span> : null}
              </>
            ) : (
              <Link to="/pricing" className="text-xs font-semibold text-indigo-700 underline-offset-4 hover:underline">
                {UPGRADE_FOR_TRENDS}
              </Link>
            )}
          </Fact>
        )}
        {idea.revenuePotential ? (
          <Fact icon={<DollarSign aria-hidden="true" className={icon} />} label="Revenue potential">
            {revenueRange(idea.revenuePotential)}
          </Fact>
        ) : null}
        <Fact icon={<CalendarDays aria-hidden="true" className={icon} />} label="Saved">
          <time dateTime={item.savedAt}>{formatDate(item.savedAt)}</time>
        </Fact>
      </dl>

      <p className="mt-4 mb-4 line-clamp-2 text-sm text-slate-700">{idea.problemTeaser}</p>

      <Link
        to={ideaPath(idea.slug)}
        aria-label={`${VIEW_FULL_ANALYSIS}: ${idea.title}`}
        className="mt-auto inline-flex items-center gap-1 self-start text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline"
      >
        {VIEW_FULL_ANALYSIS}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <div className="mt-3">
        <CompareToggle slug={idea.slug} title={idea.title} />
      </div>
    </article>
  );
}
