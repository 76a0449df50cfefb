import { z } from "zod";
import { PIPELINE_STAGES } from "../pipeline";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD");

/**
 * An idea's cheapest falsifiable test (issue 26 item 5), derived on the server from the idea's own
 * research. `basis` lists the fields of the idea file it was drawn from; where the file gives no
 * basis the answer is `available: false` with the reason, never an invented test.
 */
export const oneWeekTestSchema = z.discriminatedUnion("available", [
  z.object({
    available: z.literal(true),
    kind: z.enum(["calls", "presale"]),
    action: z.string(),
    stopRule: z.string(),
    contacts: z.number().int().positive(),
    threshold: z.number().int().positive(),
    basis: z.array(z.string()),
  }),
  z.object({ available: z.literal(false), reason: z.string() }),
]);
export type OneWeekTest = z.infer<typeof oneWeekTestSchema>;

export const committedTestSchema = z.object({
  id: z.string(),
  action: z.string(),
  stopRule: z.string(),
  dueOn: z.string(),
  committedAt: z.string(),
  passed: z.boolean().nullable(),
  resultNote: z.string().nullable(),
  loggedAt: z.string().nullable(),
  shareResult: z.boolean(),
});
export type CommittedTest = z.infer<typeof committedTestSchema>;

export const pipelineMoveSchema = z.object({
  from: z.enum(PIPELINE_STAGES),
  to: z.enum(PIPELINE_STAGES),
  reason: z.string().nullable(),
  movedAt: z.string(),
});

/** One saved idea in the member's pipeline. Only the header: the paid analysis is on the idea page. */
export const pipelineItemSchema = z.object({
  idea: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    tagline: z.string(),
    category: z.string(),
    isProPick: z.boolean(),
    /** The member may move it into a working stage and test it (canWorkOnIdea). */
    workable: z.boolean(),
  }),
  savedAt: z.string(),
  stage: z.enum(PIPELINE_STAGES),
  stageChangedAt: z.string(),
  dropReason: z.string().nullable(),
  notes: z.string(),
  moves: z.array(pipelineMoveSchema),
  tests: z.array(committedTestSchema),
});
export type PipelineItem = z.infer<typeof pipelineItemSchema>;
export const pipelineResponse = z.object({ items: z.array(pipelineItemSchema) });
export type PipelineResponse = z.infer<typeof pipelineResponse>;

export const pipelineIdeaParams = z.object({ ideaId: z.uuid("Not a valid idea id") });

export const moveBody = z
  .object({
    stage: z.enum(PIPELINE_STAGES, "Unknown stage"),
    reason: z.string().trim().max(500, "Keep the reason under 500 characters").optional(),
  })
  .strict()
  .refine((body) => body.stage !== "dropped" || (body.reason && body.reason.length >= 3), { message: "Say why you are dropping the idea", path: ["reason"] });

export const notesBody = z.object({ notes: z.string().max(5000, "Notes are limited to 5,000 characters") }).strict();

export const commitTestBody = z.object({ dueOn: isoDay }).strict();

export const testResultBody = z
  .object({
    passed: z.boolean(),
    note: z.string().trim().max(1000, "Keep the note under 1,000 characters").optional(),
    share: z.boolean().default(false),
  })
  .strict();

/** The idea page's panel: builders counted (never named), the test, its aggregate and the viewer's own entry. */
export const ideaPipelinePanelResponse = z.object({
  builders: z.number().int().nonnegative(),
  /** null: the viewer may not read the idea in full, so its test (drawn from the analysis) is withheld. */
  test: oneWeekTestSchema.nullable(),
  aggregate: z.object({ ran: z.number().int(), passed: z.number().int() }).nullable(),
  /** Shared results so far when fewer than the minimum (the aggregate stays hidden until then). */
  sharedSoFar: z.number().int().nonnegative(),
  entry: pipelineItemSchema.nullable(),
});
export type IdeaPipelinePanel = z.infer<typeof ideaPipelinePanelResponse>;

export const exportQuery = z.object({ format: z.enum(["csv", "json"], "Format must be csv or json").default("json") }).strict();
