import { ExternalLink } from "lucide-react";
import { categoryLabel } from "@shared/categories";
import type { CalendarEntry } from "@shared/schemas/calendar";
import { TRIGGER_KIND_LABELS } from "@shared/trigger-windows";
import { Link } from "@web/lib/router";
import { formatDay } from "@web/lib/format";
import { WindowBadge } from "./window-badge";

/** One dated trigger: when, what kind and where, what happens, which idea it belongs to. */
export function CalendarEntryItem({ entry }: { entry: CalendarEntry }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <time dateTime={entry.date} className="font-semibold text-slate-900">
          {formatDay(entry.date)}
        </time>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {TRIGGER_KIND_LABELS[entry.kind]} · {entry.jurisdiction}
        </span>
      </p>
      <h3 className="mt-2 text-base font-semibold text-slate-900">
        <Link to={`/ideas/${entry.idea.slug}`} className="hover:text-indigo-700 hover:underline">
          {entry.idea.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{entry.summary}</p>
      {entry.outcome ? (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Outcome:</span> {entry.outcome}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span>{categoryLabel(entry.idea.category)}</span>
        <WindowBadge window={entry.idea.window} />
        <a
          href={entry.sourceUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="ml-auto inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
        >
          Source <ExternalLink aria-hidden="true" className="size-3" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
