import type { CalendarEntry } from "@shared/schemas/calendar";
import { Link } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { monthRange } from "../calendar-params";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
/** Titles a wide cell shows before "+N more below" (the list under the grid has them all). */
const CELL_TITLES = 3;

/**
 * A month as a Monday-first grid. Wide screens list each day's ideas in its cell; on a phone a cell
 * only shows how many triggers fall on it (the list under the grid carries the details).
 */
export function MonthGrid({ month, entries, today }: { month: string; entries: readonly CalendarEntry[]; today: string | null }) {
  const { to } = monthRange(month);
  const days = Number(to.slice(8));
  const lead = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`)];
  while (cells.length % 7) cells.push(null);

  return (
    <div role="table" aria-label={`Triggers in ${month}`} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div role="row" className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-semibold text-slate-600">
        {WEEKDAYS.map((day) => (
          <div role="columnheader" key={day} className="py-2">
            {day}
          </div>
        ))}
      </div>
      {Array.from({ length: cells.length / 7 }, (_, week) => (
        <div role="row" key={week} className="grid grid-cols-7">
          {cells.slice(week * 7, week * 7 + 7).map((day, index) => {
            const items = day ? (byDay.get(day) ?? []) : [];
            return (
              <div
                role="cell"
                key={day ?? `blank-${week}-${index}`}
                aria-label={day ? `${day}: ${items.length ? `${items.length} trigger${items.length === 1 ? "" : "s"}` : "no triggers"}` : undefined}
                className={cn("min-h-14 border-r border-b border-slate-100 p-1 text-xs sm:min-h-24 sm:p-1.5", !day && "bg-slate-50")}
              >
                {day ? (
                  <>
                    <span className={cn("inline-flex size-6 items-center justify-center rounded-full font-medium text-slate-700", day === today && "bg-indigo-600 text-white")}>
                      {Number(day.slice(8))}
                    </span>
                    {items.length ? (
                      <>
                        <span className="mt-0.5 block rounded bg-indigo-100 px-1 text-center font-semibold text-indigo-800 sm:hidden">{items.length}</span>
                        <ul className="mt-1 hidden space-y-1 sm:block">
                          {items.slice(0, CELL_TITLES).map((entry) => (
                            <li key={`${entry.idea.slug}-${entry.summary}`}>
                              <Link
                                to={`/ideas/${entry.idea.slug}`}
                                title={`${entry.idea.title}: ${entry.summary}`}
                                className="block truncate rounded bg-indigo-50 px-1 py-0.5 text-indigo-800 hover:bg-indigo-100"
                              >
                                {entry.idea.title}
                              </Link>
                            </li>
                          ))}
                          {items.length > CELL_TITLES ? <li className="px-1 font-medium text-slate-600">+{items.length - CELL_TITLES} more below</li> : null}
                        </ul>
                      </>
                    ) : null}
                  </>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
