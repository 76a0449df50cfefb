import { z } from "zod";

/**
 * One retired (archived) idea as /retired shows it (issue 27 item 3): the header and why it left the
 * catalogue, never its analysis, which stays paid even after the idea is retired.
 */
export const retiredIdeaSchema = z.object({
  slug: z.string(),
  title: z.string(),
  tagline: z.string(),
  category: z.string(),
  retiredOn: z.string().nullable(),
  reason: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});
export type RetiredIdea = z.infer<typeof retiredIdeaSchema>;

export const retiredIdeasResponse = z.object({ ideas: z.array(retiredIdeaSchema) });
export type RetiredIdeasResponse = z.infer<typeof retiredIdeasResponse>;
