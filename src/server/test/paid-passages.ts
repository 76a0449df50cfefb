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
