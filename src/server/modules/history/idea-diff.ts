import type { IdeaAnalysis, IdeaChangeItem } from "../../db/schema";

/** The part of an idea row a change is measured on. */
export interface IdeaSnapshotRow {
  status: string;
  title: string;
  tagline: string;
  scoreOpportunity: number;
  scoreProblem: number;
  scoreFeasibility: number;
  scoreWhyNow: number;
  problemNarrative: string;
  solutionOverview: string;
  analysis: IdeaAnalysis | null;
}

const SCORES = [
  ["opportunity", "scoreOpportunity"],
  ["problem", "scoreProblem"],
  ["feasibility", "scoreFeasibility"],
  ["why_now", "scoreWhyNow"],
] as const;

/**
 * Analysis members that are not sections a reader reads as such: sources and triggers are compared
 * item by item, the verification date and retirement note are bookkeeping, the rationale goes with
 * the scores.
 */
const NOT_SECTIONS = new Set(["sources", "triggers", "last_verified_at", "retirement", "score_rationale"]);

/** A score moving by this much or more is a material change (issue 27). */
export const MATERIAL_SCORE_MOVE = 1;

/** Scores are float4 columns written with one decimal: compare them at that decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function sectionsOf(row: IdeaSnapshotRow): Map<string, string> {
  const sections = new Map<string, string>([
    ["title", row.title],
    ["tagline", row.tagline],
    ["problem_narrative", row.problemNarrative],
    ["solution_overview", row.solutionOverview],
  ]);
  for (const [key, value] of Object.entries(row.analysis ?? {})) {
    if (!NOT_SECTIONS.has(key) && value !== undefined) sections.set(key, JSON.stringify(value));
  }
  return sections;
}

/** A trigger is the same trigger while its kind and source stay: its date may move. */
const triggerKey = (trigger: { kind: string; source_url: string }) => `${trigger.kind} ${trigger.source_url}`;

/**
 * What changed between two versions of an idea, and whether it is material: a score moved by 1 or
 * more, the idea was archived, or a trigger date moved (issue 27 item 2). Empty when nothing a
 * reader sees changed (a flag, a view count).
 */
export function ideaChangeItems(before: IdeaSnapshotRow, after: IdeaSnapshotRow): { items: IdeaChangeItem[]; material: boolean } {
  const items: IdeaChangeItem[] = [];
  let material = false;

  for (const [key, column] of SCORES) {
    const from = oneDecimal(before[column]);
    const to = oneDecimal(after[column]);
    if (from === to) continue;
    items.push({ kind: "score", key, from, to });
    if (Math.abs(to - from) >= MATERIAL_SCORE_MOVE - 1e-9) material = true;
  }

  const beforeSections = sectionsOf(before);
  const afterSections = sectionsOf(after);
  for (const section of new Set([...beforeSections.keys(), ...afterSections.keys()])) {
    if (beforeSections.get(section) !== afterSections.get(section)) items.push({ kind: "section", section });
  }

  const beforeSources = new Map((before.analysis?.sources ?? []).map((source) => [source.url, source.title]));
  const afterSources = new Map((after.analysis?.sources ?? []).map((source) => [source.url, source.title]));
  for (const [url, title] of afterSources) if (!beforeSources.has(url)) items.push({ kind: "source_added", url, title });
  for (const [url, title] of beforeSources) if (!afterSources.has(url)) items.push({ kind: "source_removed", url, title });

  if (before.status !== after.status) {
    items.push({ kind: "status", from: before.status, to: after.status });
    if (after.status === "archived") material = true;
  }

  const beforeTriggers = new Map((before.analysis?.triggers ?? []).map((trigger) => [triggerKey(trigger), trigger]));
  const afterTriggers = new Map((after.analysis?.triggers ?? []).map((trigger) => [triggerKey(trigger), trigger]));
  for (const [key, trigger] of afterTriggers) {
    const previous = beforeTriggers.get(key);
    if (!previous) items.push({ kind: "trigger", summary: trigger.summary, from: null, to: trigger.date });
    else if (previous.date !== trigger.date) {
      items.push({ kind: "trigger", summary: trigger.summary, from: previous.date, to: trigger.date });
      material = true;
    }
  }
  for (const [key, trigger] of beforeTriggers) if (!afterTriggers.has(key)) items.push({ kind: "trigger", summary: trigger.summary, from: trigger.date, to: null });

  return { items, material };
}

/**
 * Several changes in date order folded into one difference (what a saver sees "since you saved
 * it"): a score from its first value to its last, dropped when it came back; sections named once;
 * a source added then removed cancels out; the status from first to last; a trigger likewise.
 */
export function netChange(changes: IdeaChangeItem[][]): IdeaChangeItem[] {
  const scores = new Map<string, { key: Extract<IdeaChangeItem, { kind: "score" }>["key"]; from: number; to: number }>();
  const sections = new Set<string>();
  const sources = new Map<string, { title: string; net: number }>();
  let status: { from: string; to: string } | null = null;
  const triggers = new Map<string, { from: string | null; to: string | null }>();

  for (const items of changes) {
    for (const item of items) {
      if (item.kind === "score") {
        const seen = scores.get(item.key);
        scores.set(item.key, { key: item.key, from: seen ? seen.from : item.from, to: item.to });
      } else if (item.kind === "section") sections.add(item.section);
      else if (item.kind === "source_added" || item.kind === "source_removed") {
        const seen = sources.get(item.url) ?? { title: item.title, net: 0 };
        sources.set(item.url, { title: item.title, net: seen.net + (item.kind === "source_added" ? 1 : -1) });
      } else if (item.kind === "status") status = { from: status ? status.from : item.from, to: item.to };
      else {
        const seen = triggers.get(item.summary);
        triggers.set(item.summary, { from: seen ? seen.from : item.from, to: item.to });
      }
    }
  }

  const net: IdeaChangeItem[] = [];
  for (const score of scores.values()) if (score.from !== score.to) net.push({ kind: "score", ...score });
  for (const section of sections) net.push({ kind: "section", section });
  for (const [url, source] of sources) {
    if (source.net > 0) net.push({ kind: "source_added", url, title: source.title });
    if (source.net < 0) net.push({ kind: "source_removed", url, title: source.title });
  }
  if (status && (status as { from: string; to: string }).from !== (status as { from: string; to: string }).to) net.push({ kind: "status", ...(status as { from: string; to: string }) });
  for (const [summary, trigger] of triggers) if (trigger.from !== trigger.to) net.push({ kind: "trigger", summary, ...trigger });
  return net;
}
