import { z } from "zod";
import { BILLING_INTERVALS, SUBSCRIPTION_STATUSES } from "../plans";
import { adminBillingEvent, adminPayment } from "./admin-billing-rows";

/** /admin/subscriptions: revenue metrics, the subscription table with its events, export, cancel. */
export const SUBSCRIPTION_PERIODS = ["30d", "90d", "12m"] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

export const subscriptionMetricsQuery = z.object({ period: z.enum(SUBSCRIPTION_PERIODS).default("30d") });

export const revenueMonthSchema = z.object({
  /** Calendar month in UTC, "YYYY-MM". */
  month: z.string(),
  grossCents: z.number(),
  /** Refunds recorded in that month (a positive figure). */
  refundedCents: z.number(),
  netCents: z.number(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const subscriptionMetricsResponse = z.object({
  period: z.enum(SUBSCRIPTION_PERIODS),
  /** When the period starts (the first month may be counted from this instant, not its 1st). */
  since: z.string(),
  /** Active (or trialing) monthly and yearly subscriptions at their plan price, yearly / 12; lifetime adds none. */
  mrrCents: z.number(),
  activeSubscriptions: z.number(),
  /** Active subscriptions plus lifetime owners. */
  payingUsers: z.number(),
  /** Subscriptions cancelled in the period (users not active again). */
  cancelledInPeriod: z.number(),
  /** cancelled / (active + cancelled), 0..1; null when both are 0. */
  churnRate: z.number().nullable(),
  /** MRR / active subscriptions (monthly revenue per subscriber); null without subscriptions. */
  arpuCents: z.number().nullable(),
  revenueByMonth: z.array(revenueMonthSchema),
  netRevenueCents: z.number(),
});
export type SubscriptionMetrics = z.infer<typeof subscriptionMetricsResponse>;

export const SUBSCRIPTION_TIER_FILTERS = ["all", "starter", "pro", "lifetime"] as const;
export const SUBSCRIPTION_INTERVAL_FILTERS = ["all", ...BILLING_INTERVALS, "once"] as const;
export const SUBSCRIPTION_STATUS_FILTERS = ["all", ...SUBSCRIPTION_STATUSES] as const;

export const subscriptionFilterQuery = z.object({
  search: z.string().trim().max(200).optional(),
  tier: z.enum(SUBSCRIPTION_TIER_FILTERS).default("all"),
  status: z.enum(SUBSCRIPTION_STATUS_FILTERS).default("all"),
  interval: z.enum(SUBSCRIPTION_INTERVAL_FILTERS).default("all"),
});
export type SubscriptionFilter = z.infer<typeof subscriptionFilterQuery>;

export const subscriptionListQuery = subscriptionFilterQuery.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const subscriptionRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  tier: z.enum(["starter", "pro", "lifetime"]),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The newest subscription.created event; null for a plan set without one. */
  startedAt: z.string().nullable(),
  /** Period end: the renewal date, or the end when cancelled or set to cancel. */
  endsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The plan's price per interval (once for lifetime); null for a plan set without a billing interval. */
  amountCents: z.number().nullable(),
  /** Whether the admin can cancel it through the provider (a running monthly or yearly subscription). */
  cancellable: z.boolean(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const subscriptionListResponse = z.object({
  items: z.array(subscriptionRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponse>;

export const subscriptionDetailResponse = z.object({
  events: z.array(adminBillingEvent),
  payments: z.array(adminPayment),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailResponse>;

export const subscriptionUserParams = z.object({ userId: z.string().min(1).max(100) });
/** When an admin's cancel takes effect: at period end (as a member's own cancel), or now with a refund of the unused part. */
export const ADMIN_CANCEL_WHEN = ["period_end", "now"] as const;
export const cancelSubscriptionBody = z.object({ when: z.enum(ADMIN_CANCEL_WHEN).default("period_end") }).strict();
export const cancelSubscriptionResponse = z.object({
  cancelled: z.literal(true),
  when: z.enum(ADMIN_CANCEL_WHEN),
  /** When access ends: the period's end, or now. */
  endsAt: z.string(),
  /** Refunded through the provider (0 at period end). */
  refundCents: z.number(),
});
export type CancelSubscriptionResult = z.infer<typeof cancelSubscriptionResponse>;
/** What the cancel dialog tells the admin before they choose. */
export const cancelPreviewResponse = z.object({ periodEnd: z.string(), refundNowCents: z.number(), currency: z.string() });
export type CancelPreview = z.infer<typeof cancelPreviewResponse>;
