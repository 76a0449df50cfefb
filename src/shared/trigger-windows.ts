/**
 * Triggers' kinds and windows as plain values: the idea page's timeline and the calendar's badges
 * read them on a first visit without loading zod (issue 29's first-load budget). The schemas in
 * schemas/idea.ts and schemas/calendar.ts are built from them and re-export them.
 */
export const TRIGGER_KINDS = ["effective", "enforcement", "filing", "sunset", "platform", "market"] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

/**
 * The window rule, in days around each trigger date:
 * - "in": some trigger is at most RUSH_BEFORE_DAYS ahead or at most RUSH_AFTER_DAYS behind today
 *   (buyers act in the run-up to a date and in the weeks after it);
 * - "before": no trigger is that close and at least one is still ahead (more than 90 days out);
 * - "after": every trigger is more than RUSH_AFTER_DAYS in the past;
 * - null: the idea has no dated triggers.
 */
export const RUSH_BEFORE_DAYS = 90;
export const RUSH_AFTER_DAYS = 30;
export const TRIGGER_WINDOWS = ["before", "in", "after"] as const;
export type TriggerWindow = (typeof TRIGGER_WINDOWS)[number];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export function triggerWindow(dates: readonly string[], today: string): TriggerWindow | null {
  if (dates.length === 0) return null;
  const now = dayNumber(today);
  const offsets = dates.map((date) => dayNumber(date) - now);
  if (offsets.some((days) => days <= RUSH_BEFORE_DAYS && days >= -RUSH_AFTER_DAYS)) return "in";
  return offsets.some((days) => days > 0) ? "before" : "after";
}

export const TRIGGER_WINDOW_LABELS: Record<TriggerWindow, string> = {
  before: "Before the rush",
  in: "In the rush",
  after: "After the rush",
};

export const TRIGGER_KIND_LABELS: Record<TriggerKind, string> = {
  effective: "Effective date",
  enforcement: "Enforcement",
  filing: "Filing deadline",
  sunset: "Sunset",
  platform: "Platform change",
  market: "Market event",
};
