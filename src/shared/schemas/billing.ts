import { z } from "zod";
import { BILLING_INTERVALS, PAID_PLANS, RECURRING_PLANS, SUBSCRIPTION_STATUSES, TIERS } from "../plans";
export type { PaidPlan, RecurringPlan } from "../plans";

/**
 * The billing API shared by server and web. Amounts are US cents; dates are ISO strings.
 * Tier, status and period end change only from verified provider events; these calls only ask the
 * provider for a change and report the state the server holds.
 */

export const billingModeSchema = z.enum(["stripe", "test"]);
export type BillingMode = z.infer<typeof billingModeSchema>;

/** POST /api/v1/billing/checkout. `interval` is required for starter and pro, ignored for lifetime. */
export const checkoutRequestSchema = z
  .object({
    plan: z.enum(PAID_PLANS, "Choose starter, pro or lifetime"),
    interval: z.enum(BILLING_INTERVALS, "Choose month or year").optional(),
  })
  .strict()
  .refine((body) => body.plan === "lifetime" || body.interval !== undefined, {
    message: "Choose month or year",
    path: ["interval"],
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/v1/billing/checkout and POST /api/v1/billing/portal answer where to send the browser. */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** Which prices can be bought right now; a plan without a configured price says so on /pricing. */
export const billingConfigSchema = z.object({
  mode: billingModeSchema,
  available: z.object({
    starter: z.object({ month: z.boolean(), year: z.boolean() }),
    pro: z.object({ month: z.boolean(), year: z.boolean() }),
    lifetime: z.object({ once: z.boolean() }),
  }),
  portal: z.boolean(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const PAYMENT_STATUSES = ["paid", "refunded", "partially_refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  tier: z.enum(TIERS),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  invoiceUrl: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/v1/billing: the signed-in user's plan and payments. */
export const billingOverviewSchema = z.object({
  mode: billingModeSchema,
  tier: z.enum(TIERS),
  /** The tier whose features apply now (a lapsed subscription is free). */
  effectiveTier: z.enum(TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  /** Renewal date while it renews, end date when cancelled at period end or ended. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade keeps the higher tier until this date. */
  graceTier: z.enum(TIERS).nullable(),
  graceUntil: z.string().nullable(),
  /** True when there is a provider subscription this page can cancel, resume or change. */
  hasSubscription: z.boolean(),
  portal: z.boolean(),
  payments: z.array(paymentSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** POST /api/v1/billing/subscription/change */
export const changePlanRequestSchema = z
  .object({
    plan: z.enum(RECURRING_PLANS, "Choose starter or pro"),
    interval: z.enum(BILLING_INTERVALS, "Choose month or year"),
  })
  .strict();
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/** GET /api/v1/billing/subscription/change-preview?plan=&interval=: what a change would cost. */
export const changePreviewSchema = z.object({
  /** "now": an upgrade, charged at once; "period_end": a downgrade, from the next renewal. */
  timing: z.enum(["now", "period_end"]),
  /** Charged at once (the provider's prorated figure); 0 for a downgrade. */
  amountDueCents: z.number().int(),
  currency: z.string(),
  /** When the new plan's features (upgrade) or price (downgrade) apply. */
  effectiveAt: z.string(),
  /** The new plan's price at each renewal. */
  renewalCents: z.number().int(),
});
export type ChangePreview = z.infer<typeof changePreviewSchema>;

/** GET /api/v1/billing/test-checkout/:id, the local TEST MODE checkout page's data. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  plan: z.enum(PAID_PLANS),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  planName: z.string(),
  amountCents: z.number().int(),
  email: z.string(),
  status: z.enum(["open", "complete", "expired"]),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;
