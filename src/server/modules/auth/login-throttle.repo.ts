import { and, count, eq, gte } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { loginAttempts } from "../../db/schema";

/**
 * Sign-in attempts per e-mail and IP. An attempt is written as a failure *before* the password is
 * checked and then counted, so parallel requests cannot all pass a check that ran before any of
 * them was recorded: the k-th concurrent attempt always sees at least k rows.
 */
export function createLoginThrottleRepo(db: Db) {
  async function failuresSince(email: string, ip: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gte(loginAttempts.createdAt, since)));
    return row?.n ?? 0;
  }

  return {
    failuresSince,
    /** Records the attempt, then answers whether it is within the allowance (it is dropped if not). */
    async begin(email: string, ip: string, since: Date, allowed: number): Promise<{ id: string } | null> {
      const id = randomUUID();
      await db.insert(loginAttempts).values({ id, email, ip, succeeded: false });
      if ((await failuresSince(email, ip, since)) <= allowed) return { id };
      await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
      return null;
    },
    /** The password was right: the attempt no longer counts against the allowance. */
    async succeeded(id: string): Promise<void> {
      await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
    },
    /** The request ended before a password check (bad request, unverified e-mail): it was no guess. */
    async discard(id: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    },
  };
}
export type LoginThrottleRepo = ReturnType<typeof createLoginThrottleRepo>;
