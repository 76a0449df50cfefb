import { CalendarClock, ExternalLink } from "lucide-react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { TRIGGER_KIND_LABELS, TRIGGER_WINDOW_LABELS, triggerWindow } from "@shared/trigger-windows";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { formatDay } from "@web/lib/format";
import { daysBetween, relativeDay } from "@web/lib/idea-format";
import { DetailCard } from "./section";
import { useViewerToday } from "./use-viewer-today";

type Trigger = NonNullable<IdeaFull["analysis"]["triggers"]>[number];

/** "in 3 weeks" or "passed 2 months ago", from the viewer's today; nothing until the browser knows it. */
function When({ date, today }: { date: string; today: string | null }) {
  if (!today) return null;
  const days = daysBetween(today, date);
  const text = days < 0 ? `passed ${relativeDay(date, today)}` : relativeDay(date, today);
  return <span className={cn("font-semibold", days < 0 ? "text-slate-600" : "text-indigo-700")}>{text}</span>;
}

/** Where the idea stands against its dates, by the calendar's rule (shared with the server's /calendar). */
function WindowLine({ dates, today }: { dates: string[]; today: string | null }) {
  const window = today ? triggerWindow(dates, today) : null;
  if (!window) return null;
  return (
    <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Timing: <Badge variant={window === "in" ? "warning" : "neutral"}>{TRIGGER_WINDOW_LABELS[window]}</Badge>
      <a href="/calendar" className="text-xs font-medium text-indigo-700 hover:underline">
        See the trigger calendar
      </a>
    </p>
  );
}

/**
 * The dated events the idea's timing rests on, oldest first, each with how far it is from the
 * viewer's today and, once passed, what happened. Dates are stored as data (issue 24), so the page
 * never says "five days away" on the wrong day.
 */
export function TriggersTimeline({ triggers }: { triggers: readonly Trigger[] }) {
  const today = useViewerToday();
  const ordered = [...triggers].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return (
    <DetailCard title="Timeline" icon={CalendarClock}>
      <WindowLine dates={ordered.map((trigger) => trigger.date)} today={today} />
      <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5">
        {ordered.map((trigger) => (
          <li key={`${trigger.date}-${trigger.summary}`} className="relative text-sm text-slate-700">
            <span aria-hidden="true" className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-indigo-600 ring-2 ring-indigo-200" />
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <time dateTime={trigger.date} className="font-semibold text-slate-900">
                {formatDay(trigger.date)}
              </time>
              <When date={trigger.date} today={today} />
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {TRIGGER_KIND_LABELS[trigger.kind]} · {trigger.jurisdiction}
              </span>
            </p>
            <p className="mt-1">{trigger.summary}</p>
            {trigger.outcome ? (
              <p className="mt-1">
                <span className="font-semibold text-slate-900">Outcome:</span> {trigger.outcome}
              </p>
            ) : null}
            <a
              href={trigger.source_url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-indigo-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
            >
              Source
              <ExternalLink aria-hidden="true" className="size-3" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}
