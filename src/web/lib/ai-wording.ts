import { usePublicConfig } from "./public-config";

/**
 * How the pages that sell and reach the AI tools name them (issue 22, item 6). With a model
 * configured they keep the spec's words ("AI Research", "AI Strategist"); without one the tools run
 * on the built-in analyst (rules and our catalogue's research, no model), and saying "AI" would sell
 * what the member does not get. Until the server has said, the honest wording is shown: a default
 * install has no model.
 */
export interface AiWording {
  /** Header and mobile menu labels of /validate and /ai-chat. */
  researchNav: string;
  strategistNav: string;
  /** The heading of /validate. */
  researchPage: string;
  /** Dashboard quick actions. */
  researchTitle: string;
  researchBlurb: string;
  strategistTitle: string;
  strategistBlurb: string;
  /** The line under the pricing page's heading. */
  pricingLead: string;
  /** The pricing comparison table's rows. */
  builderRow: string;
  chatRow: string;
  /** The free plan's upsell. */
  upsell: string;
}

export const MODEL_WORDING: AiWording = {
  researchNav: "AI Research",
  strategistNav: "AI Strategist",
  researchPage: "AI Research Agent",
  researchTitle: "AI Research",
  researchBlurb: "Validate your own idea with AI.",
  strategistTitle: "AI Strategist",
  strategistBlurb: "Plan your build with an AI strategist.",
  pricingLead: "Start free with the daily idea. Upgrade for the full research database, Pro Picks and AI that helps you build.",
  builderRow: "AI builder prompts",
  chatRow: "AI chat per month",
  upsell: "Upgrade for the full idea database, Pro Picks, exports and AI tools.",
};

export const BUILTIN_WORDING: AiWording = {
  researchNav: "Built-in Analyst",
  strategistNav: "Analyst Chat",
  researchPage: "Idea validation: built-in analyst",
  researchTitle: "Idea validation",
  researchBlurb: "Check your own idea with the built-in analyst: our research and written rules, no AI model.",
  strategistTitle: "Analyst chat",
  strategistBlurb: "Plan your build with the built-in analyst, grounded in our catalogue.",
  pricingLead:
    "Start free with the daily idea. Upgrade for the full research database, Pro Picks and a built-in analyst that checks your idea against our research and our written rules.",
  builderRow: "Builder prompts for AI coding tools",
  chatRow: "Built-in analyst chat per month",
  upsell: "Upgrade for the full idea database, Pro Picks, exports and the built-in analyst.",
};

/** The spec's plan lines (shared/plans.ts: taglines and features) as said without a model. */
const BUILTIN_PLAN_LINES: [RegExp, string][] = [
  [/^AI builder prompts$/, BUILTIN_WORDING.builderRow],
  [/^AI chat\b/, "Built-in analyst chat"],
  [/^AI fair-use cap\b/, "Fair-use cap"],
  [/\bplus AI to build faster$/, "plus the built-in analyst"],
];

export function aiWording(modelConfigured: boolean): AiWording {
  return modelConfigured ? MODEL_WORDING : BUILTIN_WORDING;
}

/** A plan's tagline or feature line, worded for the engine that answers. */
export function planLine(line: string, modelConfigured: boolean): string {
  if (modelConfigured) return line;
  return BUILTIN_PLAN_LINES.reduce((current, [pattern, words]) => current.replace(pattern, words), line);
}

/** Whether the server says a model answers; false while it has not said. */
export function useAiModelConfigured(): boolean {
  return usePublicConfig().data?.aiModelConfigured === true;
}

export function useAiWording(): AiWording {
  return aiWording(useAiModelConfigured());
}
