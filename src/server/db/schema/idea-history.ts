import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { ideas } from "./ideas";

/**
 * One published change to an idea (issue 27 item 2), as a list of what moved: scores (with the
 * reason given), sections rewritten, sources added or removed, the status, trigger dates. Written
 * by the admin editor and by the seed when a changed idea file is loaded again.
 */
export type IdeaChangeItem =
  | { kind: "score"; key: "opportunity" | "problem" | "feasibility" | "why_now"; from: number; to: number }
  | { kind: "section"; section: string }
  | { kind: "source_added"; url: string; title: string }
  | { kind: "source_removed"; url: string; title: string }
  | { kind: "status"; from: string; to: string }
  | { kind: "trigger"; summary: string; from: string | null; to: string | null };

export const ideaChanges = pgTable(
  "idea_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** "admin" (the editor) or "catalogue" (a changed idea file loaded by the seed). */
    origin: text("origin").notNull(),
    items: jsonb("items").$type<IdeaChangeItem[]>().notNull(),
    /** Why the scores moved, when they did. */
    reason: text("reason"),
    /** A score moved by 1 or more, the idea was archived, or a trigger date moved: savers who asked are mailed. */
    material: boolean("material").notNull(),
    /** When the savers' mails for a material change were written (null: not yet). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [index("idea_changes_idea_idx").on(t.ideaId, t.changedAt), index("idea_changes_unnotified_idx").on(t.changedAt).where(sql`material and notified_at is null`)],
);

/**
 * A member's choice of mail about the ideas they saved. No row: only a retirement is mailed (what
 * members had before the choice existed); "material": every material change; "none": nothing.
 */
export const ideaChangeMail = pgTable("idea_change_mail", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mode: text("mode").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The link checker's last answer for each source of an idea (issue 27 item 4). */
export const ideaSourceChecks = pgTable(
  "idea_source_checks",
  {
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** The HTTP status, or null when no answer came (refused, timed out). */
    httpStatus: integer("http_status"),
    ok: boolean("ok").notNull(),
    error: text("error"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.url] }), index("idea_source_checks_checked_idx").on(t.checkedAt)],
);

/** Who last confirmed an idea in the review queue, and when ("verified, nothing changed"). */
export const ideaVerifications = pgTable("idea_verifications", {
  ideaId: uuid("idea_id")
    .primaryKey()
    .references(() => ideas.id, { onDelete: "cascade" }),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
  verifiedBy: text("verified_by").references(() => users.id, { onDelete: "set null" }),
});
