import type { IdeaFile } from "../../shared/schemas/idea";

/**
 * Passages that appear only in an idea's paid analysis (the paywall scan, http/paywall-scan.test.ts, and the API-key and MCP scans use it):
 * the start of each long paid text and of each dated trigger and buyer's quote, minus anything the
 * public text also says; JSON-escaped, as they appear in an API answer.
 */
export function paidPassages(file: IdeaFile): string[] {
  const [firstParagraph, secondParagraph] = file.problem_narrative.split(/\n\s*\n/);
  const publicText = [file.title, file.tagline, firstParagraph].join("\n");
  const long = [file.solution_overview, secondParagraph, file.market_gap, file.execution_plan, file.why_now].filter((text): text is string => Boolean(text && text.length >= 60));
  const dated = [...(file.triggers ?? []).flatMap((trigger) => [trigger.summary, trigger.outcome]), ...(file.buyer_voice ?? []).map((voice) => voice.quote)].filter(
    (text): text is string => Boolean(text && text.length >= 30),
  );
  return [...long, ...dated]
    .map((text) => text.slice(0, 60))
    .filter((passage) => !publicText.includes(passage))
    .map((passage) => JSON.stringify(passage).slice(1, -1));
}

/**
 * Finds any of many passages in a text in one pass over it. The scans look for thousands of
 * passages in each of about a thousand answers; asking `includes` once per passage made them the
 * slowest tests of the suite. Every passage is at least 30 characters (see paidPassages), so each is
 * filed under its first KEY characters and the text is read once, one lookup per position.
 */
const KEY = 24;
export function passageFinder<T extends { passage: string }>(entries: readonly T[]): (text: string) => T[] {
  const byKey = new Map<string, T[]>();
  for (const entry of entries) {
    if (entry.passage.length < KEY) throw new Error(`passage shorter than ${KEY} characters: "${entry.passage}"`);
    const key = entry.passage.slice(0, KEY);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return (text) => {
    const found = new Set<T>();
    for (let at = 0; at + KEY <= text.length; at++) {
      const candidates = byKey.get(text.slice(at, at + KEY));
      if (candidates) for (const entry of candidates) if (text.startsWith(entry.passage, at)) found.add(entry);
    }
    return [...found];
  };
}
