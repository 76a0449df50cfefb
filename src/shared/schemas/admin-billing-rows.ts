import { z } from "zod";
import { TIERS } from "../plans";

/**
 * Billing rows as the admin screens show them: a user's detail (admin-users.ts) and a subscription's
 * history (admin-subscriptions.ts) list the same events and payments.
 */
export const adminBillingEvent = z.object({
  id: z.string(),
  eventType: z.string(),
  amountCents: z.number().nullable(),
  currency: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminBillingEvent = z.infer<typeof adminBillingEvent>;

/** A payment with what a refund needs; the user detail adds the plan and the provider. */
export const adminPayment = z.object({
  id: z.string(),
  /** The plan paid for: a refund dialog says what refunding it does to access (lifetime ends). */
  tier: z.enum(TIERS),
  createdAt: z.string(),
  amountCents: z.number(),
  refundedCents: z.number(),
  currency: z.string(),
  status: z.string(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
