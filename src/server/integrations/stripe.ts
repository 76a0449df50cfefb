import Stripe from "stripe";
import type { StripeConfig } from "../config";

/**
 * The only module that talks to the Stripe SDK. It answers in the shapes of
 * src/shared/schemas/payment-provider.ts; the billing module never sees SDK types.
 */
export type StripeClient = ReturnType<typeof createStripeClient>;

export function createStripeClient(config: Pick<StripeConfig, "secretKey" | "apiUrl">) {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Ideadeck" },
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === "https:" ? 443 : 80), protocol: api.protocol === "https:" ? "https" : "http" }
      : {}),
  });

  return {
    async createCustomer(input: { userId: string; email: string; name: string | null }): Promise<string> {
      // The idempotency key makes two racing first checkouts of one user share one customer.
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name ?? undefined, metadata: { userId: input.userId } },
        { idempotencyKey: `customer-${input.userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession(input: {
      mode: "payment" | "subscription";
      customerId: string;
      userId: string;
      priceId: string;
      successUrl: string;
      cancelUrl: string;
      metadata: Record<string, string>;
    }): Promise<{ id: string; url: string }> {
      const session = await stripe.checkout.sessions.create({
        mode: input.mode,
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        ...(input.mode === "subscription"
          ? { subscription_data: { metadata: input.metadata } }
          : { payment_intent_data: { metadata: input.metadata }, invoice_creation: { enabled: true } }),
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async retrieveSubscription(id: string): Promise<unknown> {
      return stripe.subscriptions.retrieve(id);
    },

    async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<unknown> {
      return stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
    },

    /** Moves the subscription's one item to another price. */
    async changePrice(id: string, priceId: string, proration: "always_invoice" | "none"): Promise<unknown> {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no items`);
      return stripe.subscriptions.update(id, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: proration,
        // Leaving a pending cancellation in place would end the plan the user just chose.
        cancel_at_period_end: false,
      });
    },

    /** The invoice a price change would create at once (prorations included), without making it. */
    async previewPriceChange(id: string, priceId: string): Promise<{ amountDue: number; currency: string }> {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no items`);
      const customer = typeof current.customer === "string" ? current.customer : current.customer.id;
      const preview = await stripe.invoices.createPreview({
        customer,
        subscription: id,
        subscription_details: { items: [{ id: item.id, price: priceId }], proration_behavior: "always_invoice" },
      });
      return { amountDue: preview.amount_due, currency: preview.currency };
    },

    async cancelNow(id: string, comment?: string): Promise<void> {
      await stripe.subscriptions.cancel(id, { prorate: true, ...(comment ? { cancellation_details: { comment } } : {}) });
    },

    /** Webhook invoices do not carry their payments unless expanded. */
    async invoiceWithPayments(id: string): Promise<unknown> {
      return stripe.invoices.retrieve(id, { expand: ["payments"] });
    },

    async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    async retrievePrice(id: string): Promise<unknown> {
      return stripe.prices.retrieve(id);
    },

    async refund(paymentIntentId: string, amountCents?: number): Promise<void> {
      await stripe.refunds.create({ payment_intent: paymentIntentId, ...(amountCents ? { amount: amountCents } : {}) });
    },
  };
}

/** Checks a webhook's Stripe-Signature header (HMAC over timestamp and body, 5 min tolerance). */
export async function verifyStripeSignature(rawBody: string, signature: string, secret: string): Promise<unknown> {
  // constructEventAsync parses after verifying; the billing module parses the result again with zod.
  return Stripe.webhooks.constructEventAsync(rawBody, signature, secret);
}

/** Signs a payload the way Stripe does; the test-mode provider and the tests use it. */
export function signStripePayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
