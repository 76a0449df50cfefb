import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { usageLedger } from "../../db/schema";
import type { UsageKind } from "../../../shared/schemas/usage";
import { ledgerMonth } from "./ledger-month";

export function createUsageRepo(db: Db) {
  return {
    /**
     * Takes one unit of this month's quota if fewer than `limit` are used, and answers the month it
     * was taken from (for `release`) and the new count, or null when the quota is used up.
     *
     * One statement, so no read-then-write race: a first use inserts the row; concurrent first uses
     * wait on the key and fall through to the update; ON CONFLICT DO UPDATE locks the row and
     * re-checks `used < limit` on the latest version, so with N units left exactly N callers win
     * however many run at once on however many connections.
     */
    async consume(userId: string, kind: UsageKind, limit: number, now: Date): Promise<{ month: string; used: number } | null> {
      // The insert path would take a unit without checking the limit.
      if (limit <= 0) return null;
      const month = ledgerMonth(now);
      const [row] = await db
        .insert(usageLedger)
        .values({ userId, month, kind, used: 1 })
        .onConflictDoUpdate({
          target: [usageLedger.userId, usageLedger.month, usageLedger.kind],
          set: { used: sql`${usageLedger.used} + 1` },
          setWhere: sql`${usageLedger.used} < ${limit}`,
        })
        .returning({ used: usageLedger.used });
      return row ? { month, used: row.used } : null;
    },

    /** Gives back a unit taken in `month` (the work it paid for failed); never goes below 0. */
    async release(userId: string, kind: UsageKind, month: string): Promise<void> {
      await db
        .update(usageLedger)
        .set({ used: sql`${usageLedger.used} - 1` })
        .where(and(eq(usageLedger.userId, userId), eq(usageLedger.month, month), eq(usageLedger.kind, kind), sql`${usageLedger.used} > 0`));
    },

    async usedThisMonth(userId: string, kind: UsageKind, now: Date): Promise<number> {
      const [row] = await db
        .select({ used: usageLedger.used })
        .from(usageLedger)
        .where(and(eq(usageLedger.userId, userId), eq(usageLedger.month, ledgerMonth(now)), eq(usageLedger.kind, kind)));
      return row?.used ?? 0;
    },
  };
}
export type UsageRepo = ReturnType<typeof createUsageRepo>;
