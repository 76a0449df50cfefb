import { BadgeCheck, Bookmark, CalendarDays, ChevronRight, Crown, Eye, Gift, PenLine } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import { categoryLabel } from "@shared/categories";
import type { IdeaDetailResponse } from "@shared/schemas/idea-api";
import { DocumentTitle } from "@web/components/page";
import { Badge } from "@web/components/ui/badge";
import { formatDate, formatDay, formatNumber } from "@web/lib/format";

function Breadcrumb({ title }: { title: string }) {
  const linkClass = "rounded text-slate-700 hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600";
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-slate-600">
        <li>
          <Link to="/" className={linkClass}>
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link to="/browse" className={linkClass}>
            Browse
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-slate-900">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** Breadcrumb, badges, the page's <h1>, tagline, counts and the action buttons. */
export function IdeaHeader({ detail, actions }: { detail: IdeaDetailResponse; actions: ReactNode }) {
  const { idea } = detail;
  return (
    <header className="space-y-5">
      <DocumentTitle title={idea.title} />
      <Breadcrumb title={idea.title} />
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{categoryLabel(idea.category)}</Badge>
          {idea.isProPick ? (
            <Badge className="bg-amber-50 text-amber-800 ring-amber-300">
              <Crown aria-hidden="true" className="size-3.5" />
              Pro Pick
            </Badge>
          ) : null}
          {idea.isDaily ? (
            <Badge variant="success">
              <Gift aria-hidden="true" className="size-3.5" />
              Free today
            </Badge>
          ) : null}
          {idea.draftedWithAi ? (
            <Badge variant="neutral" title="An AI draft from our idea generator, researched, sourced and rewritten by an admin before it was published">
              <PenLine aria-hidden="true" className="size-3.5" />
              Drafted with AI, edited by an admin
            </Badge>
          ) : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{idea.title}</h1>
        <p className="max-w-3xl text-lg text-slate-700">{idea.tagline}</p>
        <ul aria-label="Idea statistics" className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-4" />
            {plural(idea.viewCount, "view", "views")}
          </li>
          <li className="flex items-center gap-1.5">
            <Bookmark aria-hidden="true" className="size-4" />
            {plural(idea.saveCount, "save", "saves")}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            Updated <time dateTime={idea.updatedAt}>{formatDate(idea.updatedAt)}</time>
          </li>
          {detail.access === "full" && detail.idea.analysis.last_verified_at ? (
            <li className="flex items-center gap-1.5">
              <BadgeCheck aria-hidden="true" className="size-4" />
              Last verified <time dateTime={detail.idea.analysis.last_verified_at}>{formatDay(detail.idea.analysis.last_verified_at)}</time>
            </li>
          ) : null}
        </ul>
      </div>
      {actions}
    </header>
  );
}
