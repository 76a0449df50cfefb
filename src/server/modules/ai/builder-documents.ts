import { BUILDER_TOOLS, LAUNCH_CHECKLIST } from "../../../shared/builder-tools";
import type { BuilderDocument } from "../../../shared/schemas/ai";
import type { BuilderResponse } from "../../../shared/schemas/idea-api";
import type { BuildBrief } from "./builder-brief";
import { builderPrompt } from "./builder-prompts";
import { stackBlock, toolFit } from "./builder-stack";

/**
 * The AI builder's documents, written from a brief (builder-brief.ts): a product requirements
 * document and landing-page copy. Every line restates the idea's research or the founder's own
 * words and answers; where the source says nothing, the document says what is still to decide.
 */
const list = (items: string[]) => items.map((item) => `- ${item}`).join("\n");
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Features that start with what the user does ("Upload an award letter") read as "I can ..."; the rest as "I need ...". */
const ACTION = /^(?:upload|import|export|send|track|match|scan|log|flag|generate|create|add|get|see|view|compare|check|record|draft|e-?mail|share|book|pay|invite|sync|search|filter|pull|set|receive|print|store|capture|connect|download|enter|mark|map|build|schedule|assign|review|approve|sign|tag|turn|find|list|run|submit|fill|pick|choose|edit)\b/i;

/** The buyer as a short label for user stories: the target market up to its first qualifier. */
function buyerLabel(brief: BuildBrief): string {
  if (!brief.buyer) return "the buyer";
  const short = brief.buyer.split(/[;:(]| who | that | with | and their | - /)[0]!.replace(/[,.]\s*$/, "").trim();
  return short.length > 90 ? `${short.slice(0, 90).replace(/\s+\S*$/, "")}…` : short;
}

function priceText(brief: BuildBrief): string {
  return brief.firstPaid ? `${brief.firstPaid.name} at ${brief.firstPaid.price}` : "the price the first buyers agree to in the validation test";
}

/** Tables the scope names ("grant, obligation and reminder tables"), else one record per core feature to name in the build. */
function dataModel(brief: BuildBrief): string[] {
  const named = new Set<string>();
  for (const line of brief.weekendScope) {
    const found = /((?:[a-z-]+, )*[a-z-]+(?:,? and [a-z-]+)?) tables?\b/i.exec(line);
    if (found) for (const name of found[1]!.split(/,\s*|\s+and\s+/)) if (name && !/^(the|a|rule|json)$/i.test(name)) named.add(name.toLowerCase());
  }
  const accounts = `accounts: one per paying customer, with the plan (${brief.tiers.length ? brief.tiers.map((t) => t.name).join(", ") : priceText(brief)}) and the payment provider's customer id`;
  const payments = "payments: each charge or subscription event from the payment webhook, kept for refunds and support";
  if (named.size) return [accounts, ...[...named].map((name) => `${name}: named in the weekend scope; every row belongs to one account`), payments];
  const features = brief.coreFeatures.length ? brief.coreFeatures : [brief.pitch.replace(/[.!?]$/, "")];
  return [accounts, ...features.slice(0, 6).map((feature) => `the records behind "${feature}" (name the table in the first build step); every row belongs to one account`), payments];
}

export function prdFor(brief: BuildBrief): string {
  const buyer = buyerLabel(brief);
  const features = brief.coreFeatures.length ? brief.coreFeatures : [brief.pitch.replace(/[.!?]$/, "")];
  const who = buyer.startsWith("the ") ? buyer : `one of ${buyer}`;
  const stories = features.map((feature) => `As ${who}, I ${ACTION.test(feature) ? "can" : "need"} ${lowerFirst(feature)}.`);
  const acceptance = [
    ...(brief.weekendScope.length ? brief.weekendScope.map((line) => `Done when: ${line}`) : features.map((feature) => `Done when a real buyer completes "${feature}" end to end without help.`)),
    `A new customer can sign up and pay for ${priceText(brief)}; the payment webhook marks the account paid, and a failed payment leaves it unpaid.`,
    "Bad input gets a clear message next to the field and changes nothing.",
    "Each account sees only its own records.",
  ];
  const nonGoals = [
    ...(brief.laterFeatures.length ? brief.laterFeatures.map((item) => `${item} (later)`) : ["Any feature beyond the list above until ten buyers pay"]),
    ...brief.constraints.filter((c) => /keep it|out of version one/i.test(c)),
  ];
  return [
    `# Product requirements: ${brief.title}`,
    "",
    `> ${brief.pitch}`,
    "",
    "## Problem",
    "",
    brief.problem,
    "",
    "## Users",
    "",
    brief.buyer ?? "Not named yet. Name the buyer (a job title or a kind of business) before building: every story below is for them.",
    ...(brief.solution ? ["", "## Solution", "", brief.solution] : []),
    "",
    "## User stories",
    "",
    list(stories),
    "",
    "## Non-goals for version one",
    "",
    list(nonGoals),
    "",
    "## Acceptance criteria",
    "",
    list(acceptance),
    "",
    "## Data model",
    "",
    list(dataModel(brief)),
    "",
    "## Pricing",
    "",
    brief.tiers.length ? list(brief.tiers.map((tier) => `${tier.name} (${tier.price}): ${tier.features.join(", ")}`)) : `- ${priceText(brief)}${brief.pricingNote ? `. ${brief.pricingNote}` : ""}`,
    ...(brief.priceSource ? ["", `Price source: ${brief.priceSource}.`] : []),
    "",
    "## Success metrics",
    "",
    list([...brief.successMetrics, `Ten paying customers at ${priceText(brief)}.`]),
    ...(brief.competitors.length ? ["", "## Competitors to beat", "", list(brief.competitors.map((c) => `${c.name}: weak at ${c.weakness}`))] : []),
    ...(brief.risks.length ? ["", "## Risks", "", list(brief.risks)] : []),
    ...(brief.constraints.length ? ["", "## Constraints", "", list(brief.constraints)] : []),
    "",
    "## Stack",
    "",
    stackBlock(brief.stack).split("\n").slice(1).join("\n"),
    "",
    brief.stack.reason,
    "",
  ].join("\n");
}

export function landingCopyFor(brief: BuildBrief): string {
  const quotes = brief.buyerQuotes.slice(0, 3);
  return [
    `# Landing page copy: ${brief.title}`,
    "",
    "## Headline",
    "",
    brief.pitch,
    "",
    "## Subheadline",
    "",
    brief.buyer ? `For ${lowerFirst(brief.buyer)}` : "For [name your buyer: a job title or a kind of business]",
    "",
    "## The problem, in the buyer's words",
    "",
    brief.problem,
    ...(quotes.length ? ["", ...quotes.map((q) => `> "${q.quote}" (${q.place}, ${q.date})`)] : []),
    "",
    "## How it works",
    "",
    list(brief.coreFeatures.length ? brief.coreFeatures : [brief.pitch]),
    ...(brief.whyNow ? ["", "## Why now", "", brief.whyNow] : []),
    ...(brief.competitors.length ? ["", "## Why us, not the alternatives", "", list(brief.competitors.slice(0, 3).map((c) => `Unlike ${c.name}: ${c.weakness}`))] : []),
    "",
    "## Pricing",
    "",
    brief.tiers.length ? list(brief.tiers.map((tier) => `**${tier.name}**, ${tier.price}: ${tier.features.join(", ")}`)) : `- ${priceText(brief)}`,
    "",
    "## Call to action",
    "",
    brief.firstPaid ? `Start with ${brief.firstPaid.name} (${brief.firstPaid.price}).` : "Join the paid pilot: tell us what this costs you today.",
    "",
  ].join("\n");
}

export function templateDocuments(brief: BuildBrief): BuilderDocument[] {
  return [
    { id: "prd", title: "Product requirements document", markdown: prdFor(brief) },
    { id: "landing", title: "Landing page copy", markdown: landingCopyFor(brief) },
  ];
}

/** The launch checklist, its payment step priced from the idea (never a fixed figure). */
export function launchChecklist(brief: BuildBrief): string[] {
  const payment = brief.firstPaid
    ? `Add sign-up and checkout for ${brief.firstPaid.name} at ${brief.firstPaid.price} (${brief.stack.payments.split(/[,(;]| and /)[0]!.trim()})`
    : LAUNCH_CHECKLIST[2];
  return LAUNCH_CHECKLIST.map((item, index) => (index === 2 ? payment : item));
}

/** The builder's prompts, stack and checklist items for one brief (the checklist's ticks are stored per user). */
export function builderFor(brief: BuildBrief): Omit<BuilderResponse, "checklist"> & { checklistItems: string[] } {
  return {
    stack: { summary: stackBlock(brief.stack).split("\n").slice(1).join("\n"), reason: brief.stack.reason },
    tools: BUILDER_TOOLS.map((tool) => {
      const fit = toolFit(tool.id, brief.stack);
      return { ...tool, prompt: builderPrompt(tool.id, brief), fit: fit.full ? null : fit.part! };
    }),
    checklistItems: launchChecklist(brief),
  };
}
