import { z } from "zod";
import { CATEGORIES } from "../categories";
import { ideaFileSchema } from "./idea";
import { AI_ENGINES, groundingIdeaSchema } from "./ai";

/** The shortest brief the generator accepts (an empty one means "no brief"). */
export const GENERATE_BRIEF_MIN = 10;

/** POST /api/v1/admin/generate-idea (admin only). The spec's message for a missing category. */
export const generateIdeaBody = z.object({
  category: z.enum(CATEGORIES, "Please select a category"),
  prompt: z
    .string()
    .trim()
    .max(1000, "Keep the prompt to at most 1,000 characters")
    // A word or two gives the generator nothing to find close ideas by or to title the draft from.
    .refine((brief) => brief === "" || brief.length >= GENERATE_BRIEF_MIN, `Write a brief of at least ${GENERATE_BRIEF_MIN} characters, or leave it empty to draft from the category's best ideas`)
    .optional()
    .default(""),
});
export type GenerateIdeaBody = z.input<typeof generateIdeaBody>;

const file = ideaFileSchema.shape;

/**
 * What the generator drafts: an idea in the idea-file shape (data/ideas/*.json, the admin idea form),
 * without what only people can supply: the slug and status (the form sets them), research hours
 * (logged by the admin, never invented) and the evidence (sources, verification date, score
 * rationale), which a draft cannot have until someone does the research.
 */
export const generatedIdeaSchema = z.object({
  title: file.title,
  tagline: file.tagline,
  category: file.category,
  tags: file.tags,
  scores: file.scores,
  revenue_potential: file.revenue_potential,
  time_to_mvp_weeks: file.time_to_mvp_weeks,
  execution_difficulty: file.execution_difficulty,
  go_to_market_score: file.go_to_market_score,
  primary_keyword: file.primary_keyword,
  problem_narrative: file.problem_narrative,
  solution_overview: file.solution_overview,
  why_now: file.why_now,
  target_market: file.target_market,
  market_size_analysis: file.market_size_analysis,
  trends_analysis: file.trends_analysis,
  main_competitor: file.main_competitor,
  market_gap: file.market_gap,
  competitive_landscape: file.competitive_landscape,
  business_model: file.business_model,
  monetization_strategy: file.monetization_strategy,
  monetization_timeline: file.monetization_timeline,
  execution_plan: file.execution_plan,
  mvp_features: file.mvp_features,
  weekend_mvp_scope: file.weekend_mvp_scope,
  go_to_market_strategy: file.go_to_market_strategy,
  resource_requirements: file.resource_requirements,
  capital_required: file.capital_required,
  required_skills: file.required_skills,
  proof_signals: file.proof_signals,
  community_signals: file.community_signals,
});
export type GeneratedIdea = z.infer<typeof generatedIdeaSchema>;

export const generateIdeaResponse = z.object({
  data: z.object({
    draft: generatedIdeaSchema,
    engine: z.enum(AI_ENGINES),
    model: z.string().nullable(),
    /** Stored with the idea when it is saved (ideas.ai_drafted_by): "model:<name>" or "builtin". */
    draftedBy: z.string(),
    /** The catalogue ideas the draft drew on, linked in the UI. */
    basedOn: z.array(groundingIdeaSchema),
    /** What the admin must check or research before publishing (always at least one line). */
    needsResearch: z.array(z.string()).min(1),
  }),
});
export type GenerateIdeaResult = z.infer<typeof generateIdeaResponse>["data"];
