import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys } from "../../db/schema";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The only code that reads or writes api_keys. */
export function createApiKeysRepo(db: Db) {
  return {
    async create(input: { userId: string; name: string; prefix: string; tokenHash: string }): Promise<ApiKeyRow> {
      const [row] = await db.insert(apiKeys).values(input).returning();
      return row!;
    },
    async liveForUser(userId: string): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))).orderBy(desc(apiKeys.createdAt));
    },
    async allForUser(userId: string): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
    },
    async countLive(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      return row?.count ?? 0;
    },
    /** Live key counts for a page of users (the admin's user list). */
    async liveCounts(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: apiKeys.userId, count: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(and(inArray(apiKeys.userId, userIds), isNull(apiKeys.revokedAt)))
        .groupBy(apiKeys.userId);
      return new Map(rows.map((row) => [row.userId, row.count]));
    },
    /** Revokes a live key; `userId` limits it to the owner's keys (null: any key, for admins). */
    async revoke(id: string, userId: string | null, at: Date): Promise<ApiKeyRow | null> {
      const owner = userId === null ? undefined : eq(apiKeys.userId, userId);
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt), owner))
        .returning();
      return row ?? null;
    },
    /**
     * Finds a live key by its hash and counts the request in the same statement, so resolving a key
     * and recording its use cost one round trip.
     */
    async useByHash(tokenHash: string, at: Date): Promise<{ id: string; userId: string } | null> {
      const [row] = await db
        .update(apiKeys)
        .set({ lastUsedAt: at, requestCount: sql`${apiKeys.requestCount} + 1` })
        .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id, userId: apiKeys.userId });
      return row ?? null;
    },
  };
}
export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
