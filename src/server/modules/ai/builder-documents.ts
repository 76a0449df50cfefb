import { categoryLabel } from "../../../shared/categories";
import type { BuilderDocument } from "../../../shared/schemas/ai";
import type { IdeaFull } from "../../../shared/schemas/idea-api";

/**
 * The AI builder's documents written from an idea's own fields: a product requirements document and
 * landing-page copy. Every sentence restates the analysis; nothing is added that the idea does not say.
 */
const list = (items: string[]) => items.map((item) => `- ${item}`).join("\n");
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0] ?? text;

export function prdFor(idea: IdeaFull): string {
  const a = idea.analysis;
  return [
    `# Product requirements: ${idea.title}`,
    "",
    `> ${idea.tagline}`,
    "",
    `Category: ${categoryLabel(idea.category)} · Time to a first version: ${idea.timeToMvpWeeks} weeks · Difficulty ${idea.executionDifficulty}/10`,
    "",
    "## Problem",
    "",
    firstParagraph(idea.problemNarrative),
    "",
    "## Users",
    "",
    a.target_market,
    "",
    "## Solution",
    "",
    firstParagraph(idea.solutionOverview),
    "",
    "## Scope of version one (the weekend build)",
    "",
    list(a.weekend_mvp_scope),
    "",
    "## Core features (must have)",
    "",
    list(a.mvp_features.core_features),
    "",
    "## Later (nice to have)",
    "",
    list(a.mvp_features.nice_to_have),
    "",
    "## Pricing",
    "",
    a.business_model.pricing_model,
    "",
    list(a.business_model.tiers.map((tier) => `${tier.name} (${tier.price}): ${tier.features.join(", ")}`)),
    "",
    "## Competitors to beat",
    "",
    list(a.competitive_landscape.direct_competitors.map((c) => `${c.name}: weak at ${c.weaknesses.join("; ")}`)),
    "",
    "## Skills and resources",
    "",
    list([...a.required_skills, `Time: ${a.resource_requirements.time_investment}`, `Costs: ${a.resource_requirements.initial_costs}`]),
    "",
    "## Success in the first three months",
    "",
    a.monetization_timeline.month_1_3,
    "",
  ].join("\n");
}

export function landingCopyFor(idea: IdeaFull): string {
  const a = idea.analysis;
  const cheapest = a.business_model.tiers[0];
  return [
    `# Landing page copy: ${idea.title}`,
    "",
    "## Headline",
    "",
    idea.tagline,
    "",
    "## Subheadline",
    "",
    `For ${a.target_market.charAt(0).toLowerCase()}${a.target_market.slice(1)}`,
    "",
    "## The problem (in the buyer's words)",
    "",
    firstParagraph(idea.problemNarrative),
    "",
    "## How it works",
    "",
    list(a.mvp_features.core_features),
    "",
    "## Why now",
    "",
    firstParagraph(a.why_now),
    "",
    "## Why us, not the alternatives",
    "",
    a.competitive_landscape.competitive_advantage,
    "",
    "## Pricing",
    "",
    list(a.business_model.tiers.map((tier) => `**${tier.name}**, ${tier.price}: ${tier.features.join(", ")}`)),
    "",
    "## Call to action",
    "",
    cheapest ? `Start with ${cheapest.name} (${cheapest.price}).` : "Join the waitlist.",
    "",
  ].join("\n");
}

export function templateDocuments(idea: IdeaFull): BuilderDocument[] {
  return [
    { id: "prd", title: "Product requirements document", markdown: prdFor(idea) },
    { id: "landing", title: "Landing page copy", markdown: landingCopyFor(idea) },
  ];
}
