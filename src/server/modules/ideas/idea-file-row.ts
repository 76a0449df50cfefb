import type { IdeaFile } from "../../../shared/schemas/idea";
import type { IdeaFormValue } from "../../../shared/schemas/admin-ideas";
import { ideaRowFromFile, type IdeaInsert } from "./idea-row";
import type { IdeaRow } from "./ideas.repo";

/**
 * What a draft's missing numbers are stored as (the columns are not null). Zeros say "not entered";
 * the spec's defaults are used only where it names one (time to MVP 12 weeks, difficulty 5).
 */
const DRAFT_BLANKS = {
  tags: [],
  is_pro_pick: false,
  is_featured: false,
  research_hours: 0,
  scores: { opportunity: 0, problem: 0, feasibility: 0, why_now: 0 },
  revenue_potential: { min: 0, max: 0, monthly_estimate: 0 },
  time_to_mvp_weeks: 12,
  execution_difficulty: 5,
  go_to_market_score: 0,
  // Stored as null keyword columns below: a draft without a keyword has none.
  primary_keyword: { term: "", monthly_volume: 0, growth_rate: 0 },
  problem_narrative: "",
  solution_overview: "",
} satisfies Partial<IdeaFile>;

/**
 * An idea-file value (complete, or a draft with fields left out) as a row, through the seed's own
 * mapping: a draft's analysis keeps only the sections that were given.
 */
export function ideaRowFromValue(value: IdeaFormValue & Pick<IdeaFile, "slug" | "title" | "tagline" | "category" | "status">, now: Date): IdeaInsert {
  const row = ideaRowFromFile({ ...DRAFT_BLANKS, ...value } as IdeaFile, now);
  const analysis = Object.fromEntries(Object.entries(row.analysis ?? {}).filter(([, section]) => section !== undefined));
  return {
    ...row,
    analysis: analysis as IdeaInsert["analysis"],
    keywordTerm: value.primary_keyword?.term ?? null,
    keywordMonthlyVolume: value.primary_keyword?.monthly_volume ?? null,
    keywordGrowthRate: value.primary_keyword?.growth_rate ?? null,
  };
}

const ZERO_PLACEHOLDERS = ["research_hours", "scores", "revenue_potential", "go_to_market_score"] as const;
const isBlank = (value: unknown) => value === "" || (Array.isArray(value) && value.length === 0);

/**
 * A stored idea in the idea-file shape, field by field (the inverse of ideaRowFromFile). A row
 * without a keyword gets an empty one ("" and zeros) when `keyword` is "filled" (the export, a
 * complete seed file) and none when it is "when-set" (the admin form: not entered).
 */
export function ideaFileFromRow(row: IdeaRow, keyword: "filled" | "when-set"): IdeaFile {
  const primaryKeyword =
    row.keywordTerm !== null || keyword === "filled"
      ? { primary_keyword: { term: row.keywordTerm ?? "", monthly_volume: row.keywordMonthlyVolume ?? 0, growth_rate: row.keywordGrowthRate ?? 0 } }
      : {};
  return {
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    category: row.category as IdeaFile["category"],
    tags: row.tags,
    status: row.status,
    is_pro_pick: row.isProPick,
    is_featured: row.isFeatured,
    research_hours: row.researchHours,
    scores: { opportunity: row.scoreOpportunity, problem: row.scoreProblem, feasibility: row.scoreFeasibility, why_now: row.scoreWhyNow },
    revenue_potential: { min: row.revenueMin, max: row.revenueMax, monthly_estimate: row.revenueMonthlyEstimate },
    time_to_mvp_weeks: row.timeToMvpWeeks,
    execution_difficulty: row.executionDifficulty,
    go_to_market_score: row.goToMarketScore,
    ...primaryKeyword,
    problem_narrative: row.problemNarrative,
    solution_overview: row.solutionOverview,
    ...row.analysis,
  } as IdeaFile;
}

/** A stored idea as the admin form's value: the idea-file shape with empty fields left out. */
export function ideaValueFromRow(row: IdeaRow): IdeaFormValue {
  const value: Record<string, unknown> = ideaFileFromRow(row, "when-set");
  // Scores and rates are float4 columns: give them back at the one decimal they are written with.
  const scores = value.scores as Record<string, number>;
  for (const key of Object.keys(scores)) scores[key] = Math.round(scores[key]! * 10) / 10;
  value.go_to_market_score = Math.round(row.goToMarketScore * 10) / 10;
  value.research_hours = Math.round(row.researchHours * 10) / 10;
  // A draft's unentered numbers were stored as DRAFT_BLANKS: give them back as not entered.
  // (Only the zero placeholders: flags and the spec's defaults are real values either way.)
  const unentered = (key: string, field: unknown) =>
    row.status !== "published" && ZERO_PLACEHOLDERS.includes(key as never) && JSON.stringify(field) === JSON.stringify(DRAFT_BLANKS[key as keyof typeof DRAFT_BLANKS]);
  return Object.fromEntries(Object.entries(value).filter(([key, field]) => !isBlank(field) && !unentered(key, field))) as IdeaFormValue;
}
