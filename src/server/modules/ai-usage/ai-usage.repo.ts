import { gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { aiCalls } from "../../db/schema";
import type { LlmUsage } from "../../integrations/llm";

/** Calls, unreported calls and token sums of one UTC day, tool and model. */
export interface UsageGroup {
  day: string;
  tool: string;
  model: string;
  calls: number;
  unreported: number;
  inputTokens: number;
  outputTokens: number;
}

/** The model calls' ledger (ai_calls): one row a call, summed by UTC day, tool and model for reports. */
export function createAiUsageRepo(db: Db) {
  return {
    async insert(usage: LlmUsage): Promise<void> {
      await db.insert(aiCalls).values({
        tool: usage.tool,
        model: usage.model,
        userId: usage.userId,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
      });
    },

    /** Every call since `since`, grouped by UTC day, tool and model (a few rows a day at most). */
    async groupsSince(since: Date): Promise<UsageGroup[]> {
      const day = sql<string>`to_char(${aiCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          tool: aiCalls.tool,
          model: aiCalls.model,
          calls: sql<number>`count(*)::int`,
          unreported: sql<number>`count(*) filter (where ${aiCalls.inputTokens} is null or ${aiCalls.outputTokens} is null)::int`,
          inputTokens: sql<string>`coalesce(sum(${aiCalls.inputTokens}), 0)::bigint`,
          outputTokens: sql<string>`coalesce(sum(${aiCalls.outputTokens}), 0)::bigint`,
        })
        .from(aiCalls)
        .where(gte(aiCalls.createdAt, since))
        .groupBy(day, aiCalls.tool, aiCalls.model);
      // bigint sums arrive as strings from pg; a day's tokens stay far below 2^53.
      return rows.map((row) => ({ ...row, inputTokens: Number(row.inputTokens), outputTokens: Number(row.outputTokens) }));
    },
  };
}
export type AiUsageRepo = ReturnType<typeof createAiUsageRepo>;
