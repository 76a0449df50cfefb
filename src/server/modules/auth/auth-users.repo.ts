import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, users } from "../../db/schema";

/** Reads of better-auth's users table that our routes need before better-auth runs. */
export function createAuthUsersRepo(db: Db) {
  return {
    async byEmail(email: string): Promise<{ id: string; name: string } | null> {
      const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
      return row ?? null;
    },
    async hasPassword(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
      return Boolean(row?.id);
    },
    /**
     * Deletes the account: profile, sessions, credentials, saved ideas and AI history go with it
     * (ON DELETE CASCADE); payments, subscription events and idea views stay, detached (SET NULL).
     */
    async deleteById(id: string): Promise<boolean> {
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
export type AuthUsersRepo = ReturnType<typeof createAuthUsersRepo>;
