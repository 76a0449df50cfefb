import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { billingIntervalEnum, tierEnum } from "./profiles";
import type { PaymentStatus } from "../../../shared/schemas/billing";

/** Subscription history as the spec names it; amounts in cents, refunds negative. */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    eventType: text("event_type").notNull(),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_events_user_idx").on(t.userId, t.createdAt)],
);

/** Payments are kept when a user is deleted (user_id becomes null). */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    providerInvoiceId: text("provider_invoice_id"),
    /** Refunds arrive as charge events that name the payment intent. */
    providerPaymentIntentId: text("provider_payment_intent_id").unique(),
    invoiceUrl: text("invoice_url"),
    tier: tierEnum("tier").notNull(),
    interval: billingIntervalEnum("interval"),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    status: text("status").$type<PaymentStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_user_idx").on(t.userId, t.createdAt)],
);

/** Each provider event id is handled once, whatever the delivery order or repetition. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** AI usage per user and calendar month (UTC), incremented atomically against the quota. */
export const usageLedger = pgTable(
  "usage_ledger",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: date("month").notNull(),
    kind: text("kind").notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.kind] })],
);

/**
 * The built-in test-mode provider's own records (checkout sessions, customers, subscriptions,
 * invoices), shaped like the payment provider's objects. Kept in the database so any instance can
 * answer for them.
 */
export const testBillingObjects = pgTable(
  "test_billing_objects",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("test_billing_objects_kind_idx").on(t.kind)],
);
