import { z } from "zod";

/**
 * The AI tools that call the configured model (issue 23, item 6). Each has its own output limit
 * (AI_MAX_OUTPUT_TOKENS_*), and every call is counted under one of them.
 * - validation: a founder's idea validation report
 * - chat: one answer in AI chat
 * - builder: the AI builder's documents rewritten by the model ("Rewrite with …")
 * - draft: the admin idea generator's draft
 */
export const AI_TOOLS = ["validation", "chat", "builder", "draft"] as const;
export type AiTool = (typeof AI_TOOLS)[number];

export const AI_TOOL_LABELS: Record<AiTool, string> = {
  validation: "Idea validation",
  chat: "AI chat",
  builder: "Builder documents",
  draft: "Idea drafts (admin)",
};

/** How many days the admin usage view covers at most. */
export const AI_USAGE_MAX_DAYS = 90;

export const aiUsageQuery = z.object({
  days: z.coerce.number().int().min(1, "Show at least 1 day").max(AI_USAGE_MAX_DAYS, `Show at most ${AI_USAGE_MAX_DAYS} days`).default(30),
});

/** Tokens and estimated dollars for one group of calls. `cost` is null when no price is set for a model in it. */
const usageTotals = z.object({
  calls: z.number().int(),
  /** Calls the provider never reported tokens for (a stream cut before its final chunk). */
  unreported: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  cost: z.number().nullable(),
});
export type AiUsageTotals = z.infer<typeof usageTotals>;

export const aiUsageResponse = z.object({
  data: z.object({
    /** The first UTC day covered (YYYY-MM-DD) and the number of days up to today. */
    since: z.string(),
    days: z.number().int(),
    total: usageTotals,
    /** Newest day first; only days with calls. */
    byDay: z.array(usageTotals.extend({ day: z.string() })),
    byTool: z.array(usageTotals.extend({ tool: z.enum(AI_TOOLS) })),
    byModel: z.array(usageTotals.extend({ model: z.string(), priced: z.boolean() })),
    /** Today's spend against the cap (UTC day). */
    today: z.object({
      cost: z.number(),
      cap: z.number().nullable(),
      paused: z.boolean(),
      /** When a paused day ends: the next 00:00 UTC. */
      resumesAt: z.string(),
    }),
    /** The model the AI tools use now; null on the built-in analyst. */
    currentModel: z.string().nullable(),
    /** Whether the current model has a price (without one the cap cannot count its calls). */
    currentModelPriced: z.boolean(),
  }),
});
export type AiUsageReport = z.infer<typeof aiUsageResponse>["data"];

/** The plain words members read while the daily cap holds model calls. */
export const SPENDING_CAP_MESSAGE = "AI answers are paused until 00:00 UTC: today's AI spending cap is reached. This did not count against your monthly limit.";
