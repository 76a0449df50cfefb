import { CATEGORIES, type Category } from "@shared/categories";
import { TRIGGER_KINDS } from "@shared/trigger-windows";

export type CalendarView = "list" | "month";
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export interface CalendarParams {
  view: CalendarView;
  category: Category | "all";
  kind: TriggerKind | "all";
  /** The month the grid shows, YYYY-MM; null: the viewer's current month. */
  month: string | null;
}

/** The page's state lives in the URL (like /browse); anything unknown falls back to its default. */
export function readCalendarParams(search: URLSearchParams): CalendarParams {
  const category = search.get("category");
  const kind = search.get("kind");
  const month = search.get("month");
  return {
    view: search.get("view") === "month" ? "month" : "list",
    category: CATEGORIES.includes(category as Category) ? (category as Category) : "all",
    kind: TRIGGER_KINDS.includes(kind as TriggerKind) ? (kind as TriggerKind) : "all",
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
  };
}

/** The first and last day of a YYYY-MM month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** The month `delta` months after a YYYY-MM month. */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "March 2027" for "2027-03". */
export function monthTitle(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}
