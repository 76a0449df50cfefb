import { and, count, eq, gte } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { loginAttempts } from "../../db/schema";

export function createLoginThrottleRepo(db: Db) {
  return {
    async failuresSince(email: string, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gte(loginAttempts.createdAt, since)));
      return row?.n ?? 0;
    },
    async record(email: string, ip: string, succeeded: boolean): Promise<void> {
      await db.insert(loginAttempts).values({ id: randomUUID(), email, ip, succeeded });
    },
  };
}
export type LoginThrottleRepo = ReturnType<typeof createLoginThrottleRepo>;
