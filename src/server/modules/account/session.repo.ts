import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";

/** A user's own sessions: listed without their tokens, revoked by id. */
export function createSessionRepo(db: Db) {
  return {
    async listActive(userId: string) {
      return db
        .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.createdAt));
    },
    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId))).returning({ id: sessions.id });
      return deleted.length > 0;
    },
    /** Signs the user out everywhere (an admin's action); answers how many sessions ended. */
    async revokeAll(userId: string): Promise<number> {
      const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return deleted.length;
    },
    async revokeOthers(userId: string, keepSessionId: string): Promise<number> {
      const deleted = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))).returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
