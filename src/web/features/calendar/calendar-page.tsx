import { CalendarDays, ChevronLeft, ChevronRight, List, Lock } from "lucide-react";
import { TRIGGER_KINDS } from "@shared/trigger-windows";
import { TRIGGER_KIND_LABELS } from "@shared/trigger-windows";
import { Link, useSearchParams } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageContainer, PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/catalogue/list-states";
import { CATEGORY_OPTIONS } from "@web/components/catalogue/options";
import { SelectField } from "@web/components/select-field";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { localDay } from "@web/lib/idea-format";
import { useCalendar } from "./calendar-api";
import { monthRange, monthTitle, readCalendarParams, shiftMonth, type CalendarParams } from "./calendar-params";
import { CalendarList } from "./components/calendar-list";
import { MonthGrid } from "./components/month-grid";
import { CalendarFeeds } from "./components/calendar-feeds";
import { useMe } from "@web/lib/me";

const KIND_OPTIONS = [{ value: "all", label: "All kinds" }, ...TRIGGER_KINDS.map((kind) => ({ value: kind, label: TRIGGER_KIND_LABELS[kind] }))];
export const CALENDAR_EMPTY_TITLE = "No dated triggers here";
export const lockedTitle = (locked: number) => `${locked} dated trigger${locked === 1 ? "" : "s"} here, all in ideas your plan does not open`;

/**
 * /calendar (issue 27): the dated triggers our ideas rest on (rules taking effect, filing deadlines,
 * platform changes), as a list grouped by month or a month grid. Triggers are part of an idea's
 * analysis, so the server sends only those the viewer's plan opens and counts the rest.
 */
export function CalendarPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { entitlements } = useMe();
  const params = readCalendarParams(searchParams);
  const today = localDay(new Date());
  const month = params.month ?? today.slice(0, 7);
  const filters = { category: params.category === "all" ? undefined : params.category, kind: params.kind === "all" ? undefined : params.kind };
  const calendar = useCalendar(params.view === "month" ? { ...monthRange(month), ...filters } : filters);

  function update(changes: Partial<Record<keyof CalendarParams, string | null>>) {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "all" || (key === "view" && value === "list")) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next);
  }

  let body;
  if (calendar.isError) {
    body = <ErrorPanel title="Failed to load the calendar" message={calendar.error.message} onRetry={() => void calendar.refetch()} />;
  } else if (calendar.isPending) {
    body = <Skeleton className="h-64 w-full rounded-xl" />;
  } else {
    const { entries, locked } = calendar.data;
    // Everything in range is locked (a visitor's usual view): one panel that says why the list is
    // empty and what a member sees, not "try another filter" beside a banner.
    const allLocked = entries.length === 0 && locked > 0;
    body = (
      <div className={cn("space-y-6 transition-opacity", calendar.isPlaceholderData && "opacity-60")} aria-busy={calendar.isPlaceholderData || undefined}>
        {locked > 0 && !allLocked ? (
          <p className="flex flex-wrap items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <Lock aria-hidden="true" className="size-4" />
            {locked} more trigger{locked === 1 ? " belongs" : "s belong"} to ideas your plan does not open.
            <Link to="/pricing" className="font-semibold underline">
              See plans
            </Link>
          </p>
        ) : null}
        {params.view === "month" ? <MonthGrid month={month} entries={entries} today={today} /> : null}
        {entries.length ? (
          <CalendarList entries={entries} />
        ) : allLocked ? (
          <EmptyState
            title={lockedTitle(locked)}
            hint="Members see each date with its kind (a rule taking effect, a filing or enforcement deadline, a platform change), where it applies, its source and the idea it moves, and can add them to Google Calendar, Apple Calendar or Outlook."
            icon={Lock}
            action={
              <Button asChild>
                <Link to="/pricing">See plans</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={CALENDAR_EMPTY_TITLE}
            hint={params.view === "month" ? "Try another month, category or kind." : "Try another category or kind."}
            icon={CalendarDays}
          />
        )}
      </div>
    );
  }

  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Trigger calendar"
        description={
          params.view === "month"
            ? "Rules taking effect, filing deadlines and platform changes our ideas rest on, day by day."
            : "Rules taking effect, filing deadlines and platform changes our ideas rest on, for the next 12 months."
        }
        actions={
          <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-200 bg-white p-1">
            <Button size="sm" variant={params.view === "list" ? "default" : "ghost"} aria-pressed={params.view === "list"} onClick={() => update({ view: "list" })}>
              <List aria-hidden="true" className="size-4" /> List
            </Button>
            <Button size="sm" variant={params.view === "month" ? "default" : "ghost"} aria-pressed={params.view === "month"} onClick={() => update({ view: "month" })}>
              <CalendarDays aria-hidden="true" className="size-4" /> Month
            </Button>
          </div>
        }
      />
      <div role="search" aria-label="Filter the calendar" className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[repeat(2,minmax(0,14rem))] sm:gap-4">
        <SelectField id="calendar-category" label="Category" value={params.category} options={CATEGORY_OPTIONS} onChange={(value) => update({ category: value })} />
        <SelectField id="calendar-kind" label="Kind" value={params.kind} options={KIND_OPTIONS} onChange={(value) => update({ kind: value })} />
      </div>
      {params.view === "month" ? (
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" onClick={() => update({ month: shiftMonth(month, -1) })}>
            <ChevronLeft aria-hidden="true" className="size-4" /> <span className="sr-only sm:not-sr-only">Previous month</span>
          </Button>
          <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
            {monthTitle(month)}
          </h2>
          <Button variant="outline" size="sm" onClick={() => update({ month: shiftMonth(month, 1) })}>
            <span className="sr-only sm:not-sr-only">Next month</span> <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
      {body}
      <CalendarFeeds signedIn={entitlements.signedIn} />
    </PageContainer>
  );
}
