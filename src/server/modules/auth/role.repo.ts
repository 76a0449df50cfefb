import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { recordAudit } from "../admin/audit.repo";
import type { Role } from "../../../shared/entitlements";

export class UnknownUserError extends Error {}

/** Grants or revokes the admin role, recording the change in the audit log. */
export async function setRole(db: Db, email: string, role: Role, actor: { id: string | null; label: string }): Promise<{ changed: boolean }> {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, normalized));
    if (!user) throw new UnknownUserError(`No account uses ${normalized}. The user must sign up first.`);
    if (user.role === role) return { changed: false };
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      actorEmail: actor.label,
      action: role === "admin" ? "user.role.grant_admin" : "user.role.revoke_admin",
      targetType: "user",
      targetId: user.id,
      before: { role: user.role },
      after: { role },
    });
    return { changed: true };
  });
}
