import { and, count, desc, eq, gte, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
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
    async markSent(id: string, providerMessageId: string) {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), providerMessageId, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id: string, error: string, nextAttemptAt: Date | null) {
      await db
        .update(mailOutbox)
        .set({ status: nextAttemptAt ? "queued" : "failed", lastError: error.slice(0, 1000), nextAttemptAt, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
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
        ? or(ilike(mailOutbox.toAddress, `%${options.search}%`), ilike(mailOutbox.subject, `%${options.search}%`))
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
    async get(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}
export type MailRepo = ReturnType<typeof createMailRepo>;
