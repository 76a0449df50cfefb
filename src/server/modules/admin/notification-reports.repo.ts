import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/** Read-only look-ups the admin notices need from other modules' tables. */
export function createNotificationReportsRepo(db: Db) {
  return {
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },
  };
}
export type NotificationReportsRepo = ReturnType<typeof createNotificationReportsRepo>;
