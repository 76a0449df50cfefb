import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { IdeaContent } from "../../../shared/schemas/idea";
import { users } from "./auth";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const ideaStatusEnum = pgEnum("idea_status", ["draft", "published", "archived"]);

/** The analysis a teaser never carries: everything but the header, scores and problem text. */
export type IdeaAnalysis = Omit<IdeaContent, "problem_narrative" | "solution_overview">;

/**
 * Ideas. Header fields, scores and numbers that are filtered or sorted on are columns; the long-form
 * analysis is one jsonb document so a teaser query can leave it out entirely.
 */
export const ideas = pgTable(
  "ideas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    tagline: text("tagline").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    status: ideaStatusEnum("status").notNull().default("draft"),
    isProPick: boolean("is_pro_pick").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    shareCount: integer("share_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    aiResearchCount: integer("ai_research_count").notNull().default(0),
    // Hours actually logged, to one decimal (docs/scoring.md).
    researchHours: real("research_hours").notNull().default(0),
    scoreOpportunity: real("score_opportunity").notNull().default(8),
    scoreProblem: real("score_problem").notNull().default(7),
    scoreFeasibility: real("score_feasibility").notNull().default(7),
    scoreWhyNow: real("score_why_now").notNull().default(9),
    /** The mean of the four scores, kept by the writer so "highest-rated" can use an index. */
    scoreOverall: real("score_overall").notNull().default(7.75),
    revenueMin: integer("revenue_min").notNull().default(0),
    revenueMax: integer("revenue_max").notNull().default(0),
    revenueMonthlyEstimate: integer("revenue_monthly_estimate").notNull().default(0),
    timeToMvpWeeks: integer("time_to_mvp_weeks").notNull().default(12),
    executionDifficulty: integer("execution_difficulty").notNull().default(5),
    goToMarketScore: real("go_to_market_score").notNull().default(7),
    keywordTerm: text("keyword_term"),
    keywordMonthlyVolume: integer("keyword_monthly_volume"),
    keywordGrowthRate: real("keyword_growth_rate"),
    problemNarrative: text("problem_narrative").notNull().default(""),
    solutionOverview: text("solution_overview").notNull().default(""),
    analysis: jsonb("analysis").$type<IdeaAnalysis>(),
    /**
     * The few analysis fields the founder fit reads (required skills, capital, initial costs, target
     * market) and the regulated-data terms (HIPAA, PHI, FERPA...) the analysis and solution name,
     * written by a trigger whenever either is (drizzle/0026), so the fit never reads the documents: at
     * 100,000 ideas doing so made the fit snapshot's first load 45 s.
     */
    fitInputs: jsonb("fit_inputs").$type<{ required_skills: unknown; capital_required: string | null; initial_costs: string | null; target_market: string | null; regulated_terms: string | null }>(),
    /** Set when an admin edits the idea, so the seeder never overwrites that edit unless forced. */
    editedByAdminAt: timestamp("edited_by_admin_at", { withTimezone: true }),
    /** The engine that drafted an idea from the admin generator ("model:<name>" or "builtin"); null when written by people. */
    aiDraftedBy: text("ai_drafted_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("ideas_category_idx").on(t.category),
    // One index per browse sort, each matching its ORDER BY (desc, nulls last, then id).
    index("ideas_sort_popular_idx").on(t.status, t.viewCount.desc(), t.id),
    index("ideas_sort_rated_idx").on(t.status, t.scoreOverall.desc(), t.id),
    index("ideas_sort_trending_idx").on(t.status, t.keywordGrowthRate.desc(), t.id),
    index("ideas_sort_newest_idx").on(t.status, t.publishedAt.desc(), t.id),
  ],
);

/**
 * What catalogue search matches (docs/decisions/011-search.md), one row per published idea, kept from
 * ideas by the idea_search_sync trigger (drizzle/0029). Apart from ideas so a search reads narrow rows:
 * the filter columns and the title vector sit in the row (about 20 rows a page, against one wide idea
 * row per match before), the long vectors are stored out of line (toast_tuple_target 128) and read
 * only through their GIN indexes. Counting a view no longer rewrites any vector (issue 30).
 */
export const ideaSearch = pgTable(
  "idea_search",
  {
    ideaId: uuid("idea_id")
      .primaryKey()
      .references(() => ideas.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    isProPick: boolean("is_pro_pick").notNull(),
    scoreOverall: real("score_overall").notNull(),
    /** Title (weight A) and tagline (B): searched and ranked first. */
    titleVector: tsvector("title_vector").notNull(),
    /** What anyone may read (ADR 010): the title vector and the problem's first paragraph (C). */
    publicVector: tsvector("public_vector").notNull(),
    /** Everything a paying member may match: the title vector, problem and solution (C). */
    fullVector: tsvector("full_vector").notNull(),
  },
  (t) => [
    index("idea_search_title_idx").using("gin", t.titleVector),
    index("idea_search_public_idx").using("gin", t.publicVector),
    index("idea_search_full_idx").using("gin", t.fullVector),
  ],
);

/**
 * The words of the catalogue (kept by a trigger on ideas, drizzle/0008): typo-tolerant search finds
 * the nearest real word here by trigram similarity, then searches for it.
 */
export const searchTerms = pgTable(
  "search_terms",
  { word: text("word").primaryKey() },
  (t) => [index("search_terms_word_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

/** The four scores as stored in a history entry. */
export interface ScoreSet {
  opportunity: number;
  problem: number;
  feasibility: number;
  why_now: number;
}

/**
 * How our judgement of an idea changed: every change of its scores (re-seed or admin edit) keeps the
 * old and new values, when, and why. Shown on the idea page (docs/scoring.md).
 */
export const ideaScoreHistory = pgTable(
  "idea_score_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    previous: jsonb("previous").$type<ScoreSet>().notNull(),
    current: jsonb("current").$type<ScoreSet>().notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [index("idea_score_history_idea_idx").on(t.ideaId, t.changedAt)],
);

/** The idea of the day, one row per UTC date: set by an admin or picked by the scheduler. */
export const dailyIdeas = pgTable("daily_ideas", {
  day: date("day").primaryKey(),
  ideaId: uuid("idea_id")
    .notNull()
    .references(() => ideas.id, { onDelete: "cascade" }),
  setBy: text("set_by").references(() => users.id, { onDelete: "set null" }),
  emailSubject: text("email_subject").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});

export const savedIdeas = pgTable(
  "saved_ideas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_ideas_user_idea_idx").on(t.userId, t.ideaId)],
);

/** One row per viewer (user or visitor cookie) per idea per UTC day: the view counter's dedupe. */
export const ideaViews = pgTable(
  "idea_views",
  {
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    day: date("day").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ideaId, t.viewerKey, t.day] }),
    index("idea_views_user_idx").on(t.userId),
    // Trending counts a period's views per idea: an index-only scan over the period's days.
    index("idea_views_day_idea_idx").on(t.day, t.ideaId),
  ],
);

/** The builder modal's launch checklist, kept per user and idea. */
export const builderChecklists = pgTable(
  "builder_checklists",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => ideas.id, { onDelete: "cascade" }),
    done: jsonb("done").$type<boolean[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ideaId] })],
);

/**
 * Published ideas per category and Pro Pick flag, kept exact by a trigger on ideas (drizzle/0004),
 * so a listing's total does not count 100,000 rows on every request.
 */
export const ideaCounts = pgTable(
  "idea_counts",
  {
    category: text("category").notNull(),
    isProPick: boolean("is_pro_pick").notNull(),
    published: integer("published").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.isProPick] })],
);

/**
 * Trending's ranking of a period (issue 9): views per idea since a day ("all" for every day), with
 * the idea's growth copied for the tie-break, rebuilt when older than TRENDING_REFRESH_SECONDS. A
 * trending page walks its index in order instead of counting and joining the period's views on
 * every request (200-250 ms at 100,000 ideas).
 */
export const trendingRanks = pgTable(
  "trending_ranks",
  {
    /** The first day counted (YYYY-MM-DD), or "all". */
    since: text("since").notNull(),
    // No foreign key: a rebuild inserts a row per viewed idea, and a deleted idea's row is harmless
    // (pages join ideas) until the next rebuild drops it.
    ideaId: uuid("idea_id").notNull(),
    views: integer("views").notNull(),
    growth: real("growth"),
  },
  (t) => [
    primaryKey({ columns: [t.since, t.ideaId] }),
    index("trending_ranks_order_idx").on(t.since, t.views.desc().nullsLast(), t.growth.desc().nullsLast(), t.ideaId),
  ],
);

/** When each ranking in trending_ranks was last rebuilt. */
export const trendingRefreshes = pgTable("trending_refreshes", {
  since: text("since").primaryKey(),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull(),
});
