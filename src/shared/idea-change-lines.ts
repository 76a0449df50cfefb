import type { PublicChangeItem } from "./schemas/idea-changes";

/** One wording for a change, on the idea page and in the mail (issue 27 item 2). */
const SCORE_NAMES: Record<string, string> = { opportunity: "Opportunity", problem: "Problem", feasibility: "Feasibility", why_now: "Why now" };
const SECTION_NAMES: Record<string, string> = {
  title: "title",
  tagline: "tagline",
  problem_narrative: "problem",
  solution_overview: "solution",
  why_now: "why now",
  target_market: "target market",
  market_size_analysis: "market size",
  trends_analysis: "trends",
  main_competitor: "main competitor",
  market_gap: "market gap",
  competitive_landscape: "competition",
  business_model: "business model",
  monetization_strategy: "monetization",
  monetization_timeline: "monetization timeline",
  execution_plan: "execution plan",
  mvp_features: "MVP features",
  weekend_mvp_scope: "weekend MVP",
  go_to_market_strategy: "go-to-market",
  resource_requirements: "resources",
  capital_required: "capital required",
  required_skills: "skills",
  proof_signals: "proof signals",
  community_signals: "community signals",
  buyer_voice: "buyer quotes",
};
const STATUS_NAMES: Record<string, string> = { published: "published", archived: "retired", draft: "withdrawn" };

export const sectionName = (key: string) => SECTION_NAMES[key] ?? key.replace(/_/g, " ");

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The items as short lines; section rewrites are gathered into one line. */
export function changeLines(items: PublicChangeItem[]): string[] {
  const lines: string[] = [];
  const sections: string[] = [];
  for (const item of items) {
    if (item.kind === "score") lines.push(`${SCORE_NAMES[item.key]} score ${item.from} → ${item.to}`);
    else if (item.kind === "section") sections.push(sectionName(item.section));
    else if (item.kind === "sources") {
      const parts = [item.added ? `${plural(item.added, "source")} added` : null, item.removed ? `${plural(item.removed, "source")} removed` : null].filter(Boolean);
      if (parts.length) lines.push(parts.join(", "));
    } else if (item.kind === "status") lines.push(`Status: ${STATUS_NAMES[item.to] ?? item.to}`);
    else if (item.from && item.to) lines.push(`Trigger date moved from ${item.from} to ${item.to}: ${item.summary}`);
    else if (item.to) lines.push(`Trigger added for ${item.to}: ${item.summary}`);
    else lines.push(`Trigger removed: ${item.summary}`);
  }
  if (sections.length) lines.push(`Rewritten: ${sections.join(", ")}`);
  return lines;
}
