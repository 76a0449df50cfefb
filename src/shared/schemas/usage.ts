import { z } from "zod";
import { TIERS } from "../plans";

/** What the AI quotas count: one chat message sent, one idea validation run. */
export const USAGE_KINDS = ["ai_chat", "ai_research"] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/**
 * A viewer's usage of one AI quota in the current calendar month (UTC). `remaining` is
 * limit minus used, never below 0 (used can exceed a limit that dropped after a downgrade);
 * `resetsAt` is the first instant of the next UTC month; `subscriptionTier` is the tier whose
 * quota applies now.
 */
export const usageSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  resetsAt: z.iso.datetime(),
  subscriptionTier: z.enum(TIERS),
});
export type Usage = z.infer<typeof usageSchema>;

/** GET /api/v1/ai-chat/usage and GET /api/v1/validate/usage, in the spec's `{ data }` envelope. */
export const usageResponseSchema = z.object({ data: usageSchema });
export type UsageResponse = z.infer<typeof usageResponseSchema>;
