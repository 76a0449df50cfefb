import type { Db } from "../../db/client";
import { insertAudit, type AuditEntry } from "./audit.repo";

export type { AuditEntry };

/**
 * Every admin write leaves one row: who, what, when, before and after. `db` may be the caller's
 * transaction, so a change and its audit row commit together (auth's role change does).
 */
export function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  return insertAudit(db, entry);
}
