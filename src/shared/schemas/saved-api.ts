import { z } from "zod";

/** A saved idea as the /saved screen shows it; figures beyond the teaser only where the viewer has full access. */
export const savedItemSchema = z.object({
  savedAt: z.string(),
  idea: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    tagline: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    isProPick: z.boolean(),
    opportunityScore: z.number(),
    problemTeaser: z.string(),
    fullAccess: z.boolean(),
    revenuePotential: z.object({ min: z.number(), max: z.number() }).nullable(),
    primaryKeyword: z.object({ term: z.string(), monthlyVolume: z.number(), growthRate: z.number() }).nullable(),
  }),
});
export type SavedItem = z.infer<typeof savedItemSchema>;
export const savedListResponse = z.object({ items: z.array(savedItemSchema) });
export const saveIdeaBody = z.object({ ideaId: z.uuid("Not a valid idea id") }).strict();
export const savedCountResponse = z.object({ count: z.number().int().nonnegative() });
