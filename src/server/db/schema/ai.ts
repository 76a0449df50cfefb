import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { ideas } from "./ideas";

export const aiResearchRequests = pgTable(
  "ai_research_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    ideaText: text("idea_text").notNull(),
    category: text("category"),
    status: text("status").notNull().default("pending"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    model: text("model"),
    /** The builder's PRD and landing copy as a model wrote them for this report (the built-in ones are computed on demand). */
    builderDocuments: jsonb("builder_documents").$type<{ model: string; writtenAt: string; documents: { id: "prd" | "landing"; title: string; markdown: string }[] }>(),
    /** The owner's ticks on the report builder's launch checklist. */
    builderChecklist: jsonb("builder_checklist").$type<boolean[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("ai_research_requests_user_idx").on(t.userId, t.createdAt)],
);

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id").references(() => ideas.id, { onDelete: "set null" }),
    /** The founder's own idea the chat is about: one of their validation reports (issue 22). */
    reportId: uuid("report_id").references(() => aiResearchRequests.id, { onDelete: "set null" }),
    /**
     * In a chat not started from an idea or a report, the catalogue idea the conversation is on now:
     * follow-ups ("how should I price it?") are answered about it until a message turns to another.
     */
    topicIdeaId: uuid("topic_idea_id").references(() => ideas.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    totalMessages: integer("total_messages").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_sessions_user_idx").on(t.userId, t.lastMessageAt)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_session_idx").on(t.sessionId, t.createdAt)],
);

/**
 * One row per call to the configured model (issue 23, item 6): which AI tool made it, for whom, with
 * what model, and the tokens the provider reported. The admin's usage view and the daily spending cap
 * are computed from it. Token counts are null when the provider never reported them (a stream cut
 * before its final chunk). The member's id is cleared when the account is deleted; the figures stay.
 */
export const aiCalls = pgTable(
  "ai_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tool: text("tool").notNull(),
    model: text("model").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_calls_created_idx").on(t.createdAt)],
);

/**
 * How many published ideas use each word of the search index (issue 23, issue 30): the analyst
 * weighs a founder's words by how rare they are in the catalogue, and counting them per validation
 * cost 15-45 ms on PGlite and 1.15 s at 100,000 ideas. Rebuilt from ts_stat off the request path
 * (modules/ai/catalogue-terms.ts) and trusted only while catalogue_terms_state says it is current.
 */
export const catalogueTerms = pgTable("catalogue_terms", {
  lexeme: text("lexeme").primaryKey(),
  ndoc: integer("ndoc").notNull(),
});

/**
 * One row: `generation` is raised by a trigger on every statement that changes what the index holds
 * (drizzle/0024); `builtGeneration` is the generation the table was built at. Equal: the counts are
 * current; otherwise the analyst counts live and a rebuild is started.
 */
export const catalogueTermsState = pgTable("catalogue_terms_state", {
  id: integer("id").primaryKey(),
  generation: bigint("generation", { mode: "number" }).notNull().default(1),
  builtGeneration: bigint("built_generation", { mode: "number" }).notNull().default(0),
  builtAt: timestamp("built_at", { withTimezone: true }),
});
