import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, profiles, subscriptionEvents, users, webhookEvents } from "../../db/schema";
import type { BillingInterval, Tier } from "../../../shared/plans";
import { profileWrites, type SubscriptionState } from "../account/index";

/** The billing view of a user; `lock` holds the row until the transaction ends, so events for one user apply one at a time. */
async function selectProfile(db: Db, userId: string, lock: boolean) {
  const query = db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      tier: profiles.subscriptionTier,
      status: profiles.subscriptionStatus,
      interval: profiles.subscriptionInterval,
      endsAt: profiles.subscriptionEndsAt,
      cancelAtPeriodEnd: profiles.cancelAtPeriodEnd,
      graceTier: profiles.graceTier,
      graceUntil: profiles.graceUntil,
      customerId: profiles.stripeCustomerId,
      subscriptionId: profiles.stripeSubscriptionId,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for("update", { of: profiles }) : await query;
  return row ?? null;
}
export type BillingProfile = NonNullable<Awaited<ReturnType<typeof selectProfile>>>;

export type { SubscriptionState };

export interface NewPayment {
  userId: string;
  provider: string;
  providerPaymentId: string;
  providerInvoiceId: string | null;
  providerPaymentIntentId: string | null;
  invoiceUrl: string | null;
  tier: Tier;
  interval: BillingInterval | null;
  amountCents: number;
  currency: string;
  createdAt: Date;
}

/** Spec names: subscription.created, subscription.updated, subscription.cancelled, payment.succeeded, payment.refunded. */
export interface NewSubscriptionEvent {
  userId: string | null;
  eventType: string;
  amountCents?: number | null;
  currency?: string | null;
  stripeSubscriptionId?: string | null;
  metadata?: Record<string, unknown>;
}

/**
 * Writes that must happen together with marking a provider event as handled. `changed` collects the
 * users whose profile the transaction rewrote, to be told once it has committed.
 */
function billingWrites(db: Db, changed: Set<string>) {
  return {
    lockProfile: (userId: string) => selectProfile(db, userId, true),

    async setSubscriptionState(userId: string, state: SubscriptionState): Promise<void> {
      await profileWrites.subscriptionState(db, userId, state);
      changed.add(userId);
    },

    /** Returns false when the payment was already recorded (a repeated or overlapping event). */
    async insertPayment(payment: NewPayment): Promise<boolean> {
      const inserted = await db
        .insert(payments)
        .values({ ...payment, status: "paid" })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return inserted.length > 0;
    },

    /**
     * Sets a payment's refunded total from the provider's cumulative figure and answers by how much
     * it grew, so a repeated or late refund event records nothing twice.
     */
    async setRefundedTotal(paymentIntentId: string, refundedCents: number) {
      const [payment] = await db.select().from(payments).where(eq(payments.providerPaymentIntentId, paymentIntentId)).for("update");
      if (!payment) return null;
      const added = refundedCents - payment.refundedCents;
      if (added <= 0) return { payment, added: 0 };
      const status = refundedCents >= payment.amountCents ? "refunded" : "partially_refunded";
      await db.update(payments).set({ refundedCents, status }).where(eq(payments.id, payment.id));
      return { payment, added };
    },

    async recordEvent(event: NewSubscriptionEvent): Promise<void> {
      await db.insert(subscriptionEvents).values({
        userId: event.userId,
        eventType: event.eventType,
        amountCents: event.amountCents ?? null,
        currency: event.currency ?? null,
        stripeSubscriptionId: event.stripeSubscriptionId ?? null,
        metadata: event.metadata ?? null,
      });
    },
  };
}
export type BillingWrites = ReturnType<typeof billingWrites>;

/**
 * `onProfileChanged` runs after a committed transaction for each user whose tier or status it changed:
 * this instance forgets that user's cached viewer at once, so the very next request (the checkout
 * return page, the webhook's own test) reads the new plan. Other instances learn it from the
 * database's NOTIFY (drizzle/0009), which arrives a moment later.
 */
export function createBillingRepo(db: Db, options: { onProfileChanged?: (userId: string) => void } = {}) {
  /** Runs `apply` in a transaction with a fresh change set and tells who changed after the commit. */
  async function inTransaction<T>(apply: (tx: Db, writes: BillingWrites) => Promise<T>): Promise<T> {
    const changed = new Set<string>();
    const result = await db.transaction((tx) => apply(tx as unknown as Db, billingWrites(tx as unknown as Db, changed)));
    for (const userId of changed) options.onProfileChanged?.(userId);
    return result;
  }

  return {
    profile: (userId: string) => selectProfile(db, userId, false),

    async userIdByCustomer(customerId: string): Promise<string | null> {
      const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.stripeCustomerId, customerId));
      return row?.id ?? null;
    },

    /** Keeps the first customer id stored for a user and answers the one that is stored. */
    attachCustomer: (userId: string, customerId: string) => profileWrites.attachCustomer(db, userId, customerId),

    async payments(userId: string) {
      return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(100);
    },

    async paymentById(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** Runs `apply` in one transaction, for state the provider just returned to a call we made. */
    async transaction(apply: (writes: BillingWrites) => Promise<void>): Promise<void> {
      await inTransaction((_tx, writes) => apply(writes));
    },

    /**
     * Runs `apply` once per provider event id, in one transaction with marking the id as handled:
     * a repeated delivery finds the id and changes nothing; a failure leaves it unmarked for the retry.
     */
    async handleOnce(event: { id: string; type: string; provider: string }, apply: (writes: BillingWrites) => Promise<void>): Promise<boolean> {
      return inTransaction(async (tx, writes) => {
        const marked = await tx
          .insert(webhookEvents)
          .values({ id: event.id, provider: event.provider, type: event.type })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (!marked.length) return false;
        await apply(writes);
        return true;
      });
    },
  };
}
export type BillingRepo = ReturnType<typeof createBillingRepo>;
