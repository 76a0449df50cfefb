import { z } from "zod";
import { CATEGORIES } from "../categories";
import { TRIGGER_KINDS } from "../trigger-windows";

/**
 * An idea as written in data/ideas/{slug}.json and validated by `npm run seed`. Field names follow
 * the spec's Idea entity. Everything the spec lists is required here, so every seeded idea is complete.
 */
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const score = z.number().min(0).max(10);
const usd = z.number().int().nonnegative();

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const competitorSchema = z.object({
  name: text(2, 80),
  strengths: z.array(text(2, 200)).min(1).max(6),
  weaknesses: z.array(text(2, 200)).min(1).max(6),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

/** A page we opened, when, and the claim in the idea it supports (docs/scoring.md). */
export const ideaSourceSchema = z.object({
  url: z.string().url().max(500).startsWith("http"),
  title: text(3, 200),
  accessed: isoDate,
  supports: text(10, 400),
});
export type IdeaSource = z.infer<typeof ideaSourceSchema>;

/**
 * A dated event the idea's timing rests on (a rule taking effect, a filing deadline, a platform
 * change). Stored as data so pages can say "in 3 weeks" or "passed" relative to the reader's today;
 * once the date has passed, `outcome` says what actually happened.
 */
export { TRIGGER_KINDS };
export const ideaTriggerSchema = z.object({
  date: isoDate,
  kind: z.enum(TRIGGER_KINDS),
  /** "US", "US-CA", "EU", "UK", "global"... */
  jurisdiction: text(2, 40),
  summary: text(10, 300),
  source_url: z.string().url().max(500).startsWith("http"),
  outcome: text(10, 400).optional(),
});
export type IdeaTrigger = z.infer<typeof ideaTriggerSchema>;

/** A dated place where buyers describe the problem in their own words, quoted briefly. */
export const buyerVoiceSchema = z.object({
  url: z.string().url().max(500).startsWith("http"),
  /** Where it was said: "r/smallbusiness thread", "G2 review of X", "Shopify Community post". */
  place: text(3, 160),
  /** When it was said (YYYY-MM-DD, or YYYY-MM-01 when only the month is known). */
  date: isoDate,
  quote: text(10, 320),
});
export type BuyerVoice = z.infer<typeof buyerVoiceSchema>;

/** Why an archived idea left the catalogue (issue 27): shown in public on /retired, unlike the analysis. */
export const ideaRetirementSchema = z
  .object({
    date: isoDate,
    reason: text(20, 400),
    source_url: z.string().url().optional(),
  })
  .strict();
export type IdeaRetirement = z.infer<typeof ideaRetirementSchema>;

/** One line per score saying what evidence set it (docs/scoring.md). */
export const scoreRationaleSchema = z.object({
  opportunity: text(10, 300),
  problem: text(10, 300),
  feasibility: text(10, 300),
  why_now: text(10, 300),
});

export const ideaContentSchema = z.object({
  problem_narrative: text(200, 4000),
  solution_overview: text(150, 3000),
  why_now: text(100, 2000),
  target_market: text(20, 600),
  market_size_analysis: z.object({
    total_addressable_market: text(10, 600),
    serviceable_addressable_market: text(10, 600),
    serviceable_obtainable_market: text(10, 600),
    market_growth_rate: text(2, 200),
  }),
  trends_analysis: z.object({ key_trends: z.array(text(10, 300)).min(3).max(8) }),
  main_competitor: text(2, 200),
  market_gap: text(40, 1000),
  competitive_landscape: z.object({
    competitive_advantage: text(40, 1000),
    direct_competitors: z.array(competitorSchema).min(1).max(6),
  }),
  business_model: z.object({
    pricing_model: text(20, 600),
    tiers: z
      .array(z.object({ name: text(2, 40), price: text(1, 40), features: z.array(text(2, 160)).min(1).max(8) }))
      .min(1)
      .max(4),
  }),
  monetization_strategy: z.object({ tier1: text(20, 400), tier2: text(20, 400), tier3: text(20, 400) }),
  monetization_timeline: z.object({
    month_1_3: text(10, 400),
    month_4_6: text(10, 400),
    month_7_12: text(10, 400),
    year_2: text(10, 400),
  }),
  execution_plan: text(100, 3000),
  mvp_features: z.object({
    core_features: z.array(text(5, 200)).min(3).max(10),
    nice_to_have: z.array(text(5, 200)).min(2).max(10),
  }),
  weekend_mvp_scope: z.array(text(10, 300)).min(3).max(8),
  go_to_market_strategy: z.object({ channels: z.array(text(5, 200)).min(3).max(10), launch_strategy: text(40, 1500) }),
  resource_requirements: z.object({ time_investment: text(5, 300), initial_costs: text(5, 300), team_needs: text(5, 300) }),
  capital_required: text(2, 100),
  required_skills: z.array(text(2, 80)).min(2).max(10),
  proof_signals: text(40, 1500),
  community_signals: z.object({
    // One unit everywhere (docs/scoring.md): members summed over the listed subreddits, new posts a
    // month across them; null when not measured, never guessed.
    reddit: z.object({
      subreddits: z.array(z.string().regex(/^r\/[A-Za-z0-9_]{2,21}$/)).min(1).max(8),
      total_members: usd.nullable(),
      monthly_posts: usd.nullable(),
    }),
    facebook: z.object({ groups: z.array(text(3, 120)).max(6), total_members: usd.nullable() }),
    youtube: z.object({ channels: z.array(text(2, 120)).max(6), score: score }),
  }),
  // Evidence (docs/scoring.md), part of the analysis a reader pays for. Every new idea carries it;
  // the original 63 gain it as they are re-verified.
  sources: z.array(ideaSourceSchema).min(3).max(20).optional(),
  last_verified_at: isoDate.optional(),
  score_rationale: scoreRationaleSchema.optional(),
  triggers: z.array(ideaTriggerSchema).max(8).optional(),
  buyer_voice: z.array(buyerVoiceSchema).min(1).max(6).optional(),
  retirement: ideaRetirementSchema.optional(),
});
export type IdeaContent = z.infer<typeof ideaContentSchema>;

export const ideaFileSchema = z
  .object({
    slug: z.string().regex(SLUG_PATTERN, "lower-case words joined by hyphens").max(120),
    title: text(5, 120),
    tagline: text(10, 200),
    category: z.enum(CATEGORIES),
    tags: z.array(text(2, 40)).min(2).max(10),
    status: z.enum(["draft", "published", "archived"]).default("published"),
    is_pro_pick: z.boolean(),
    is_featured: z.boolean().default(false),
    /** Time actually logged researching this idea, to one decimal: never a target. */
    research_hours: z.number().min(0.1).max(500),
    scores: z.object({ opportunity: score, problem: score, feasibility: score, why_now: score }),
    revenue_potential: z.object({ min: usd, max: usd, monthly_estimate: usd }),
    time_to_mvp_weeks: z.number().int().min(1).max(52),
    execution_difficulty: z.number().int().min(1).max(10),
    go_to_market_score: score,
    primary_keyword: z.object({ term: text(2, 100), monthly_volume: usd, growth_rate: z.number().min(-100).max(10000) }),
  })
  .extend(ideaContentSchema.shape)
  .extend({
    /** Why the scores changed since the last seed: kept in the idea's score history. */
    score_change_reason: text(10, 300).optional(),
  })
  .strict()
  .refine((idea) => idea.revenue_potential.min <= idea.revenue_potential.max, {
    message: "revenue_potential.min must not exceed max",
    path: ["revenue_potential", "min"],
  });
export type IdeaFile = z.infer<typeof ideaFileSchema>;
