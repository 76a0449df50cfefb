import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { auditLog } from "../../db/schema";
import { utcMidnightPlusDays } from "../../../shared/utc-dates";

export interface AuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Writes one audit row (callers go through audit.service.ts recordAudit). */
export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilter {
  /** Part of the actor's e-mail (or label, for the command line). */
  actor?: string;
  action?: string;
  targetType?: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? ilike(auditLog.actorEmail, containsPattern(filter.actor)) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(auditLog.createdAt, utcMidnightPlusDays(new Date(`${filter.to}T00:00:00Z`), 1)) : undefined,
  );
}

/** One page of the log, newest first, with the total under the filter. */
export async function listAudit(db: Db, filter: AuditFilter, page: number) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The actions and target types the log holds, for the filter lists. */
export async function auditVocabulary(db: Db): Promise<{ actions: string[]; targetTypes: string[] }> {
  const [actions, targetTypes] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ value: auditLog.targetType }).from(auditLog).orderBy(auditLog.targetType),
  ]);
  return { actions: actions.map((row) => row.value), targetTypes: targetTypes.map((row) => row.value) };
}
