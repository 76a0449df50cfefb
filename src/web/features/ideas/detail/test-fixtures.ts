import { BUILDER_TOOLS, LAUNCH_CHECKLIST } from "@shared/builder-tools";
import type { BuilderResponse, IdeaDetailResponse, IdeaFull, IdeaTeaser } from "@shared/schemas/idea-api";
import { ideaFileSchema } from "@shared/schemas/idea";
import raw from "../../../../../data/ideas/merchant-center-suspension-fixer.json";

/**
 * Test data for the detail page, the builder and the home page: a real catalogue idea (seed-file
 * format) turned into the API's shapes the way the server does, so schema parsing in the api client
 * runs on realistic text.
 */
const file = ideaFileSchema.parse(raw);

export function fullIdea(overrides: Partial<IdeaFull> = {}): IdeaFull {
  const {
    slug,
    title,
    tagline,
    category,
    tags,
    // The page tests treat this idea as a Pro Pick whatever the catalogue now says of it (editors
    // move the flag; the file was archived in the 2026-11 review but its text is still realistic).
    is_pro_pick: _isProPickInFile,
    is_featured: isFeatured,
    research_hours: _researchHours,
    scores,
    revenue_potential: revenue,
    time_to_mvp_weeks: timeToMvpWeeks,
    execution_difficulty: executionDifficulty,
    go_to_market_score: goToMarketScore,
    primary_keyword: keyword,
    problem_narrative: problemNarrative,
    solution_overview: solutionOverview,
    status: _status,
    ...analysis
  } = file;
  return {
    id: "idea-1",
    slug,
    title,
    tagline,
    category,
    tags,
    isProPick: true,
    isFeatured,
    isDaily: false,
    viewCount: 1234,
    saveCount: 1,
    isSaved: false,
    updatedAt: "2026-03-02T10:00:00.000Z",
    publishedAt: "2026-03-01T10:00:00.000Z",
    scores: { opportunity: scores.opportunity, problem: scores.problem, feasibility: scores.feasibility, whyNow: scores.why_now, overall: 8 },
    scoreHistory: [],
    draftedWithAi: false,
    evidence: {
      sources: analysis.sources?.length ?? 0,
      claimsChecked: new Set(analysis.sources?.map((source) => source.supports)).size,
      lastVerifiedAt: analysis.last_verified_at ?? null,
    },
    revenuePotential: { min: revenue.min, max: revenue.max, monthlyEstimate: revenue.monthly_estimate },
    timeToMvpWeeks,
    executionDifficulty,
    goToMarketScore,
    primaryKeyword: { term: keyword.term, monthlyVolume: keyword.monthly_volume, growthRate: keyword.growth_rate },
    problemNarrative,
    solutionOverview,
    analysis,
    ...overrides,
  };
}

export function teaserIdea(overrides: Partial<IdeaTeaser> = {}): IdeaTeaser {
  const {
    evidence: _ev,
    revenuePotential: _rp,
    timeToMvpWeeks: _t,
    executionDifficulty: _e,
    goToMarketScore: _g,
    primaryKeyword: _k,
    problemNarrative,
    solutionOverview: _s,
    analysis: _a,
    ...header
  } = fullIdea();
  return { ...header, problemTeaser: problemNarrative.split(/\n\s*\n/)[0]!.trim(), ...overrides };
}

export const fullDetail = (overrides: Partial<IdeaFull> = {}): IdeaDetailResponse => ({ access: "full", idea: fullIdea(overrides) });
export const teaserDetail = (overrides: Partial<IdeaTeaser> = {}): IdeaDetailResponse => ({ access: "teaser", idea: teaserIdea(overrides) });

export function builderData(done: boolean[] = LAUNCH_CHECKLIST.map(() => false)): BuilderResponse {
  return {
    tools: BUILDER_TOOLS.map((tool) => ({ ...tool, strengths: [...tool.strengths], prompt: `Prompt for ${tool.id}: build the first version.`, fit: null })),
    stack: { summary: "- App: Next.js (App Router) with TypeScript", reason: "The idea names Next.js in its weekend scope." },
    checklist: { items: [...LAUNCH_CHECKLIST], done },
  };
}
