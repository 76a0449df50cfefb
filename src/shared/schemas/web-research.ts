import { z } from "zod";

/**
 * What a model's report looked up on the web (issue 23, item 4; docs/decisions/018-web-research.md):
 * the searches it ran and every page they returned, numbered "W1", "W2"... as the model was given
 * them. `provider` is null when no search engine is configured: the report then says it did not
 * search the web.
 */
export const webPageSchema = z.object({
  n: z.number().int().min(1),
  url: z.string(),
  title: z.string(),
  snippet: z.string(),
  /** The page's own date when the search engine knew it (YYYY-MM-DD). */
  published: z.string().nullable(),
  /** The day the search ran (YYYY-MM-DD). */
  accessed: z.string(),
  /** Whether the report cites the page with its "[Wn]" marker. */
  cited: z.boolean(),
});
export type WebResearchPage = z.infer<typeof webPageSchema>;

export const webResearchSchema = z.object({
  provider: z.string().nullable(),
  queries: z.array(z.string()).max(10),
  pages: z.array(webPageSchema).max(40),
  /** Searches that failed, with the reason (the report was written without them). */
  failures: z.array(z.string()).max(10),
});
export type WebResearch = z.infer<typeof webResearchSchema>;

/** The "[Wn]" markers a text cites. */
export const WEB_MARKER = /\[W(\d{1,2})\]/g;
