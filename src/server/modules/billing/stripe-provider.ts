import type { StripeConfig } from "../../config";
import { createStripeClient, verifyStripeSignature } from "../../integrations/stripe";
import { ADMIN_CANCEL_COMMENT, providerInvoiceSchema, providerSubscriptionSchema, type ProviderInvoice } from "../../../shared/schemas/payment-provider";
import type { PaymentProvider } from "./payment-provider";
import { createPriceBook, planAmount } from "./price-book";
import { PLANS } from "../../../shared/plans";
import { z } from "zod";

const stripePriceSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  currency: z.string(),
  unit_amount: z.number().nullable(),
  recurring: z.object({ interval: z.string(), interval_count: z.number() }).nullable(),
});

const dollars = (cents: number | null) => (cents === null ? "no fixed amount" : `$${(cents / 100).toFixed(2)}`);

/** Stripe behind the PaymentProvider interface; answers are parsed into our shapes at this boundary. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const client = createStripeClient(config);
  const prices = createPriceBook(config.prices);
  const subscription = async (pending: Promise<unknown>) => providerSubscriptionSchema.parse(await pending);
  return {
    mode: "stripe",
    portal: config.portal,
    prices,
    createCustomer: (input) => client.createCustomer(input),
    createCheckoutSession: (input) => client.createCheckoutSession(input),
    retrieveSubscription: (id) => subscription(client.retrieveSubscription(id)),
    setCancelAtPeriodEnd: (id, cancel) => subscription(client.setCancelAtPeriodEnd(id, cancel)),
    changePrice: (id, priceId, proration) => subscription(client.changePrice(id, priceId, proration)),
    async previewUpgrade(id, priceId) {
      const preview = await client.previewPriceChange(id, priceId);
      return { amountDueCents: preview.amountDue, currency: preview.currency };
    },
    cancelNow: (id, options) => client.cancelNow(id, options?.byAdmin ? ADMIN_CANCEL_COMMENT : undefined),
    async paymentIntentOf(invoice: ProviderInvoice) {
      const known = invoice.payments?.data[0]?.payment.payment_intent;
      if (known) return known;
      if (invoice.amount_paid === 0) return null;
      const expanded = providerInvoiceSchema.parse(await client.invoiceWithPayments(invoice.id));
      return expanded.payments?.data[0]?.payment.payment_intent ?? null;
    },
    createPortalSession: (customerId, returnUrl) => client.createPortalSession(customerId, returnUrl),
    refund: (paymentIntentId, amountCents) => client.refund(paymentIntentId, amountCents),
    async checkPrices() {
      const problems: string[] = [];
      for (const { price, id } of prices.configured()) {
        const label = `${PLANS[price.plan].name} ${price.interval ? `${price.interval}ly` : "one-time"} (${id})`;
        let found: z.infer<typeof stripePriceSchema>;
        try {
          found = stripePriceSchema.parse(await client.retrievePrice(id));
        } catch (error) {
          problems.push(`${label}: ${(error as Error).message}`);
          continue;
        }
        const expected = planAmount(price);
        if (!found.active) problems.push(`${label} is archived in Stripe`);
        if (found.currency !== "usd" || found.unit_amount !== expected) {
          problems.push(`${label} costs ${dollars(found.unit_amount)} ${found.currency.toUpperCase()} in Stripe, but the pricing page says ${dollars(expected)} USD`);
        }
        const interval = found.recurring && found.recurring.interval_count === 1 ? found.recurring.interval : null;
        if (interval !== price.interval) problems.push(`${label} bills ${found.recurring ? `every ${found.recurring.interval_count} ${found.recurring.interval}` : "once"} in Stripe`);
      }
      return problems;
    },
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, config.webhookSecret),
  };
}
