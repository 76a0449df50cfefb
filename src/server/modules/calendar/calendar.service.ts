import { createHash, randomBytes } from "node:crypto";
import { entitlementsFor, hasFullAccess, type Entitlements } from "../../../shared/entitlements";
import {
  CALENDAR_DEFAULT_DAYS,
  CALENDAR_MAX_DAYS,
  type CalendarEntry,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type CalendarQuery,
  type CalendarResponse,
  type IdeaWindowResponse,
} from "../../../shared/schemas/calendar";
import { triggerWindow } from "../../../shared/trigger-windows";
import { utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import { AppError } from "../../http/app-error";
import type { CalendarRepo, TriggerRow } from "./calendar.repo";

const DAY_MS = 86_400_000;
/** How far back a feed reaches. */
export const FEED_PAST_DAYS = 30;
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const invalid = (path: string, message: string) => new AppError("VALIDATION", { issues: [{ path, message }] });

/**
 * The trigger calendar. Triggers are part of an idea's paid analysis, so a trigger is shown only to
 * a viewer who may read that idea's analysis (hasFullAccess: the plan, or today's free idea); the
 * others are only counted.
 */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function createCalendarService(deps: { repo: CalendarRepo; dailyIdeaId: () => Promise<string | null>; appUrl: string; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  function range(query: Pick<CalendarQuery, "from" | "to">): { from: string; to: string } {
    const from = query.from ?? utcDay(now());
    const to = query.to ?? utcDay(utcMidnightPlusDays(new Date(`${from}T00:00:00Z`), CALENDAR_DEFAULT_DAYS));
    if (to < from) throw invalid("to", "to must not be before from");
    if (daysFrom(from, to) > CALENDAR_MAX_DAYS) throw invalid("to", `A calendar spans at most ${CALENDAR_MAX_DAYS} days`);
    return { from, to };
  }

  function toEntry(row: TriggerRow, today: string): CalendarEntry {
    const { trigger } = row;
    return {
      date: trigger.date,
      kind: trigger.kind,
      jurisdiction: trigger.jurisdiction,
      summary: trigger.summary,
      sourceUrl: trigger.source_url,
      outcome: trigger.outcome ?? null,
      idea: {
        slug: row.slug,
        title: row.title,
        category: row.category,
        isProPick: row.isProPick,
        window: triggerWindow(row.allTriggers.map((t) => t.date), today),
      },
    };
  }

  /** Splits rows into what the viewer may read and how many they may not. */
  async function visible(entitlements: Entitlements, rows: TriggerRow[]) {
    const dailyId = await deps.dailyIdeaId();
    const today = utcDay(now());
    const entries: CalendarEntry[] = [];
    let locked = 0;
    for (const row of rows) {
      if (hasFullAccess(entitlements, row, row.ideaId === dailyId)) entries.push(toEntry(row, today));
      else locked += 1;
    }
    return { entries, locked };
  }

  /**
   * Triggers from FEED_PAST_DAYS ago to CALENDAR_MAX_DAYS ahead (the feeds), optionally of some ideas
   * only, as the viewer may read them. The recent past stays so an event does not vanish from a
   * subscriber's calendar the day after it happens.
   */
  async function feed(entitlements: Entitlements, filter: { ideaIds?: readonly string[] } = {}) {
    const from = utcDay(utcMidnightPlusDays(now(), -FEED_PAST_DAYS));
    const to = utcDay(utcMidnightPlusDays(now(), CALENDAR_MAX_DAYS));
    return visible(entitlements, await deps.repo.triggersBetween({ from, to, ideaIds: filter.ideaIds }));
  }

  return {
    range,
    async calendar(entitlements: Entitlements, query: CalendarQuery): Promise<CalendarResponse> {
      const { from, to } = range(query);
      const rows = await deps.repo.triggersBetween({ from, to, category: query.category, kind: query.kind });
      return { from, to, ...(await visible(entitlements, rows)) };
    },

    feed,

    async feedStatus(userId: string): Promise<CalendarFeedStatus> {
      const createdAt = await deps.repo.feedCreatedAt(userId);
      return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
    },

    /** Makes the member's secret feed address (replacing any earlier one) and returns it, once. */
    async createFeed(entitlements: Entitlements, userId: string): Promise<CalendarFeedCreated> {
      if (!entitlements.canSave) throw new AppError("PERMISSION", { message: "Saving ideas comes with a member account" });
      const token = randomBytes(24).toString("base64url");
      const createdAt = await deps.repo.replaceFeed(userId, hashOf(token));
      return { url: `${deps.appUrl}/calendar/feeds/${token}.ics`, createdAt: createdAt.toISOString() };
    },

    revokeFeed: (userId: string) => deps.repo.revokeFeed(userId),

    /**
     * The entries of a secret feed: the owner's saved ideas' triggers, as their plan opens them today
     * (a lapsed plan narrows the feed like it narrows the site). Unknown or revoked: NOT_FOUND.
     */
    async secretFeed(token: string) {
      const owner = await deps.repo.feedOwner(hashOf(token));
      if (!owner) throw new AppError("NOT_FOUND", { message: "This calendar feed does not exist or was revoked" });
      const entitlements = entitlementsFor({ ...owner, role: owner.role === "admin" ? "admin" : "user" });
      const { entries } = await feed(entitlements, { ideaIds: await deps.repo.savedIdeaIds(owner.userId) });
      return entries;
    },

    /** An idea's window and next trigger date, for a viewer who may read its analysis. */
    async ideaWindow(entitlements: Entitlements, slug: string): Promise<IdeaWindowResponse> {
      const idea = await deps.repo.ideaTriggers(slug);
      if (!idea) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      if (!hasFullAccess(entitlements, idea, idea.id === (await deps.dailyIdeaId()))) {
        throw new AppError("PERMISSION", { message: "This idea's timeline is part of its full analysis" });
      }
      const today = utcDay(now());
      const dates = idea.triggers.map((t) => t.date);
      const ahead = dates.filter((date) => date >= today).sort();
      return { slug, window: triggerWindow(dates, today), nextDate: ahead[0] ?? null };
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
