import type { ValidationReport } from "../../../shared/schemas/ai";
import type { IdeaFull } from "../../../shared/schemas/idea-api";

/**
 * What the built-in analyst knows about a chat's subject, in one shape whether the subject is a
 * catalogue idea (its research) or the founder's own idea (their validation report, plus the
 * catalogue ideas it was compared with, each named as such). Answers read these fields; nothing
 * here is invented, and a missing field stays missing.
 */
export interface SubjectFacts {
  kind: "idea" | "report";
  /** How answers name it: a link for a catalogue idea, "your idea" for the founder's. */
  name: string;
  /** One line saying what it is. */
  pitch: string;
  buyer: string | null;
  /** The problem in one or two sentences. */
  problem: string | null;
  competitors: { name: string; strengths: string[]; weaknesses: string[] }[];
  /** Where the competitors come from when not from research on this very idea. */
  competitorsFrom: string | null;
  gap: string | null;
  advantage: string | null;
  pricingModel: string | null;
  tiers: { name: string; price: string; features: string[] }[];
  pricingFrom: string | null;
  revenuePath: string[];
  channels: string[];
  launch: string | null;
  weekendScope: string[];
  coreFeatures: string[];
  skills: string[];
  time: string | null;
  costs: string | null;
  difficulty: number | null;
  weeksToMvp: number | null;
  scores: { opportunity: number | null; problem: number | null; feasibility: number | null; whyNow: number | null } | null;
  buyerVoice: { quote: string; place: string; url: string; date: string }[];
  triggers: { date: string; summary: string; jurisdiction: string }[];
  sources: { title: string; url: string; supports: string }[];
  risks: string[];
  /** A report's monetization paths (a catalogue idea's pricing is in tiers). */
  monetization: string[];
  firstTest: { what: string; how: string; passMark: string } | null;
  /** A tab citation for facts from an idea page, e.g. " [Competition]"; empty for a report. */
  tab(label: string): string;
}

/** "A scheduling app for mobile dog groomers, paid monthly" -> "mobile dog groomers": the founder's own words for the buyer. */
function buyerInWords(text: string): string | null {
  const found = /\bfor ((?:small |independent |local |mobile )?[a-z][a-z -]{2,60}?)(?=[,.;]|\s(?:who|that|to|in|with|paid|by)\b|$)/i.exec(text);
  return found ? found[1]!.trim() : null;
}

export const ideaLink = (idea: { title: string; slug: string }) => `[${idea.title}](/ideas/${idea.slug})`;

const firstSentences = (text: string, count = 1) =>
  (text.replace(/\s+/g, " ").match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, count).join("").trim();

export function ideaFacts(idea: IdeaFull): SubjectFacts {
  const a = idea.analysis;
  return {
    kind: "idea",
    name: ideaLink(idea),
    pitch: idea.tagline,
    buyer: a.target_market || null,
    problem: idea.problemNarrative ? firstSentences(idea.problemNarrative, 2) : null,
    competitors: a.competitive_landscape.direct_competitors,
    competitorsFrom: null,
    gap: a.market_gap || null,
    advantage: a.competitive_landscape.competitive_advantage || null,
    pricingModel: a.business_model.pricing_model || null,
    tiers: a.business_model.tiers,
    pricingFrom: null,
    revenuePath: [
      `months 1-3: ${a.monetization_timeline.month_1_3}`,
      `months 4-6: ${a.monetization_timeline.month_4_6}`,
      `months 7-12: ${a.monetization_timeline.month_7_12}`,
    ],
    channels: a.go_to_market_strategy.channels,
    launch: a.go_to_market_strategy.launch_strategy || null,
    weekendScope: a.weekend_mvp_scope,
    coreFeatures: a.mvp_features.core_features,
    skills: a.required_skills ?? [],
    time: a.resource_requirements.time_investment || null,
    costs: a.resource_requirements.initial_costs || null,
    difficulty: idea.executionDifficulty,
    weeksToMvp: idea.timeToMvpWeeks,
    scores: { opportunity: idea.scores.opportunity, problem: idea.scores.problem, feasibility: idea.scores.feasibility, whyNow: idea.scores.whyNow },
    buyerVoice: (a.buyer_voice ?? []).map((v) => ({ quote: v.quote, place: v.place, url: v.url, date: v.date })),
    triggers: (a.triggers ?? []).map((t) => ({ date: t.date, summary: t.summary, jurisdiction: t.jurisdiction })),
    sources: (a.sources ?? []).map((s) => ({ title: s.title, url: s.url, supports: s.supports })),
    risks: [],
    monetization: [],
    firstTest: null,
    tab: (label) => ` [${label}]`,
  };
}

/**
 * The founder's idea from their report. When the report recognised it as a catalogue idea (a near
 * duplicate), that idea's research is this idea's research; otherwise competitors, pricing and
 * channels come from the closest idea the report named, and say so.
 */
export function reportFacts(report: ValidationReport, related: IdeaFull[]): SubjectFacts {
  const twin = report.nearDuplicate ? related.find((idea) => idea.slug === report.nearDuplicate!.slug) : undefined;
  const near = twin ?? related[0];
  const from = near && !twin ? `the related idea we researched, ${ideaLink(near)}` : null;
  const axis = (name: "opportunity" | "problem" | "feasibility" | "whyNow") => report.founderScores?.axes.find((x) => x.axis === name)?.score ?? null;
  const base = twin ? ideaFacts(twin) : null;
  return {
    kind: "report",
    name: "your idea",
    pitch: report.idea,
    buyer: base?.buyer ?? buyerInWords(report.idea),
    problem: null,
    competitors: near ? near.analysis.competitive_landscape.direct_competitors : [],
    competitorsFrom: from,
    gap: base?.gap ?? null,
    advantage: base?.advantage ?? null,
    pricingModel: near ? near.analysis.business_model.pricing_model : null,
    tiers: near ? near.analysis.business_model.tiers : [],
    pricingFrom: from,
    revenuePath: base?.revenuePath ?? [],
    channels: near ? near.analysis.go_to_market_strategy.channels : [],
    launch: base?.launch ?? null,
    weekendScope: base?.weekendScope ?? [],
    coreFeatures: base?.coreFeatures ?? [],
    skills: base?.skills ?? [],
    time: base?.time ?? null,
    costs: base?.costs ?? null,
    difficulty: report.difficultyScore,
    weeksToMvp: base?.weeksToMvp ?? null,
    scores: report.founderScores ? { opportunity: axis("opportunity"), problem: axis("problem"), feasibility: axis("feasibility"), whyNow: axis("whyNow") } : (base?.scores ?? null),
    buyerVoice: base?.buyerVoice ?? [],
    triggers: base?.triggers ?? [],
    sources: base?.sources ?? report.nearDuplicate?.sources.map((s) => ({ title: s.title, url: s.url, supports: "" })) ?? [],
    risks: report.risks,
    monetization: report.monetizationPaths,
    firstTest: report.firstTest,
    tab: () => "",
  };
}
