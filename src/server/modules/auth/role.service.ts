import type { Db } from "../../db/client";
import type { Role } from "../../../shared/entitlements";
import { recordAudit } from "../audit/index";
import { changeRole } from "./role.repo";

export { UnknownUserError } from "./role.repo";

/** Grants or revokes the admin role, recording the change in the audit log. */
export function setRole(db: Db, email: string, role: Role, actor: { id: string | null; label: string }): Promise<{ changed: boolean }> {
  return changeRole(db, email, role, (tx, change) =>
    recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.label,
      action: role === "admin" ? "user.role.grant_admin" : "user.role.revoke_admin",
      targetType: "user",
      targetId: change.userId,
      before: { role: change.before },
      after: { role },
    }),
  );
}
