import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ideas } from "../../db/schema";
import { cardsByIds, type CardRow } from "./catalogue-lists.repo";

/**
 * Read-only views of published ideas for the founder fit (issue 26): a light list of what changed
 * when, the few fields the fit reads (never the analysis document itself: a trigger copies what the
 * fit needs into fit_inputs whenever it is written, drizzle/0026), and cards by id for a ranked page.
 */

/** What the fit reads of an idea: the scores and fields it weighs, and the fit_inputs a trigger keeps. */
const fitSourceColumns = {
  id: ideas.id,
  slug: ideas.slug,
  category: ideas.category,
  isProPick: ideas.isProPick,
  timeToMvpWeeks: ideas.timeToMvpWeeks,
  executionDifficulty: ideas.executionDifficulty,
  opportunity: ideas.scoreOpportunity,
  problem: ideas.scoreProblem,
  feasibility: ideas.scoreFeasibility,
  whyNow: ideas.scoreWhyNow,
  publishedAt: ideas.publishedAt,
  requiredSkills: sql<string[] | null>`${ideas.fitInputs}->'required_skills'`,
  capitalRequired: sql<string | null>`${ideas.fitInputs}->>'capital_required'`,
  initialCosts: sql<string | null>`${ideas.fitInputs}->>'initial_costs'`,
  targetMarket: sql<string | null>`${ideas.fitInputs}->>'target_market'`,
  regulatedTerms: sql<string | null>`${ideas.fitInputs}->>'regulated_terms'`,
};

export function createFitInputsRepo(db: Db) {
  // The reads a personal page makes per request, prepared once (see cardsByIds).
  const cards = cardsByIds(db);
  const fitSourceOfSlug = db
    .select(fitSourceColumns)
    .from(ideas)
    .where(and(eq(ideas.status, "published"), eq(ideas.slug, sql.placeholder("slug"))))
    .prepare("fit_source_by_slug");
  return {
    /**
     * Every published idea's id and a stamp of the fields the fit reads, to refresh only what changed.
     * The analysis enters by its stored size, so a stamp never reads the document itself.
     */
    async publishedStamps(): Promise<{ id: string; stamp: string }[]> {
      const stamp = sql<string>`concat_ws('|', ${ideas.updatedAt}, ${ideas.slug}, ${ideas.category}, ${ideas.isProPick}, ${ideas.timeToMvpWeeks}, ${ideas.executionDifficulty}, ${ideas.scoreOpportunity}, ${ideas.scoreProblem}, ${ideas.scoreFeasibility}, ${ideas.scoreWhyNow}, ${ideas.publishedAt}, pg_column_size(${ideas.analysis}), pg_column_size(${ideas.solutionOverview}))`;
      return db.select({ id: ideas.id, stamp }).from(ideas).where(eq(ideas.status, "published"));
    },

    async fitSources(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select(fitSourceColumns).from(ideas).where(and(eq(ideas.status, "published"), inArray(ideas.id, ids)));
    },

    /** One published idea's fit source by slug (an idea page's fit needs no snapshot of the catalogue). */
    async fitSourceBySlug(slug: string) {
      const [row] = await fitSourceOfSlug.execute({ slug });
      return row ?? null;
    },

    /** Published ideas' cards by id (any order; the caller orders them). */
    cardsByIds: (ids: string[]): Promise<CardRow[]> => cards(ids),
  };
}
export type FitInputsRepo = ReturnType<typeof createFitInputsRepo>;
