import { z } from "zod";

/**
 * The fields we read from the payment provider's objects and webhook events, in Stripe's shapes
 * (API version 2026-10-28). The built-in test-mode provider produces the same shapes, so one
 * handler serves both. Unknown fields pass through untouched; a missing field we need fails the
 * parse and the event is answered 400 without any change.
 */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);
const metadata = z.record(z.string(), z.string()).nullish().transform((value) => value ?? {});

export const providerSubscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  /** incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused */
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  ended_at: z.number().nullish(),
  /** Why it ended; an admin's cancel carries ADMIN_CANCEL_COMMENT. */
  cancellation_details: z.object({ comment: z.string().nullish() }).nullish(),
  metadata,
  items: z.object({
    data: z
      .array(
        z.object({
          price: z.object({ id: z.string() }),
          current_period_start: z.number(),
          current_period_end: z.number(),
        }),
      )
      .min(1),
  }),
});
export type ProviderSubscription = z.infer<typeof providerSubscriptionSchema>;

/**
 * Stripe's cancel call takes no metadata, only cancellation_details; this comment travels with the
 * cancel itself, so the subscription.cancelled event it causes is recorded as cancelled by an admin.
 */
export const ADMIN_CANCEL_COMMENT = "Cancelled by an Ideadeck admin";

export const providerCheckoutSessionSchema = z.object({
  id: z.string(),
  mode: z.enum(["payment", "subscription", "setup"]),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  payment_intent: idOf.nullish(),
  payment_status: z.string(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  created: z.number(),
  metadata,
});
export type ProviderCheckoutSession = z.infer<typeof providerCheckoutSessionSchema>;

export const providerInvoiceSchema = z.object({
  id: z.string(),
  customer: idOf,
  amount_paid: z.number(),
  currency: z.string(),
  created: z.number(),
  hosted_invoice_url: z.string().nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: idOf }).nullish() })
    .nullish(),
  lines: z.object({
    data: z.array(
      z.object({
        pricing: z.object({ price_details: z.object({ price: idOf }).nullish() }).nullish(),
      }),
    ),
  }),
  /** Present when expanded (the test-mode provider always includes it). */
  payments: z
    .object({ data: z.array(z.object({ payment: z.object({ payment_intent: idOf.nullish() }) })) })
    .nullish(),
});
export type ProviderInvoice = z.infer<typeof providerInvoiceSchema>;

export const providerChargeSchema = z.object({
  id: z.string(),
  payment_intent: idOf.nullish(),
  amount_refunded: z.number(),
  currency: z.string(),
});
export type ProviderCharge = z.infer<typeof providerChargeSchema>;

/** The events we act on; any other type is acknowledged and ignored. */
export const providerEventSchema = z.discriminatedUnion("type", [
  z.object({ id: z.string(), created: z.number(), type: z.literal("checkout.session.completed"), data: z.object({ object: providerCheckoutSessionSchema }) }),
  z.object({
    id: z.string(),
    created: z.number(),
    type: z.enum(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]),
    data: z.object({ object: providerSubscriptionSchema }),
  }),
  z.object({ id: z.string(), created: z.number(), type: z.literal("invoice.paid"), data: z.object({ object: providerInvoiceSchema }) }),
  z.object({ id: z.string(), created: z.number(), type: z.literal("charge.refunded"), data: z.object({ object: providerChargeSchema }) }),
]);
export type ProviderEvent = z.infer<typeof providerEventSchema>;
export const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "charge.refunded",
]);
