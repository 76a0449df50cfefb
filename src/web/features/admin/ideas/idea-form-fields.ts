import type { IdeaFormValue } from "@shared/schemas/admin-ideas";
import type { FieldIssue } from "@shared/errors";

/**
 * The idea form's fields, one per idea-file path (src/shared/schemas/idea.ts), and the conversion
 * between the form's text state and the idea-file value. Lists are one item per line.
 */
export type FieldKind = "text" | "long" | "lines" | "int" | "number" | "score" | "nullableInt" | "date";
export interface FieldSpec {
  path: string;
  label: string;
  kind: FieldKind;
  hint?: string;
}
export interface Section {
  title: string;
  fields: FieldSpec[];
}

export const SECTIONS: Section[] = [
  {
    title: "Scores and numbers",
    fields: [
      { path: "scores.opportunity", label: "Opportunity score (0-10)", kind: "score" },
      { path: "scores.problem", label: "Problem score (0-10)", kind: "score" },
      { path: "scores.feasibility", label: "Feasibility score (0-10)", kind: "score" },
      { path: "scores.why_now", label: "Why now score (0-10)", kind: "score" },
      { path: "go_to_market_score", label: "Go-to-market score (0-10)", kind: "score" },
      { path: "execution_difficulty", label: "Execution difficulty (1-10)", kind: "int" },
      { path: "time_to_mvp_weeks", label: "Time to MVP (weeks)", kind: "int" },
      { path: "research_hours", label: "Research hours", kind: "number", hint: "Hours actually spent researching, to one decimal" },
      { path: "revenue_potential.min", label: "Revenue minimum (USD)", kind: "int" },
      { path: "revenue_potential.max", label: "Revenue maximum (USD)", kind: "int" },
      { path: "revenue_potential.monthly_estimate", label: "Monthly revenue estimate (USD)", kind: "int" },
      { path: "primary_keyword.term", label: "Primary keyword", kind: "text" },
      { path: "primary_keyword.monthly_volume", label: "Keyword monthly searches", kind: "int" },
      { path: "primary_keyword.growth_rate", label: "Keyword growth rate (%)", kind: "number" },
    ],
  },
  {
    title: "Problem and solution",
    fields: [
      { path: "problem_narrative", label: "Problem", kind: "long", hint: "Paragraphs separated by a blank line; the first one is the public teaser" },
      { path: "solution_overview", label: "Solution", kind: "long" },
      { path: "why_now", label: "Why now", kind: "long" },
      { path: "target_market", label: "Target market", kind: "long" },
      { path: "proof_signals", label: "Proof signals", kind: "long" },
    ],
  },
  {
    title: "Market",
    fields: [
      { path: "market_size_analysis.total_addressable_market", label: "Total addressable market", kind: "long" },
      { path: "market_size_analysis.serviceable_addressable_market", label: "Serviceable addressable market", kind: "long" },
      { path: "market_size_analysis.serviceable_obtainable_market", label: "Serviceable obtainable market", kind: "long" },
      { path: "market_size_analysis.market_growth_rate", label: "Market growth rate", kind: "text" },
      { path: "trends_analysis.key_trends", label: "Key trends", kind: "lines" },
    ],
  },
  {
    title: "Competition",
    fields: [
      { path: "main_competitor", label: "Main competitor", kind: "text" },
      { path: "market_gap", label: "Market gap", kind: "long" },
      { path: "competitive_landscape.competitive_advantage", label: "Competitive advantage", kind: "long" },
    ],
  },
  {
    title: "Business model",
    fields: [
      { path: "business_model.pricing_model", label: "Pricing model", kind: "long" },
      { path: "monetization_strategy.tier1", label: "Monetization tier 1", kind: "long" },
      { path: "monetization_strategy.tier2", label: "Monetization tier 2", kind: "long" },
      { path: "monetization_strategy.tier3", label: "Monetization tier 3", kind: "long" },
      { path: "monetization_timeline.month_1_3", label: "Months 1-3", kind: "long" },
      { path: "monetization_timeline.month_4_6", label: "Months 4-6", kind: "long" },
      { path: "monetization_timeline.month_7_12", label: "Months 7-12", kind: "long" },
      { path: "monetization_timeline.year_2", label: "Year 2", kind: "long" },
    ],
  },
  {
    title: "Execution",
    fields: [
      { path: "execution_plan", label: "Execution plan", kind: "long" },
      { path: "mvp_features.core_features", label: "Core MVP features", kind: "lines" },
      { path: "mvp_features.nice_to_have", label: "Nice-to-have features", kind: "lines" },
      { path: "weekend_mvp_scope", label: "Weekend MVP scope", kind: "lines" },
      { path: "go_to_market_strategy.channels", label: "Go-to-market channels", kind: "lines" },
      { path: "go_to_market_strategy.launch_strategy", label: "Launch strategy", kind: "long" },
      { path: "resource_requirements.time_investment", label: "Time investment", kind: "text" },
      { path: "resource_requirements.initial_costs", label: "Initial costs", kind: "text" },
      { path: "resource_requirements.team_needs", label: "Team needs", kind: "text" },
      { path: "capital_required", label: "Capital required", kind: "text" },
      { path: "required_skills", label: "Required skills", kind: "lines" },
    ],
  },
  {
    title: "Community signals",
    fields: [
      { path: "community_signals.reddit.subreddits", label: "Subreddits (r/name)", kind: "lines" },
      { path: "community_signals.reddit.total_members", label: "Reddit members", kind: "nullableInt", hint: "Leave empty when not measured" },
      { path: "community_signals.reddit.monthly_posts", label: "Reddit posts a month", kind: "nullableInt", hint: "Leave empty when not measured" },
      { path: "community_signals.facebook.groups", label: "Facebook groups", kind: "lines" },
      { path: "community_signals.facebook.total_members", label: "Facebook members", kind: "nullableInt", hint: "Leave empty when not measured" },
      { path: "community_signals.youtube.channels", label: "YouTube channels", kind: "lines" },
      { path: "community_signals.youtube.score", label: "YouTube score (0-10)", kind: "score" },
    ],
  },
  {
    title: "Evidence (optional)",
    fields: [
      { path: "last_verified_at", label: "Last verified", kind: "date" },
      { path: "score_rationale.opportunity", label: "Why this opportunity score", kind: "text" },
      { path: "score_rationale.problem", label: "Why this problem score", kind: "text" },
      { path: "score_rationale.feasibility", label: "Why this feasibility score", kind: "text" },
      { path: "score_rationale.why_now", label: "Why this why-now score", kind: "text" },
      { path: "score_change_reason", label: "Why the scores changed", kind: "text" },
    ],
  },
];

/** Why an archived idea was retired (issue 27): shown, and sent, only when the status is Archived. */
export const RETIREMENT_FIELDS: FieldSpec[] = [
  { path: "retirement.reason", label: "Why it is retired (required to archive)", kind: "long", hint: "Shown on the retired ideas page and mailed to its savers: the competitor that closed the gap, the rule that was repealed" },
  { path: "retirement.source_url", label: "Retirement source link", kind: "text", hint: "Optional: a page that shows it" },
  { path: "retirement.date", label: "Retired on", kind: "date", hint: "Leave empty for today" },
];

/** Repeatable groups: each item's parts, lists one per line. */
export const GROUPS = {
  competitors: {
    path: "competitive_landscape.direct_competitors",
    title: "Direct competitors",
    item: "Competitor",
    parts: [
      { key: "name", label: "Name", kind: "text" },
      { key: "strengths", label: "Strengths", kind: "lines" },
      { key: "weaknesses", label: "Weaknesses", kind: "lines" },
    ],
  },
  tiers: {
    path: "business_model.tiers",
    title: "Pricing tiers",
    item: "Tier",
    parts: [
      { key: "name", label: "Name", kind: "text" },
      { key: "price", label: "Price", kind: "text" },
      { key: "features", label: "Features", kind: "lines" },
    ],
  },
  sources: {
    path: "sources",
    title: "Sources (optional)",
    item: "Source",
    parts: [
      { key: "url", label: "URL", kind: "text" },
      { key: "title", label: "Title", kind: "text" },
      { key: "accessed", label: "Accessed (YYYY-MM-DD)", kind: "text" },
      { key: "supports", label: "Claim it supports", kind: "text" },
    ],
  },
} as const satisfies Record<string, { path: string; title: string; item: string; parts: readonly { key: string; label: string; kind: "text" | "lines" }[] }>;
export type GroupName = keyof typeof GROUPS;

export const HEADER_PATHS = ["title", "slug", "tagline", "category", "status", "tags"] as const;

export interface FormState {
  fields: Record<string, string>;
  groups: Record<GroupName, Record<string, string>[]>;
}

function read(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), value);
}

function write(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join("\n");
  return String(value);
}

const ALL_FIELDS: FieldSpec[] = [
  ...HEADER_PATHS.map((path) => ({ path, label: path, kind: path === "tags" ? ("lines" as const) : ("text" as const) })),
  ...SECTIONS.flatMap((section) => section.fields),
  ...RETIREMENT_FIELDS,
];

export function stateFromValue(value: IdeaFormValue): FormState {
  const fields = Object.fromEntries(ALL_FIELDS.map((field) => [field.path, asText(read(value, field.path))]));
  const groups = Object.fromEntries(
    Object.entries(GROUPS).map(([name, group]) => {
      const items = (read(value, group.path) as Record<string, unknown>[] | undefined) ?? [];
      return [name, items.map((item) => Object.fromEntries(group.parts.map((part) => [part.key, asText(item[part.key])])))];
    }),
  ) as FormState["groups"];
  return { fields, groups };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function parsed(kind: FieldKind, text: string): unknown {
  const trimmed = text.trim();
  if (kind === "lines") return lines(text);
  if (trimmed === "") return kind === "nullableInt" ? null : undefined;
  if (kind === "int" || kind === "nullableInt" || kind === "number" || kind === "score") return Number(trimmed);
  return trimmed;
}

/**
 * The idea-file value of the form: fields left empty are left out (a draft may be incomplete), an
 * unmeasured community count is null, and fields the form does not show (flags) stay as given.
 */
export function valueFromState(state: FormState, initial: IdeaFormValue): IdeaFormValue {
  const owned = new Set([...ALL_FIELDS.map((f) => f.path.split(".")[0]!), ...Object.values(GROUPS).map((g) => g.path.split(".")[0]!)]);
  const value: Record<string, unknown> = Object.fromEntries(Object.entries(initial).filter(([key]) => !owned.has(key)));
  for (const field of ALL_FIELDS) {
    const result = parsed(field.kind, state.fields[field.path] ?? "");
    if (result === undefined || result === null || (Array.isArray(result) && result.length === 0)) continue;
    write(value, field.path, result);
  }
  for (const [name, group] of Object.entries(GROUPS) as [GroupName, (typeof GROUPS)[GroupName]][]) {
    const items = state.groups[name]
      .map((item) => Object.fromEntries(group.parts.map((part) => [part.key, part.kind === "lines" ? lines(item[part.key] ?? "") : (item[part.key] ?? "").trim()])))
      .filter((item) => Object.values(item).some((part) => (Array.isArray(part) ? part.length > 0 : part !== "")));
    if (items.length) write(value, group.path, items);
  }
  if (value.status !== "archived") delete value.retirement;
  // Within a community section that was started, unmeasured counts are null and lists may be empty.
  const community = value.community_signals as Record<string, Record<string, unknown>> | undefined;
  if (community) {
    community.reddit = { total_members: null, monthly_posts: null, ...community.reddit };
    community.facebook = { groups: [], total_members: null, ...community.facebook };
    if (community.youtube) community.youtube = { channels: [], ...community.youtube };
  }
  return value as IdeaFormValue;
}

/** Where a server issue shows: the field (or group) whose path is the longest prefix of the issue's. */
export function issueTarget(issue: FieldIssue): string | null {
  const candidates = [...ALL_FIELDS.map((f) => f.path), ...Object.values(GROUPS).map((g) => g.path)];
  let best: string | null = null;
  for (const path of candidates) {
    if ((issue.path === path || issue.path.startsWith(`${path}.`)) && (!best || path.length > best.length)) best = path;
  }
  return best;
}
