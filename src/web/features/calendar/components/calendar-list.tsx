import type { CalendarEntry } from "@shared/schemas/calendar";
import { monthTitle } from "../calendar-params";
import { CalendarEntryItem } from "./calendar-entry-item";

/** Entries grouped under a heading per month, in date order (the server's order). */
export function CalendarList({ entries }: { entries: readonly CalendarEntry[] }) {
  const months = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const month = entry.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), entry]);
  }
  return (
    <div className="space-y-8">
      {[...months].map(([month, items]) => (
        <section key={month} aria-labelledby={`month-${month}`} className="space-y-3">
          <h2 id={`month-${month}`} className="text-lg font-semibold text-slate-900">
            {monthTitle(month)} <span className="text-sm font-normal text-slate-600">({items.length})</span>
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((entry) => (
              <li key={`${entry.idea.slug}-${entry.date}-${entry.summary}`}>
                <CalendarEntryItem entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
