import { and, asc, count, desc, eq, gt, ilike, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { accounts, emailSubscribers, profiles, users } from "../../db/schema";
import { profileWrites } from "../account/index";

export type SubscribeOutcome = "subscribed" | "already_subscribed" | "resubscribed";

/** The admin list's filter: a status (or all) and part of an address. */
export interface SubscriberFilter {
  status: "all" | "active" | "unsubscribed";
  search?: string;
}

/**
 * The account can sign in: a password or a linked Google/GitHub login. An account an admin added
 * whose owner never set the password has neither; it gets the set-password mail, not the daily mail.
 */
const hasSignInMethod = sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id})`;

export function createSubscribersRepo(db: Db) {
  function whereOf(filter: SubscriberFilter): SQL | undefined {
    return and(
      filter.status === "all" ? undefined : eq(emailSubscribers.status, filter.status),
      filter.search ? ilike(emailSubscribers.email, containsPattern(filter.search)) : undefined,
    );
  }

  return {
    /** One page of the admin list, newest first, with the filter's total. */
    async page(filter: SubscriberFilter, limit: number, offset: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db.select().from(emailSubscribers).where(where).orderBy(desc(emailSubscribers.createdAt), asc(emailSubscribers.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(emailSubscribers).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The export's keyset pages: addresses after `after`, in address order. */
    async exportPage(filter: SubscriberFilter, after: string, limit: number) {
      return db.select().from(emailSubscribers).where(and(whereOf(filter), gt(emailSubscribers.email, after))).orderBy(asc(emailSubscribers.email)).limit(limit);
    },

    /**
     * The spec's state machine: a new address is inserted; an active one is a silent success; an
     * unsubscribed one returns to active with its date cleared and its source updated; a
     * duplicate-key race counts as success.
     */
    async subscribe(input: { email: string; source: string; referrer: string | null; userAgent: string | null }): Promise<SubscribeOutcome> {
      // Subscribing an account's own address turns that account's daily preference on as well.
      await profileWrites.emailChoicesByAddress(db, input.email, { emailDailyIdea: true });
      const [existing] = await db.select({ status: emailSubscribers.status }).from(emailSubscribers).where(eq(emailSubscribers.email, input.email));
      if (existing?.status === "active") return "already_subscribed";
      if (existing) {
        await db
          .update(emailSubscribers)
          .set({ status: "active", unsubscribedAt: null, source: input.source, welcomedAt: null, updatedAt: new Date() })
          .where(eq(emailSubscribers.email, input.email));
        return "resubscribed";
      }
      const inserted = await db
        .insert(emailSubscribers)
        .values({ email: input.email, source: input.source, referrer: input.referrer, userAgent: input.userAgent })
        .onConflictDoNothing()
        .returning({ id: emailSubscribers.id });
      return inserted.length ? "subscribed" : "already_subscribed";
    },

    /** A deleted account's address leaves the list entirely (not just unsubscribed). */
    async remove(email: string): Promise<void> {
      await db.delete(emailSubscribers).where(eq(emailSubscribers.email, email));
    },

    async markWelcomed(email: string): Promise<void> {
      await db.update(emailSubscribers).set({ welcomedAt: new Date() }).where(eq(emailSubscribers.email, email));
    },

    /** Active subscribers whose welcome was never stored (the send failed), oldest first. */
    async awaitingWelcome(subscribedBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ email: emailSubscribers.email })
        .from(emailSubscribers)
        .where(and(eq(emailSubscribers.status, "active"), isNull(emailSubscribers.welcomedAt), lt(emailSubscribers.updatedAt, subscribedBefore)))
        .orderBy(asc(emailSubscribers.updatedAt))
        .limit(limit);
      return rows.map((row) => row.email);
    },

    async activeCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(emailSubscribers).where(eq(emailSubscribers.status, "active"));
      return row?.n ?? 0;
    },

    /**
     * Who gets the daily idea: active subscribers (unless their address is an account that turned the
     * daily preference off in Settings) and verified users with the preference on, each address once,
     * in address order (keyset pages of `limit` after `after`).
     */
    async dailyRecipients(after: string, limit: number): Promise<string[]> {
      const result = await db.execute(sql`
        select email from (
          select ${emailSubscribers.email} as email from ${emailSubscribers} where ${emailSubscribers.status} = 'active'
            -- An account's own preference wins over a subscriber row for the same address.
            and not exists (
              select 1 from ${users} join ${profiles} on ${profiles.id} = ${users.id}
              where ${users.email} = ${emailSubscribers.email} and not ${profiles.emailDailyIdea}
            )
          union
          select ${users.email} as email from ${users} join ${profiles} on ${profiles.id} = ${users.id}
          where ${profiles.emailDailyIdea} and ${users.emailVerified} and ${hasSignInMethod}
        ) recipients
        where email > ${after}
        order by email
        limit ${limit}`);
      return (result as unknown as { rows: { email: string }[] }).rows.map((r) => r.email);
    },

    /** Verified users who asked for the weekly trend alert. */
    async trendAlertRecipients(after: string, limit: number): Promise<string[]> {
      const result = await db.execute(sql`
        select ${users.email} as email from ${users} join ${profiles} on ${profiles.id} = ${users.id}
        where ${profiles.emailTrendAlerts} and ${users.emailVerified} and ${hasSignInMethod} and ${users.email} > ${after}
        order by ${users.email}
        limit ${limit}`);
      return (result as unknown as { rows: { email: string }[] }).rows.map((r) => r.email);
    },

    /** Unsubscribes the address from the list and turns off the e-mail preferences of its account. */
    async unsubscribe(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(emailSubscribers)
          .set({ status: "unsubscribed", unsubscribedAt: new Date(), updatedAt: new Date() })
          .where(eq(emailSubscribers.email, email));
        await profileWrites.emailChoicesByAddress(tx as unknown as Db, email, { emailDailyIdea: false, emailTrendAlerts: false, emailMarketing: false });
      });
    },
  };
}
export type SubscribersRepo = ReturnType<typeof createSubscribersRepo>;
