import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../http/app-error";
import { nextUtcMonthStart } from "../../../shared/utc-dates";
import type { Entitlements } from "../../../shared/entitlements";
import type { Usage, UsageKind } from "../../../shared/schemas/usage";
import type { UsageRepo } from "./usage.repo";

/** Only what quotas need from a viewer, so callers (routes, the AI module, tests) need no session. */
export interface QuotaViewer {
  user: { id: string };
  entitlements: Pick<Entitlements, "effectiveTier" | "quotas">;
}

function limitOf(viewer: QuotaViewer, kind: UsageKind): number {
  return kind === "ai_chat" ? viewer.entitlements.quotas.aiChat : viewer.entitlements.quotas.aiResearch;
}

const resetDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });

function usedUp(kind: UsageKind, limit: number, now: Date): AppError {
  // The spec's chat text promises unlimited chats on Pro, which no plan has (DECISIONS.md: 100 a
  // month on Pro, a 1,000 fair-use cap on Lifetime); so both messages say what happened and when it ends.
  const resets = resetDate.format(nextUtcMonthStart(now));
  const message =
    kind === "ai_chat"
      ? `You've reached your monthly chat limit of ${limit} chats. It resets on ${resets}.`
      : `You've used all ${limit} idea validations this month. They reset on ${resets}.`;
  return new AppError("RATE_LIMIT", { message, reason: "QUOTA_EXCEEDED" });
}

function notInPlan(kind: UsageKind): AppError {
  const feature = kind === "ai_chat" ? "AI chat" : "AI idea validation";
  return new AppError("PERMISSION", { message: `${feature} is part of Weekend Empire (Pro). Upgrade to use it.` });
}

export function createUsageService(deps: { repo: UsageRepo; log: Pick<FastifyBaseLogger, "warn"> }) {
  return {
    async usageFor(viewer: QuotaViewer, kind: UsageKind, now = new Date()): Promise<Usage> {
      const limit = limitOf(viewer, kind);
      const used = await deps.repo.usedThisMonth(viewer.user.id, kind, now);
      return {
        used,
        limit,
        // A downgrade can leave more used than the new limit allows.
        remaining: Math.max(0, limit - used),
        resetsAt: nextUtcMonthStart(now).toISOString(),
        subscriptionTier: viewer.entitlements.effectiveTier,
      };
    },

    /**
     * Runs `run` if a unit of the viewer's monthly quota could be taken, and gives the unit back if
     * `run` throws (a failed AI call costs the user nothing). The unit is taken before the work, not
     * counted after it, so parallel requests cannot overshoot the quota.
     * Throws 403 PERMISSION when the plan has no such quota, 429 RATE_LIMIT (QUOTA_EXCEEDED) when it
     * is used up.
     */
    async withQuota<T>(viewer: QuotaViewer, kind: UsageKind, run: () => Promise<T>, now = new Date()): Promise<T> {
      const limit = limitOf(viewer, kind);
      if (limit <= 0) throw notInPlan(kind);
      const taken = await deps.repo.consume(viewer.user.id, kind, limit, now);
      if (!taken) throw usedUp(kind, limit, now);
      try {
        return await run();
      } catch (error) {
        // The work's own error is what the caller must see; a failed give-back only costs one unit.
        await deps.repo.release(viewer.user.id, kind, taken.month).catch((releaseError: unknown) => {
          deps.log.warn({ err: releaseError, userId: viewer.user.id, kind }, "could not give back a quota unit");
        });
        throw error;
      }
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
