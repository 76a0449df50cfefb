import { z } from "zod";
import { validationDraftSchema } from "./ai";

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * What a configured model returns for a validation. It is the report's shape, except that the facts
 * and companies the model took or knows arrive as claims for the server to check against the research
 * it was given (src/server/modules/ai/model-claims.ts): only claims found there become the report's
 * catalogue facts, the rest is shown as the model's own knowledge, unverified.
 */
export const modelValidationSchema = validationDraftSchema.omit({ catalogueFacts: true, sources: true, unverifiedClaims: true, webResearch: true }).extend({
  /** Every statement taken from the research given, with the numbers of the sources it rests on ([] for an idea's own analysis). */
  facts: z.array(z.object({ statement: line(360), sources: z.array(z.number().int()).max(8) })).max(12),
  /** Every company the report names as a competitor or an alternative, and whether it is in the research given. */
  competitors: z.array(z.object({ name: line(120), fromResearch: z.boolean() })).max(12),
});
export type ModelValidation = z.infer<typeof modelValidationSchema>;
