import { z } from "zod";
import { COMPARE_MAX, COMPARE_MIN } from "../pipeline";
import { ideaFitResponse } from "../founder-fit";

/** ?ideas=slug-a,slug-b: two to four distinct idea addresses, in the order to show them. */
export const compareQuery = z
  .object({
    ideas: z
      .string()
      .transform((value) => [...new Set(value.split(",").map((slug) => slug.trim()).filter(Boolean))])
      .pipe(
        z
          .array(z.string().max(120).regex(/^[a-z0-9-]+$/, "Not a valid idea address"))
          .min(COMPARE_MIN, `Pick at least ${COMPARE_MIN} ideas to compare`)
          .max(COMPARE_MAX, `Compare at most ${COMPARE_MAX} ideas at once`),
      ),
  })
  .strict();

const scores = z.object({ opportunity: z.number(), problem: z.number(), feasibility: z.number(), whyNow: z.number(), overall: z.number() });

/**
 * One column of the compare page. What everyone may see of an idea (header and scores, as its page
 * shows a teaser) is always there; `full` carries the paid rows only when this viewer may read the
 * idea in full, and is null otherwise (the column shows locked).
 */
export const compareColumnSchema = z.discriminatedUnion("found", [
  z.object({
    found: z.literal(true),
    slug: z.string(),
    id: z.string(),
    title: z.string(),
    tagline: z.string(),
    category: z.string(),
    isProPick: z.boolean(),
    scores,
    /** The member's founder fit, as the idea page shows it; null for a visitor. */
    fit: ideaFitResponse.nullable(),
    full: z
      .object({
        revenue: z.object({ min: z.number(), max: z.number(), monthlyEstimate: z.number() }),
        executionDifficulty: z.number(),
        timeToMvpWeeks: z.number(),
        competitors: z.array(z.string()),
        triggers: z.array(z.object({ date: z.string(), kind: z.string(), summary: z.string() })),
        sources: z.array(z.object({ title: z.string(), url: z.string() })),
      })
      .nullable(),
  }),
  /** An address no published idea answers to (retired since the link was shared, or mistyped). */
  z.object({ found: z.literal(false), slug: z.string() }),
]);
export type CompareColumn = z.infer<typeof compareColumnSchema>;
export const compareResponse = z.object({ columns: z.array(compareColumnSchema) });
export type CompareResponse = z.infer<typeof compareResponse>;
