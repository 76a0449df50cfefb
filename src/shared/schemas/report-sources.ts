import { z } from "zod";

/**
 * A page our research on a catalogue idea rests on, as a report cites it: numbered as the model was
 * given it, so a fact's "[n]" marker in the report names this source.
 */
export const reportSourceSchema = z.object({
  n: z.number().int().min(1),
  url: z.string(),
  title: z.string(),
  /** The day our researcher opened the page (YYYY-MM-DD). */
  accessed: z.string(),
  /** The claim the page supports, in our research's words. */
  supports: z.string(),
  /** The catalogue idea whose research lists the page. */
  idea: z.object({ slug: z.string(), title: z.string() }),
});
export type ReportSource = z.infer<typeof reportSourceSchema>;

const MARKER = /\[(\d{1,3})\]/g;

/** A fact's text and the source numbers its "[n]" markers cite, for pages and exports to link. */
export function splitCitations(fact: string): { text: string; cites: number[] } {
  const cites = [...fact.matchAll(MARKER)].map((match) => Number(match[1]));
  return { text: fact.replace(MARKER, "").replace(/\s+([.,;:])/g, "$1").replace(/\s{2,}/g, " ").trim(), cites: [...new Set(cites)] };
}
