import { z } from "zod";

/**
 * An idea's change history as a reader sees it (issue 27 item 2). Sources are counted, never
 * listed: their addresses are part of the analysis a reader pays for.
 */
export const SCORE_KEYS = ["opportunity", "problem", "feasibility", "why_now"] as const;
export const publicChangeItem = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("score"), key: z.enum(SCORE_KEYS), from: z.number(), to: z.number() }),
  z.object({ kind: z.literal("section"), section: z.string() }),
  z.object({ kind: z.literal("sources"), added: z.number().int(), removed: z.number().int() }),
  z.object({ kind: z.literal("status"), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal("trigger"), summary: z.string(), from: z.string().nullable(), to: z.string().nullable() }),
]);
export type PublicChangeItem = z.infer<typeof publicChangeItem>;

export const ideaChangeEntry = z.object({
  changedAt: z.string(),
  reason: z.string().nullable(),
  material: z.boolean(),
  items: z.array(publicChangeItem),
});
export type IdeaChangeEntry = z.infer<typeof ideaChangeEntry>;

/** No choice made: only a retirement is mailed. */
export const IDEA_CHANGE_MAIL_MODES = ["material", "retired", "none"] as const;
export type IdeaChangeMailMode = (typeof IDEA_CHANGE_MAIL_MODES)[number];

export const ideaChangesResponse = z.object({
  changes: z.array(ideaChangeEntry),
  /** For a member who saved the idea: when, and everything that changed since, folded into one difference. */
  sinceSaved: z.object({ savedAt: z.string(), items: z.array(publicChangeItem) }).nullable(),
  /** The signed-in member's mail choice (null for a visitor). */
  mailMode: z.enum(IDEA_CHANGE_MAIL_MODES).nullable(),
});
export type IdeaChangesResponse = z.infer<typeof ideaChangesResponse>;

export const ideaChangeMailBody = z.object({ mode: z.enum(IDEA_CHANGE_MAIL_MODES) }).strict();
export const ideaChangeMailResponse = z.object({ mode: z.enum(IDEA_CHANGE_MAIL_MODES) });
export const ideaChangeMailStopQuery = z.object({ user: z.string().min(1).max(100), token: z.string().min(1).max(200) });
