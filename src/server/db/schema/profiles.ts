import { boolean, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { BILLING_INTERVALS, SUBSCRIPTION_STATUSES, TIERS } from "../../../shared/plans";
import { users } from "./auth";

export const tierEnum = pgEnum("subscription_tier", TIERS);
export const subscriptionStatusEnum = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);
export const billingIntervalEnum = pgEnum("billing_interval", BILLING_INTERVALS);

/** One profile per user, created with the account. The role lives on users (better-auth admin plugin). */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  username: text("username").unique(),
  fullName: text("full_name"),
  avatarUrl: text("avatar_url"),
  location: text("location"),
  subscriptionTier: tierEnum("subscription_tier").notNull().default("free"),
  subscriptionStatus: subscriptionStatusEnum("subscription_status").notNull().default("active"),
  subscriptionInterval: billingIntervalEnum("subscription_interval"),
  subscriptionEndsAt: timestamp("subscription_ends_at", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** A downgrade keeps the higher tier the user paid for until the period they paid for ends. */
  graceTier: tierEnum("grace_tier"),
  graceUntil: timestamp("grace_until", { withTimezone: true }),
  stripeCustomerId: text("stripe_customer_id").unique(),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  emailDailyIdea: boolean("email_daily_idea").notNull().default(true),
  emailTrendAlerts: boolean("email_trend_alerts").notNull().default(false),
  emailMarketing: boolean("email_marketing").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
});
