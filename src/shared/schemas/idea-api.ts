import { z } from "zod";
import { ideaContentSchema } from "./idea";
import { IDEA_SORTS, SEARCH_MAX, TRENDING_PERIODS, TRENDING_SORTS } from "../catalogue-options";

/**
 * The catalogue over the API. Field names are camelCase like the rest of the API; the one exception
 * is `analysis`, which is the seed file's own document (snake_case, as the spec's Idea entity names it)
 * passed through unchanged.
 */

/** An idea's address in a URL path. */
export const ideaSlugParams = z.object({ slug: z.string().min(1).max(120).regex(/^[a-z0-9-]+$/, "Not a valid idea address") });

export const scoresSchema = z.object({
  opportunity: z.number(),
  problem: z.number(),
  feasibility: z.number(),
  whyNow: z.number(),
  overall: z.number(),
});

/** What a browse card shows; a card the viewer may not see is `{ locked: true }` and nothing else. */
export const ideaCardSchema = z.object({
  locked: z.literal(false),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  tagline: z.string(),
  category: z.string(),
  isProPick: z.boolean(),
  revenueMax: z.number(),
  executionDifficulty: z.number(),
  viewCount: z.number(),
  timeToMvpWeeks: z.number(),
  publishedAt: z.string().nullable(),
});
export const lockedCardSchema = z.object({ locked: z.literal(true) });
export const listCardSchema = z.discriminatedUnion("locked", [ideaCardSchema, lockedCardSchema]);
export type IdeaCard = z.infer<typeof ideaCardSchema>;
export type ListCard = z.infer<typeof listCardSchema>;

export const ideasListQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX, `Search terms can be at most ${SEARCH_MAX} characters`).optional(),
  category: z.string().trim().max(40).optional(),
  sort: z.enum(IDEA_SORTS).default("newest"),
  pro: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type IdeasListQuery = Partial<z.output<typeof ideasListQuery>>;

export const ideasListResponse = z.object({
  ideas: z.array(listCardSchema),
  total: z.number(),
  /** A search with more matches than it counts: the total is a lower bound ("1,000+"). */
  capped: z.boolean().optional(),
  page: z.number(),
  pageSize: z.number(),
});
export type IdeasListResponse = z.infer<typeof ideasListResponse>;

const fourScores = z.object({ opportunity: z.number(), problem: z.number(), feasibility: z.number(), whyNow: z.number() });

/** One change of an idea's scores: what they were, what they became, when and why (newest first). */
export const scoreChangeSchema = z.object({ changedAt: z.string(), previous: fourScores, current: fourScores, reason: z.string() });
export type ScoreChange = z.infer<typeof scoreChangeSchema>;

/** Header and scores: what everyone may see of a published idea. */
export const ideaHeaderSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  tagline: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  isProPick: z.boolean(),
  isFeatured: z.boolean(),
  isDaily: z.boolean(),
  viewCount: z.number(),
  saveCount: z.number(),
  isSaved: z.boolean(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  scores: scoresSchema,
  scoreHistory: z.array(scoreChangeSchema),
  /**
   * The idea began as an AI draft (the admin generator). Such an idea is published only after an
   * admin replaced every placeholder and cited its sources, so the page says it was edited by one.
   */
  draftedWithAi: z.boolean(),
});

export const ideaTeaserSchema = ideaHeaderSchema.extend({
  /** The first paragraph of the problem. */
  problemTeaser: z.string(),
});

export const ideaAnalysisSchema = ideaContentSchema.omit({ problem_narrative: true, solution_overview: true });

/**
 * What the research behind an idea amounts to, counted from its evidence (issue 24): the pages it
 * cites, the distinct claims those pages were checked against (a source's `supports` line; two
 * sources backing one claim count once), and when the claims were last checked.
 */
export const ideaEvidenceSchema = z.object({
  sources: z.number().int().nonnegative(),
  claimsChecked: z.number().int().nonnegative(),
  lastVerifiedAt: z.string().nullable(),
});
export type IdeaEvidence = z.infer<typeof ideaEvidenceSchema>;

export const ideaFullSchema = ideaHeaderSchema.extend({
  evidence: ideaEvidenceSchema,
  revenuePotential: z.object({ min: z.number(), max: z.number(), monthlyEstimate: z.number() }),
  timeToMvpWeeks: z.number(),
  executionDifficulty: z.number(),
  goToMarketScore: z.number(),
  primaryKeyword: z.object({ term: z.string(), monthlyVolume: z.number(), growthRate: z.number() }).nullable(),
  problemNarrative: z.string(),
  solutionOverview: z.string(),
  analysis: ideaAnalysisSchema,
});
export type IdeaTeaser = z.infer<typeof ideaTeaserSchema>;
export type IdeaFull = z.infer<typeof ideaFullSchema>;

export const ideaDetailResponse = z.discriminatedUnion("access", [
  z.object({ access: z.literal("full"), idea: ideaFullSchema }),
  z.object({ access: z.literal("teaser"), idea: ideaTeaserSchema }),
]);
export type IdeaDetailResponse = z.infer<typeof ideaDetailResponse>;

/** GET /api/v1/ideas/daily: today's idea (UTC), free in full for its 24 hours. */
export const dailyIdeaResponse = z.object({ day: z.string(), expiresAt: z.string(), subject: z.string().optional(), idea: ideaFullSchema.nullable() });
export type DailyIdeaResponse = z.infer<typeof dailyIdeaResponse>;


export const trendingQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX, `Search terms can be at most ${SEARCH_MAX} characters`).optional(),
  period: z.enum(TRENDING_PERIODS).default("7d"),
  sort: z.enum(TRENDING_SORTS).default("trending"),
  category: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TrendingQuery = Partial<z.output<typeof trendingQuery>>;

/**
 * A trending item: what an idea page shows anyone (title, tagline, category, Pro Pick, opportunity
 * score) plus the signals it is ranked by, and the card's numbers (`metrics`), which unpaid viewers
 * get only for the preview ideas (ADR 010); otherwise `metrics` is null.
 */
export const trendingItemSchema = ideaCardSchema.pick({ id: true, slug: true, title: true, tagline: true, category: true, isProPick: true }).extend({
  opportunityScore: z.number(),
  /** Views counted in the chosen period (one per viewer per day). */
  periodViews: z.number(),
  metrics: ideaCardSchema
    .pick({ revenueMax: true, executionDifficulty: true, viewCount: true, timeToMvpWeeks: true })
    .extend({ keywordGrowthRate: z.number().nullable() })
    .nullable(),
});
export type TrendingItem = z.infer<typeof trendingItemSchema>;

export const trendingResponse = z.object({
  ideas: z.array(trendingItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** False for visitors and free users: they get the top items and no further pages. */
  paginated: z.boolean(),
});
export type TrendingResponse = z.infer<typeof trendingResponse>;

export const checklistSchema = z.object({ items: z.array(z.string()), done: z.array(z.boolean()) });
export const checklistBody = z.object({ done: z.array(z.boolean()).length(7, "The checklist has 7 items") }).strict();
export const builderResponse = z.object({
  tools: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      icon: z.string(),
      tagline: z.string(),
      strengths: z.array(z.string()),
      timeEstimate: z.string(),
      bestFor: z.string(),
      prompt: z.string(),
      /** Null when the tool builds the whole stack; otherwise the part it builds and why. */
      fit: z.string().nullable(),
    }),
  ),
  /** The one stack every prompt names, and what in the idea chose it. */
  stack: z.object({ summary: z.string(), reason: z.string() }),
  checklist: checklistSchema,
});
export type BuilderResponse = z.infer<typeof builderResponse>;
