import { boolean, date, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { ideas, savedIdeas } from "./ideas";

/** src/shared/pipeline.ts lists the same stages in the same order (issue 26 item 4). */
export const pipelineStageEnum = pgEnum("pipeline_stage", ["saved", "exploring", "testing", "building", "launched", "dropped"]);

/**
 * A saved idea's place in the member's pipeline. There is one notion of "saved": a saved idea without a
 * row here is at the stage "saved"; a row exists once the member moves it or writes a note, and goes
 * with the saved row when the idea is unsaved (cascade). user_id and idea_id copy the saved row's so
 * "how many members are building this idea" is one indexed count.
 */
export const pipelineEntries = pgTable(
  "pipeline_entries",
  {
    savedId: uuid("saved_id")
      .primaryKey()
      .references(() => savedIdeas.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    stage: pipelineStageEnum("stage").notNull().default("saved"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Required when the stage is "dropped", cleared when the idea moves on. */
    dropReason: text("drop_reason"),
    notes: text("notes").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pipeline_entries_idea_stage_idx").on(t.ideaId, t.stage), index("pipeline_entries_user_idx").on(t.userId)],
);

/** Every move, with its date (and the reason for a drop): the pipeline's history and export. */
export const pipelineMoves = pgTable(
  "pipeline_moves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    savedId: uuid("saved_id")
      .notNull()
      .references(() => pipelineEntries.savedId, { onDelete: "cascade" }),
    fromStage: pipelineStageEnum("from_stage").notNull(),
    toStage: pipelineStageEnum("to_stage").notNull(),
    reason: text("reason"),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pipeline_moves_saved_idx").on(t.savedId, t.movedAt)],
);

/**
 * A member's one-week test of an idea: the test as it was offered when they committed (kept as text,
 * so a later change to the idea never rewrites what they ran), the day it is due, and the result.
 * Private; only with share_result does it count in the idea's aggregate.
 */
export const ideaTests = pgTable(
  "idea_tests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    savedId: uuid("saved_id")
      .notNull()
      .references(() => pipelineEntries.savedId, { onDelete: "cascade" }),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    stopRule: text("stop_rule").notNull(),
    dueOn: date("due_on").notNull(),
    committedAt: timestamp("committed_at", { withTimezone: true }).notNull().defaultNow(),
    /** null until logged. */
    passed: boolean("passed"),
    resultNote: text("result_note"),
    loggedAt: timestamp("logged_at", { withTimezone: true }),
    shareResult: boolean("share_result").notNull().default(false),
  },
  (t) => [index("idea_tests_saved_idx").on(t.savedId), index("idea_tests_idea_idx").on(t.ideaId)],
);
