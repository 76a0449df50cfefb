import type { ideas } from "../../db/schema";
import type { IdeaFile } from "../../../shared/schemas/idea";

/**
 * An idea file as an ideas row. The admin editor (this module) and the seed (src/server/seed, through
 * this module's index) write rows the same way.
 */
export type IdeaInsert = typeof ideas.$inferInsert;

export function overallScore(scores: IdeaFile["scores"]): number {
  return Math.round(((scores.opportunity + scores.problem + scores.feasibility + scores.why_now) / 4) * 10) / 10;
}

/** One seed file as a row: sortable numbers as columns, the long-form analysis as one document. */
export function ideaRowFromFile(file: IdeaFile, now: Date): IdeaInsert {
  const { problem_narrative, solution_overview, ...rest } = file;
  const analysis = {
    why_now: rest.why_now,
    target_market: rest.target_market,
    market_size_analysis: rest.market_size_analysis,
    trends_analysis: rest.trends_analysis,
    main_competitor: rest.main_competitor,
    market_gap: rest.market_gap,
    competitive_landscape: rest.competitive_landscape,
    business_model: rest.business_model,
    monetization_strategy: rest.monetization_strategy,
    monetization_timeline: rest.monetization_timeline,
    execution_plan: rest.execution_plan,
    mvp_features: rest.mvp_features,
    weekend_mvp_scope: rest.weekend_mvp_scope,
    go_to_market_strategy: rest.go_to_market_strategy,
    resource_requirements: rest.resource_requirements,
    capital_required: rest.capital_required,
    required_skills: rest.required_skills,
    proof_signals: rest.proof_signals,
    community_signals: rest.community_signals,
    ...(rest.sources ? { sources: rest.sources } : {}),
    ...(rest.last_verified_at ? { last_verified_at: rest.last_verified_at } : {}),
    ...(rest.score_rationale ? { score_rationale: rest.score_rationale } : {}),
    ...(rest.triggers ? { triggers: rest.triggers } : {}),
    ...(rest.buyer_voice ? { buyer_voice: rest.buyer_voice } : {}),
    ...(rest.retirement ? { retirement: rest.retirement } : {}),
  };
  return {
    slug: file.slug,
    title: file.title,
    tagline: file.tagline,
    category: file.category,
    tags: file.tags,
    status: file.status,
    isProPick: file.is_pro_pick,
    isFeatured: file.is_featured,
    researchHours: file.research_hours,
    scoreOpportunity: file.scores.opportunity,
    scoreProblem: file.scores.problem,
    scoreFeasibility: file.scores.feasibility,
    scoreWhyNow: file.scores.why_now,
    scoreOverall: overallScore(file.scores),
    revenueMin: file.revenue_potential.min,
    revenueMax: file.revenue_potential.max,
    revenueMonthlyEstimate: file.revenue_potential.monthly_estimate,
    timeToMvpWeeks: file.time_to_mvp_weeks,
    executionDifficulty: file.execution_difficulty,
    goToMarketScore: file.go_to_market_score,
    keywordTerm: file.primary_keyword.term,
    keywordMonthlyVolume: file.primary_keyword.monthly_volume,
    keywordGrowthRate: file.primary_keyword.growth_rate,
    problemNarrative: problem_narrative,
    solutionOverview: solution_overview,
    analysis,
    publishedAt: file.status === "published" ? now : null,
    updatedAt: now,
  };
}
