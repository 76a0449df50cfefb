import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { ideas, ideaScoreHistory } from "../schema";
import { insertIdeaChange, recordIdeaChange } from "../../modules/history/index";

const SCORE_KEYS = ["opportunity", "problem", "feasibility", "why_now"] as const;
import type { IdeaFile } from "../../../shared/schemas/idea";

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

export interface SeedIdeasResult {
  inserted: number;
  updated: number;
  skippedAdminEdited: number;
}

/**
 * Upserts by slug. An idea an admin has edited since (edited_by_admin_at set) is left alone unless
 * `force`; counters (views, saves) and the first publication date are never reset.
 */
export async function seedIdeas(db: Db, files: IdeaFile[], options: { force: boolean; now?: Date }): Promise<SeedIdeasResult> {
  const now = options.now ?? new Date();
  const result: SeedIdeasResult = { inserted: 0, updated: 0, skippedAdminEdited: 0 };
  await db.transaction(async (tx) => {
    for (const file of files) {
      const row = ideaRowFromFile(file, now);
      const [before] = await tx.select().from(ideas).where(eq(ideas.slug, file.slug));
      const { slug: _slug, publishedAt: _publishedAt, ...changes } = row;
      const written = await tx
        .insert(ideas)
        .values(row)
        .onConflictDoUpdate({
          target: ideas.slug,
          set: {
            ...changes,
            publishedAt: sql`case when excluded.status = 'published' then coalesce(${ideas.publishedAt}, excluded.published_at) else null end`,
            editedByAdminAt: options.force ? null : sql`${ideas.editedByAdminAt}`,
          },
          setWhere: options.force ? undefined : sql`${ideas.editedByAdminAt} is null`,
        })
        .returning();
      if (written.length === 0) result.skippedAdminEdited += 1;
      else if (!before) result.inserted += 1;
      else {
        result.updated += 1;
        const id = before.id;
        // Every change a reader sees goes to the idea's history (issue 27 item 2), in this transaction.
        await recordIdeaChange((change) => insertIdeaChange(tx, change), {
          ideaId: id,
          before,
          after: written[0]!,
          origin: "catalogue",
          reason: file.score_change_reason ?? null,
          at: now,
        });
        // A re-scored idea keeps its old scores, the date and the file's reason (docs/scoring.md).
        // Scores are stored as float4: compare and keep them at the one decimal they are written with.
        const stored = { opportunity: before.scoreOpportunity, problem: before.scoreProblem, feasibility: before.scoreFeasibility, why_now: before.scoreWhyNow };
        const previous = Object.fromEntries(SCORE_KEYS.map((key) => [key, Math.round(stored[key] * 10) / 10])) as Record<(typeof SCORE_KEYS)[number], number>;
        if (SCORE_KEYS.some((key) => previous[key] !== Math.round(file.scores[key] * 10) / 10)) {
          await tx.insert(ideaScoreHistory).values({
            ideaId: id,
            changedAt: now,
            previous,
            current: { ...file.scores },
            reason: file.score_change_reason ?? "Re-scored in a catalogue update.",
          });
        }
      }
    }
  });
  return result;
}

export async function ideaCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ideas);
  return row?.n ?? 0;
}
