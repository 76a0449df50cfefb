import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { testBillingObjects } from "../../db/schema";

export type TestObjectKind = "customer" | "checkout_session" | "subscription" | "invoice" | "payment_intent";

/** The test-mode provider's records, one JSON object per provider object. */
export function createTestModeRepo(db: Db) {
  return {
    async get<T>(kind: TestObjectKind, id: string): Promise<T | null> {
      const [row] = await db.select({ data: testBillingObjects.data }).from(testBillingObjects).where(and(eq(testBillingObjects.id, id), eq(testBillingObjects.kind, kind)));
      return (row?.data as T | undefined) ?? null;
    },

    async put(kind: TestObjectKind, id: string, data: object): Promise<void> {
      const value = data as Record<string, unknown>;
      await db
        .insert(testBillingObjects)
        .values({ id, kind, data: value })
        .onConflictDoUpdate({ target: testBillingObjects.id, set: { data: value, updatedAt: new Date() } });
    },

    /** Moves an object from one status to another only if it is still in the first: one of two racing clicks wins. */
    async transition<T>(kind: TestObjectKind, id: string, from: string, changes: Record<string, unknown>): Promise<T | null> {
      const [row] = await db
        .update(testBillingObjects)
        .set({ data: sql`${testBillingObjects.data} || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() })
        .where(and(eq(testBillingObjects.id, id), eq(testBillingObjects.kind, kind), sql`${testBillingObjects.data}->>'status' = ${from}`))
        .returning({ data: testBillingObjects.data });
      return (row?.data as T | undefined) ?? null;
    },

    /** Replaces an object only if nobody changed it since it was read: two instances' clocks renew once. */
    async replaceIfUnchanged(kind: TestObjectKind, id: string, before: object, after: object): Promise<boolean> {
      const rows = await db
        .update(testBillingObjects)
        .set({ data: after as Record<string, unknown>, updatedAt: new Date() })
        .where(and(eq(testBillingObjects.id, id), eq(testBillingObjects.kind, kind), sql`${testBillingObjects.data} = ${JSON.stringify(before)}::jsonb`))
        .returning({ id: testBillingObjects.id });
      return rows.length > 0;
    },

    /** Running subscriptions whose period has ended, for the test clock. */
    async subscriptionsDue(nowSeconds: number): Promise<string[]> {
      const rows = await db
        .select({ id: testBillingObjects.id })
        .from(testBillingObjects)
        .where(
          and(
            eq(testBillingObjects.kind, "subscription"),
            inArray(sql`${testBillingObjects.data}->>'status'`, ["active", "trialing", "past_due"]),
            sql`(${testBillingObjects.data}->'items'->'data'->0->>'current_period_end')::bigint <= ${nowSeconds}`,
          ),
        )
        .limit(500);
      return rows.map((row) => row.id);
    },
  };
}
export type TestModeRepo = ReturnType<typeof createTestModeRepo>;
