import type { StripeConfig } from "../../config";
import { createStripeClient, verifyStripeSignature } from "../../integrations/stripe";
import { providerInvoiceSchema, providerSubscriptionSchema, type ProviderInvoice } from "../../../shared/schemas/payment-provider";
import type { PaymentProvider } from "./payment-provider";
import { createPriceBook } from "./price-book";

/** Stripe behind the PaymentProvider interface; answers are parsed into our shapes at this boundary. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const client = createStripeClient(config);
  const subscription = async (pending: Promise<unknown>) => providerSubscriptionSchema.parse(await pending);
  return {
    mode: "stripe",
    portal: config.portal,
    prices: createPriceBook(config.prices),
    createCustomer: (input) => client.createCustomer(input),
    createCheckoutSession: (input) => client.createCheckoutSession(input),
    retrieveSubscription: (id) => subscription(client.retrieveSubscription(id)),
    setCancelAtPeriodEnd: (id, cancel) => subscription(client.setCancelAtPeriodEnd(id, cancel)),
    changePrice: (id, priceId, proration) => subscription(client.changePrice(id, priceId, proration)),
    cancelNow: (id) => client.cancelNow(id),
    async paymentIntentOf(invoice: ProviderInvoice) {
      const known = invoice.payments?.data[0]?.payment.payment_intent;
      if (known) return known;
      if (invoice.amount_paid === 0) return null;
      const expanded = providerInvoiceSchema.parse(await client.invoiceWithPayments(invoice.id));
      return expanded.payments?.data[0]?.payment.payment_intent ?? null;
    },
    createPortalSession: (customerId, returnUrl) => client.createPortalSession(customerId, returnUrl),
    refund: (paymentIntentId, amountCents) => client.refund(paymentIntentId, amountCents),
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, config.webhookSecret),
  };
}
