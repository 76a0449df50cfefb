import { Eye, Lock, TrendingDown, TrendingUp } from "lucide-react";
import { Link } from "@web/lib/router";
import type { TrendingPeriod } from "@shared/catalogue-options";
import type { TrendingItem as TrendingItemData } from "@shared/schemas/idea-api";
import { CategoryBadge, IdeaStats, ideaPath, ProPickBadge } from "@web/components/catalogue/idea-card";
import { cn } from "@web/lib/cn";
import { growthPercent } from "@web/lib/idea-format";
import { periodViewsText } from "../trending-params";

/** One ranked idea: rank, card data, views in the period and search-keyword growth (when known). */
export function TrendingItem({ item, rank, period }: { item: TrendingItemData; rank: number; period: TrendingPeriod }) {
  const growth = item.metrics?.keywordGrowthRate ?? null;
  const GrowthIcon = growth !== null && growth < 0 ? TrendingDown : TrendingUp;
  return (
    <article
      className={cn(
        "group relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md sm:p-5 lg:grid-cols-[auto_minmax(0,1fr)_14rem]",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-600 has-[a:focus-visible]:ring-offset-2",
      )}
    >
      <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-base font-bold text-indigo-700 sm:size-12 sm:text-lg">
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={item.category} />
          {item.isProPick ? <ProPickBadge /> : null}
        </div>
        <h2 className="mt-2 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={ideaPath(item.slug)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-indigo-700"
          >
            {item.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.tagline}</p>
        {item.metrics ? (
          <IdeaStats idea={item.metrics} className="mt-4 sm:grid-cols-4" />
        ) : (
          <p className="relative z-10 mt-4 flex items-center gap-1.5 text-sm text-slate-600">
            <Lock aria-hidden="true" className="size-4 text-indigo-700" />
            Revenue, difficulty and time to MVP are for members.{" "}
            <Link to="/pricing" className="font-medium text-indigo-700 hover:underline">
              See plans
            </Link>
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm lg:col-span-1 lg:flex-col lg:justify-center lg:border-t-0 lg:border-l lg:pt-0 lg:pl-5">
        <p className="flex items-center gap-1.5 font-semibold text-slate-900">
          <Eye aria-hidden="true" className="size-4 text-indigo-700" />
          {periodViewsText(item.periodViews, period)}
        </p>
        {growth !== null ? (
          <p className={cn("flex items-center gap-1.5 font-medium", growth < 0 ? "text-red-700" : "text-emerald-800")}>
            <GrowthIcon aria-hidden="true" className="size-4" />
            {growthPercent(growth)} search growth
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function TrendingItemSkeletons({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading trending ideas" className="space-y-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="size-12 shrink-0 animate-pulse rounded-xl bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-4 w-24 animate-pulse rounded-full bg-slate-200" />
            <div className="h-5 w-2/3 animate-pulse rounded-md bg-slate-200" />
            <div className="h-3 w-full animate-pulse rounded-md bg-slate-200" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: 4 }, (_, stat) => (
                <div key={stat} className="h-8 animate-pulse rounded-md bg-slate-200" />
              ))}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
