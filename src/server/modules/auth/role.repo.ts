import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { Role } from "../../../shared/entitlements";

export class UnknownUserError extends Error {}

/**
 * Sets a user's role in one transaction; `recordChange` runs inside it (with the transaction) when
 * the role changed, so the change and its audit row commit together.
 */
export async function changeRole(
  db: Db,
  email: string,
  role: Role,
  recordChange: (tx: Db, change: { userId: string; before: string }) => Promise<void>,
): Promise<{ changed: boolean }> {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, normalized));
    if (!user) throw new UnknownUserError(`No account uses ${normalized}. The user must sign up first.`);
    if (user.role === role) return { changed: false };
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordChange(tx as unknown as Db, { userId: user.id, before: user.role });
    return { changed: true };
  });
}
