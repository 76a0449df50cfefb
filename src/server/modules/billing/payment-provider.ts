import type { ProviderInvoice, ProviderSubscription } from "../../../shared/schemas/payment-provider";
import type { BillingMode } from "../../../shared/schemas/billing";
import type { PriceBook } from "./price-book";

/**
 * What billing needs from a payment provider. Two implementations: Stripe (stripe-provider.ts) and
 * the built-in test mode (test-mode-provider.ts), which keeps its objects in the database and
 * delivers signed events to the same webhook handler. Calls answer the provider's fresh objects;
 * state on our side changes only through billing-events.ts.
 */
export interface PaymentProvider {
  readonly mode: BillingMode;
  /** Whether a hosted customer portal (payment method, invoices) exists. */
  readonly portal: boolean;
  readonly prices: PriceBook;
  createCustomer(input: { userId: string; email: string; name: string | null }): Promise<string>;
  createCheckoutSession(input: {
    mode: "payment" | "subscription";
    customerId: string;
    userId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; url: string }>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Upgrades are invoiced at once for the prorated difference; downgrades start at the next renewal. */
  changePrice(id: string, priceId: string, proration: "always_invoice" | "none"): Promise<ProviderSubscription>;
  /** What an upgrade via changePrice(…, "always_invoice") would charge at once. */
  previewUpgrade(id: string, priceId: string): Promise<{ amountDueCents: number; currency: string }>;
  /** Ends the subscription now; `byAdmin` marks it (ADMIN_CANCEL_COMMENT) so its event says who ended it. */
  cancelNow(id: string, options?: { byAdmin?: boolean }): Promise<void>;
  /** The payment intent that paid an invoice, for matching later refunds. */
  paymentIntentOf(invoice: ProviderInvoice): Promise<string | null>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  refund(paymentIntentId: string, amountCents?: number): Promise<void>;
  /**
   * Compares each configured price with what the plans config (and so the pricing page) says it
   * costs; answers the mismatches, empty when all agree.
   */
  checkPrices(): Promise<string[]>;
  /** Checks the signature; answers the event's JSON or throws. */
  verifyWebhook(rawBody: string, signature: string): Promise<unknown>;
}
