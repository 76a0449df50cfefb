import { categoryLabel } from "../../../shared/categories";
import type { GeneratedIdea } from "../../../shared/schemas/idea-generator";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import type { DraftIdeaInput, IdeaDraft } from "./engine";

/**
 * The built-in analyst's idea draft (admin generator, no model configured). It cannot research a new
 * idea, so it does not pretend to: it lays out the idea-file structure from the category's best
 * catalogue ideas (or those closest to the admin's brief), names each example a part came from, and
 * starts every part that must be written for this idea with "Needs research". Figures nobody measured
 * for this idea are 0 or empty and listed in needsResearch; scores are the examples' medians.
 */
const NEEDS = "Needs research";
/** Words that cannot end a title. */
const LINKING_WORDS = new Set("a an and for from into that this with your their the to of in on by or who what when which several through about across over like than".split(" "));
/** Words that make poor tags. */
const STOP_WORDS = new Set([...LINKING_WORDS, "help", "helps", "tool", "tools", "app", "apps"]);

/** Cuts at a word boundary so a clipped sentence still reads as one. */
function clip(text: string, max: number): string {
  // Line breaks stay (the narrative fields list the examples one per line).
  const flat = text.replace(/[ \t]+/g, " ").replace(/ *\n */g, "\n").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, "")}…`;
}

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const match = /^.+?[.!?](?=\s|$)/.exec(flat);
  return clip(match ? match[0] : flat, 300);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const one = (value: number) => Math.round(value * 10) / 10;
const whole = (value: number) => Math.round(value);

function unique<T>(items: T[], key: (item: T) => string, max: number): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  }).slice(0, max);
}

/** A title from the brief's first words, or a plain one that says it is a draft. */
function titleFrom(prompt: string, label: string): string {
  const kept = prompt.replace(/[^\p{L}\p{N}\s'&-]/gu, " ").split(/\s+/).filter(Boolean).slice(0, 9);
  // A title cut mid-phrase should not end on "through" or "for".
  while (kept.length > 1 && LINKING_WORDS.has(kept[kept.length - 1]!.toLowerCase())) kept.pop();
  const words = kept.join(" ");
  if (words.length >= 5) return clip(words.charAt(0).toUpperCase() + words.slice(1), 120);
  return `Draft ${label} idea to research`;
}


/** Tags from the brief's own words (the examples' tags describe other products); the examples' when there is no brief. */
function tagsFor(prompt: string, label: string, examples: IdeaFull[]): string[] {
  const words = (prompt.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]{2,39}/gu) ?? []).filter((word) => !STOP_WORDS.has(word));
  const tags = words.length > 0 ? [...new Set(words)].slice(0, 5) : examples.flatMap((idea) => idea.tags);
  const kept = unique([...tags, label.toLowerCase()], (tag) => tag, 6).filter((tag) => tag.length >= 2 && tag.length <= 40);
  // A file needs two tags; one brief word and the label's tag may collapse to one ("saas saas tool").
  return kept.length >= 2 ? kept : unique([...kept, ...examples.flatMap((idea) => idea.tags)].filter((tag) => tag.length >= 2 && tag.length <= 40), (tag) => tag, 6);
}

export function draftIdeaFromCatalogue({ category, prompt, examples, closestToPrompt }: DraftIdeaInput): IdeaDraft {
  const [lead] = examples;
  if (!lead) throw new Error("draftIdeaFromCatalogue needs at least one example idea");
  const label = categoryLabel(category);
  const a = lead.analysis;
  const names = examples.map((idea) => `"${idea.title}"`).join(", ");
  const fromBrief = prompt
    ? closestToPrompt
      ? ` closest to the brief ("${clip(prompt, 300)}")`
      : ` (none is close to the brief "${clip(prompt, 300)}", so these are the category's best)`
    : "";
  const each = (pick: (idea: IdeaFull) => string) => examples.map((idea) => `- ${idea.title}: ${firstSentence(pick(idea))}`).join("\n");

  const draft: GeneratedIdea = {
    title: titleFrom(prompt, label),
    tagline: prompt.length >= 10 ? clip(prompt, 200) : clip(`A ${label} product for ${firstSentence(a.target_market).replace(/[.!?]$/, "")}`, 200),
    category,
    tags: tagsFor(prompt, label, examples),
    scores: {
      opportunity: one(median(examples.map((idea) => idea.scores.opportunity))),
      problem: one(median(examples.map((idea) => idea.scores.problem))),
      feasibility: one(median(examples.map((idea) => idea.scores.feasibility))),
      why_now: one(median(examples.map((idea) => idea.scores.whyNow))),
    },
    revenue_potential: {
      min: whole(median(examples.map((idea) => idea.revenuePotential.min))),
      max: whole(median(examples.map((idea) => idea.revenuePotential.max))),
      monthly_estimate: whole(median(examples.map((idea) => idea.revenuePotential.monthlyEstimate))),
    },
    time_to_mvp_weeks: whole(median(examples.map((idea) => idea.timeToMvpWeeks))),
    execution_difficulty: whole(median(examples.map((idea) => idea.executionDifficulty))),
    go_to_market_score: one(median(examples.map((idea) => idea.goToMarketScore))),
    primary_keyword: { term: clip((prompt || lead.primaryKeyword?.term || label).toLowerCase(), 100), monthly_volume: 0, growth_rate: 0 },
    problem_narrative: clip(
      `${NEEDS}. The built-in analyst (no AI model is configured) drafted this from the highest-rated ${label} ideas in the catalogue${fromBrief}: ${names}. Confirm the problem with people who have it before publishing. The problems those ideas document:\n\n${each((idea) => idea.problemNarrative)}`,
      4000,
    ),
    solution_overview: clip(
      `${NEEDS}: describe this product's own solution. How the example ideas solve theirs:\n\n${each((idea) => idea.solutionOverview)}`,
      3000,
    ),
    why_now: clip(`${NEEDS}: check whether the reasons documented for similar ideas hold for this one.\n\n${each((idea) => idea.analysis.why_now)}`, 2000),
    target_market: clip(`${NEEDS}. For "${lead.title}": ${a.target_market}`, 600),
    market_size_analysis: {
      total_addressable_market: clip(`${NEEDS} (for "${lead.title}": ${a.market_size_analysis.total_addressable_market})`, 600),
      serviceable_addressable_market: clip(`${NEEDS} (for "${lead.title}": ${a.market_size_analysis.serviceable_addressable_market})`, 600),
      serviceable_obtainable_market: clip(`${NEEDS} (for "${lead.title}": ${a.market_size_analysis.serviceable_obtainable_market})`, 600),
      market_growth_rate: clip(`${NEEDS} (for "${lead.title}": ${a.market_size_analysis.market_growth_rate})`, 200),
    },
    trends_analysis: { key_trends: unique(examples.flatMap((idea) => idea.analysis.trends_analysis.key_trends), (t) => t, 8) },
    main_competitor: a.main_competitor,
    market_gap: clip(`${NEEDS}: what the competitors listed here leave undone for this buyer. For "${lead.title}" the gap was: ${a.market_gap}`, 1000),
    competitive_landscape: {
      competitive_advantage: clip(`${NEEDS}: why this product wins. For "${lead.title}": ${a.competitive_landscape.competitive_advantage}`, 1000),
      direct_competitors: unique(examples.flatMap((idea) => idea.analysis.competitive_landscape.direct_competitors), (c) => c.name, 6),
    },
    business_model: { pricing_model: clip(`${NEEDS}. "${lead.title}" prices this way: ${a.business_model.pricing_model}`, 600), tiers: a.business_model.tiers },
    monetization_strategy: a.monetization_strategy,
    monetization_timeline: a.monetization_timeline,
    execution_plan: clip(`${NEEDS}: the plan of a similar idea ("${lead.title}") as a starting point. ${a.execution_plan}`, 3000),
    mvp_features: a.mvp_features,
    weekend_mvp_scope: a.weekend_mvp_scope,
    go_to_market_strategy: {
      channels: unique(examples.flatMap((idea) => idea.analysis.go_to_market_strategy.channels), (c) => c, 10),
      launch_strategy: clip(`${NEEDS}. "${lead.title}" launches like this: ${a.go_to_market_strategy.launch_strategy}`, 1500),
    },
    resource_requirements: a.resource_requirements,
    capital_required: a.capital_required,
    required_skills: unique(examples.flatMap((idea) => idea.analysis.required_skills), (s) => s, 10),
    proof_signals: clip(`${NEEDS}: no demand signal has been gathered for this idea yet. What was found for "${lead.title}": ${a.proof_signals}`, 1500),
    community_signals: {
      // Where to look, from the examples; the counts were measured for them, not for this idea.
      reddit: { subreddits: a.community_signals.reddit.subreddits, total_members: null, monthly_posts: null },
      facebook: { groups: a.community_signals.facebook.groups, total_members: null },
      youtube: { channels: a.community_signals.youtube.channels, score: 0 },
    },
  };
  const needsResearch = [
    "Drafted by the built-in analyst (no AI model is configured): every part starting with \"Needs research\" must be written for this idea before it is published.",
    `Scores, revenue, time to MVP, difficulty and go-to-market score are the medians of ${names}, not an assessment of this idea.`,
    `Pricing tiers, monetization, MVP features, weekend scope, resources and competitors are copied from ${names} as a starting point.`,
    "Keyword volume and growth, community member counts and the YouTube score are 0 or empty: nobody has measured them for this idea.",
    "Research hours stay at what you enter; add sources once the research is done.",
  ];
  return { draft, needsResearch };
}
