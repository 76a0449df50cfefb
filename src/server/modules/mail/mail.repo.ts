import { and, count, desc, eq, gte, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { mailOutbox } from "../../db/schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export function createMailRepo(db: Db) {
  return {
    /** Inserts the mail; with a dedupe key that exists already, returns null and writes nothing. */
    async insert(row: NewOutboxRow): Promise<OutboxRow | null> {
      const [inserted] = await db.insert(mailOutbox).values(row).onConflictDoNothing({ target: mailOutbox.dedupeKey }).returning();
      return inserted ?? null;
    },
    /**
     * Claims up to `limit` mails that are due (queued, or left 'sending' by a process that died) for
     * this sender: FOR UPDATE SKIP LOCKED lets several instances deliver side by side without taking
     * the same row. `onlyId` claims one particular mail (a transactional send delivered at once).
     */
    async claimDue(leaseMs: number, limit: number, options: { kind?: string; onlyId?: string } = {}): Promise<OutboxRow[]> {
      const scope = [
        options.kind ? sql`and ${mailOutbox.kind} = ${options.kind}` : sql``,
        options.onlyId ? sql`and ${mailOutbox.id} = ${options.onlyId}` : sql``,
      ];
      const result = await db.execute(sql`
        update ${mailOutbox}
        set status = 'sending', attempts = ${mailOutbox.attempts} + 1, next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
        where ${mailOutbox.id} in (
          select ${mailOutbox.id} from ${mailOutbox}
          where ${mailOutbox.status} in ('queued', 'sending') and ${mailOutbox.nextAttemptAt} <= now() ${scope[0]} ${scope[1]}
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (ids.length === 0) return [];
      return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    },
    /** Inserts many at once; rows whose dedupe key exists are skipped. Answers how many were written. */
    async insertMany(rows: NewOutboxRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(mailOutbox).values(rows).onConflictDoNothing({ target: mailOutbox.dedupeKey }).returning({ id: mailOutbox.id });
      return inserted.length;
    },
    async markSent(id: string, providerMessageId: string) {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), providerMessageId, lastError: null, nextAttemptAt: null })
        .where(eq(mailOutbox.id, id));
    },
    /** A transient failure: back to the queue at `retryAt`, or failed for good when null. */
    async markFailed(id: string, error: string, retryAt: Date | null) {
      await db
        .update(mailOutbox)
        .set({ status: retryAt ? "queued" : "failed", lastError: error.slice(0, 1000), nextAttemptAt: retryAt })
        .where(eq(mailOutbox.id, id));
    },
    /** Mail of a kind by status; `createdSince` (a database time) keeps only the rows written since then. */
    async countByStatus(kind: string, dedupePrefix: string, createdSince?: Date) {
      const rows = await db
        .select({ status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, kind), sql`${mailOutbox.dedupeKey} like ${`${dedupePrefix}%`}`, createdSince ? gte(mailOutbox.createdAt, createdSince) : undefined))
        .groupBy(mailOutbox.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
    },
    async countRecent(kind: string, to: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to), gte(mailOutbox.createdAt, since)));
      return row?.n ?? 0;
    },
    async list(options: { search?: string; limit: number; offset: number }) {
      const where = options.search
        ? or(ilike(mailOutbox.toAddress, containsPattern(options.search)), ilike(mailOutbox.subject, containsPattern(options.search)))
        : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: mailOutbox.id,
            kind: mailOutbox.kind,
            to: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(mailOutbox).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    /** A deleted account's mail: the outbox keeps no copy of what was sent to the address. */
    async forgetRecipient(to: string): Promise<number> {
      const removed = await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, to)).returning({ id: mailOutbox.id });
      return removed.length;
    },

    async get(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
