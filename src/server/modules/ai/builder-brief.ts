import type { FounderAnswers, ValidationReport } from "../../../shared/schemas/ai";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { pickStack, settleLine, type BuildStack } from "./builder-stack";

/**
 * Everything the builder's documents and prompts say about one idea, in one shape, whether the idea
 * is a catalogue idea (its researched analysis) or the founder's own (their words, their answers to
 * the question flow, and the validation report). Nothing here is invented: a field the source does
 * not give stays empty and the documents say so.
 */
export interface PriceTier {
  name: string;
  price: string;
  features: string[];
}

export interface BuildBrief {
  source: "catalogue" | "report";
  title: string;
  /** One sentence: the tagline, or the founder's own first sentence. */
  pitch: string;
  /** Who pays, as the source words it; null when unknown. */
  buyer: string | null;
  /** The problem in the buyer's or founder's words. */
  problem: string;
  /** Quotes of buyers with where and when they said it (catalogue ideas that carry them). */
  buyerQuotes: { quote: string; place: string; date: string }[];
  solution: string | null;
  coreFeatures: string[];
  laterFeatures: string[];
  weekendScope: string[];
  tiers: PriceTier[];
  pricingNote: string | null;
  /** The first tier that costs money, from the idea's or the report's own pricing; null when neither names one. */
  firstPaid: { name: string; price: string } | null;
  /** Where firstPaid comes from, said next to it. */
  priceSource: string | null;
  competitors: { name: string; weakness: string }[];
  whyNow: string | null;
  successMetrics: string[];
  risks: string[];
  /** Facts that shape the build: regulated data, hardware, a dated trigger. */
  constraints: string[];
  channels: string[];
  stack: BuildStack;
}

const firstParagraph = (text: string) => (text.split(/\n\s*\n/)[0] ?? text).trim();
const FREE = /^\s*(?:\$\s*0(?:\.00)?\b|free\b)/i;

/** The first tier with a price, as the idea's pricing lists it (free tiers skipped). */
export function firstPaidTier(tiers: PriceTier[]): { name: string; price: string } | null {
  const paid = tiers.find((tier) => !FREE.test(tier.price) && /\d/.test(tier.price));
  return paid ? { name: paid.name, price: paid.price } : null;
}

export function briefFromIdea(idea: IdeaFull): BuildBrief {
  const a = idea.analysis;
  const stack = pickStack({ scope: a.weekend_mvp_scope, skills: a.required_skills });
  const tiers = a.business_model.tiers;
  const firstPaid = firstPaidTier(tiers);
  return {
    source: "catalogue",
    title: idea.title,
    pitch: idea.tagline,
    buyer: a.target_market,
    problem: firstParagraph(idea.problemNarrative),
    buyerQuotes: (a.buyer_voice ?? []).map((v) => ({ quote: v.quote, place: v.place, date: v.date })),
    solution: firstParagraph(idea.solutionOverview),
    coreFeatures: a.mvp_features.core_features,
    laterFeatures: a.mvp_features.nice_to_have,
    weekendScope: a.weekend_mvp_scope.map((line) => settleLine(line, stack)),
    tiers,
    pricingNote: a.business_model.pricing_model,
    firstPaid,
    priceSource: firstPaid ? "the idea's pricing" : null,
    competitors: a.competitive_landscape.direct_competitors.map((c) => ({ name: c.name, weakness: c.weaknesses.join("; ") })),
    whyNow: firstParagraph(a.why_now),
    successMetrics: [a.monetization_timeline.month_1_3, a.monetization_timeline.month_4_6],
    risks: [],
    constraints: [`Time to a first version: about ${idea.timeToMvpWeeks} weeks; execution difficulty ${idea.executionDifficulty}/10.`, `Costs: ${a.resource_requirements.initial_costs}`],
    channels: a.go_to_market_strategy.channels,
    stack,
  };
}

/** A price in a line of the report ("$49/month", "$290 a year", "$15 per box"), if it names one. */
const PRICE = /\$\s?\d[\d,]*(?:\.\d{2})?(?:\s*(?:\/|per |a |an |each )\s*[a-z]+(?: [a-z]+)?)?/i;

const FREQUENCY_WORDS: Record<NonNullable<FounderAnswers["frequency"]>, string> = {
  daily: "every day",
  weekly: "every week",
  monthly: "every month",
  yearly: "once a year",
  rarely: "now and then",
};
const TODAY_WORDS: Record<NonNullable<FounderAnswers["currentSolution"]>, string> = {
  pays_people: "Today they pay people to do it by hand.",
  pays_tool: "Today they pay for a tool that does not fit.",
  spreadsheet: "Today they keep it in spreadsheets.",
  nothing: "Today they do nothing about it, and live with the cost.",
};
const CHANNEL_WORDS: Record<NonNullable<FounderAnswers["firstTenBuyers"]>, string> = {
  named_list: "The founder's own list of named buyers: write to each one",
  community: "The communities where these buyers already talk",
  ads: "Paid ads aimed at this buyer",
  unknown: "Not decided yet: name three places these buyers gather before launch",
};

/** The founder's first sentence. */
function firstSentence(text: string): string {
  return (text.split(/(?<=[.!?])\s/)[0] ?? text).replace(/\s+/g, " ").trim();
}

/**
 * A working title from the founder's first sentence: its head up to the first clause ("A phone app
 * for dog groomers to plan ..." gives "Phone app for dog groomers"), without the article.
 */
export function workingTitle(text: string): string {
  const sentence = firstSentence(text).replace(/[.!?]$/, "");
  const clause = /\s(?:to|that|which|so|who|where|because|when|with)\s|[,:;(]|\s[-–]\s/g;
  let head = sentence;
  for (const match of sentence.matchAll(clause)) {
    if (match.index >= 12) {
      head = sentence.slice(0, match.index);
      break;
    }
  }
  head = head.replace(/^(?:a|an|the)\s+/i, "");
  if (head.length > 60) head = `${head.slice(0, 60).replace(/\s+\S*$/, "")}…`;
  return head.charAt(0).toUpperCase() + head.slice(1);
}

/**
 * The founder's own idea: their words and answers first; when the report found that our catalogue
 * researched this very idea (a near-duplicate), that idea's research fills what the founder did not
 * say, named as such. Related ideas that are not the same idea lend nothing.
 */
export function briefFromReport(report: ValidationReport, answers: FounderAnswers | null, twin: IdeaFull | null): BuildBrief {
  const fromTwin = twin ? briefFromIdea(twin) : null;
  const reportPrice = report.monetizationPaths.map((line) => PRICE.exec(line)?.[0]).find(Boolean) ?? null;
  const firstPaid = fromTwin?.firstPaid ?? (reportPrice ? { name: "First plan", price: reportPrice.trim() } : null);
  const priceSource = fromTwin?.firstPaid ? `our research on "${twin!.title}", the idea your report matched` : reportPrice ? "your validation report's monetization paths" : null;

  const problem = [
    report.idea,
    answers?.frequency ? `It happens ${FREQUENCY_WORDS[answers.frequency]}.` : "",
    answers?.currentSolution ? TODAY_WORDS[answers.currentSolution] : "",
  ]
    .filter(Boolean)
    .join(" ");
  const constraints: string[] = [];
  if (answers?.regulatedData) constraints.push("The product holds regulated data (you said so): keep it out of version one, or use a host that signs the agreements the rules require, before any real record is stored.");
  if (answers?.hardwareOrLicence) constraints.push("It needs hardware, a licence or a partner before the first sale (you said so): build only what you can sell before that arrives.");
  if (answers?.trigger && answers.trigger !== "none") constraints.push(`Dated trigger: ${answers.trigger.what} on ${answers.trigger.date}. Launch before it.`);
  if (answers?.regulatedData === false) constraints.push("No regulated data (you said so): keep it that way in version one.");

  return {
    source: "report",
    // The researched idea's name when the founder's idea is that idea; else a working title from their words.
    title: fromTwin ? twin!.title : workingTitle(report.idea),
    pitch: firstSentence(report.idea),
    buyer: answers?.buyer ?? fromTwin?.buyer ?? null,
    problem,
    buyerQuotes: fromTwin?.buyerQuotes ?? [],
    solution: fromTwin?.solution ?? null,
    coreFeatures: fromTwin?.coreFeatures ?? [],
    laterFeatures: fromTwin?.laterFeatures ?? [],
    weekendScope: fromTwin?.weekendScope ?? [],
    tiers: fromTwin?.tiers ?? [],
    pricingNote: fromTwin?.pricingNote ?? report.monetizationPaths[0] ?? null,
    firstPaid,
    priceSource,
    competitors: fromTwin?.competitors ?? [],
    whyNow: answers?.trigger && answers.trigger !== "none" ? `${answers.trigger.what} (${answers.trigger.date}).` : (fromTwin?.whyNow ?? null),
    successMetrics: [`First test: ${report.firstTest.what} Pass mark: ${report.firstTest.passMark}`, ...(fromTwin ? fromTwin.successMetrics.slice(0, 1) : [])],
    risks: report.risks,
    constraints,
    channels: answers?.firstTenBuyers ? [CHANNEL_WORDS[answers.firstTenBuyers]] : (fromTwin?.channels.slice(0, 3) ?? []),
    stack: fromTwin ? fromTwin.stack : pickStack({ scope: [], rest: [report.idea] }),
  };
}
