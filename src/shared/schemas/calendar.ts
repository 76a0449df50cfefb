import { z } from "zod";
import { CATEGORIES } from "../categories";
import { TRIGGER_KINDS, TRIGGER_WINDOWS } from "../trigger-windows";

/**
 * The trigger calendar (issue 27, item 1): the dated triggers of published ideas in a window of
 * days, and each idea's "window" (before the rush, in it, after it) computed from its trigger dates.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

/** The longest span one calendar request may ask for (two years), so an answer stays small. */
export const CALENDAR_MAX_DAYS = 731;
/** Without `from`/`to`: from today for this many days. */
export const CALENDAR_DEFAULT_DAYS = 365;

export const calendarQuery = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    category: z.enum(CATEGORIES).optional(),
    kind: z.enum(TRIGGER_KINDS).optional(),
  })
  .refine((q) => !q.from || !Number.isNaN(Date.parse(q.from)), { message: "from is not a calendar day", path: ["from"] })
  .refine((q) => !q.to || !Number.isNaN(Date.parse(q.to)), { message: "to is not a calendar day", path: ["to"] });
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const calendarIdeaSchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  isProPick: z.boolean(),
  window: z.enum(TRIGGER_WINDOWS).nullable(),
});

export const calendarEntrySchema = z.object({
  date: isoDay,
  kind: z.enum(TRIGGER_KINDS),
  jurisdiction: z.string(),
  summary: z.string(),
  sourceUrl: z.string(),
  outcome: z.string().nullable(),
  idea: calendarIdeaSchema,
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarResponse = z.object({
  from: isoDay,
  to: isoDay,
  /** Triggers the viewer may read, by date then idea. */
  entries: z.array(calendarEntrySchema),
  /**
   * How many triggers in the range belong to ideas whose analysis the viewer's plan does not open:
   * a count only, never their dates or ideas (triggers are part of the paid analysis).
   */
  locked: z.number().int().nonnegative(),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;

/** One idea's window, for its page (GET /api/v1/calendar/ideas/:slug). */
export const ideaWindowResponse = z.object({
  slug: z.string(),
  window: z.enum(TRIGGER_WINDOWS).nullable(),
  /** The next trigger date still ahead, or null. */
  nextDate: isoDay.nullable(),
});
export type IdeaWindowResponse = z.infer<typeof ideaWindowResponse>;

/** A member's secret feed of their saved ideas' triggers: whether one exists (its address is shown only when made). */
export const calendarFeedStatus = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;
export const calendarFeedCreated = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;
/** A feed file name: the secret token (32 URL-safe characters) and ".ics". */
export const calendarFeedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{32}\.ics$/, "Not a calendar feed address") });
