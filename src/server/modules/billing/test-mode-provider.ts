import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../http/app-error";
import { signStripePayload, verifyStripeSignature } from "../../integrations/stripe";
import { PLANS, type BillingInterval } from "../../../shared/plans";
import type { PaidPlan, TestCheckout } from "../../../shared/schemas/billing";
import { ADMIN_CANCEL_COMMENT, type ProviderInvoice, type ProviderSubscription } from "../../../shared/schemas/payment-provider";
import type { PaymentProvider } from "./payment-provider";
import { createPriceBook, planAmount, TEST_MODE_PRICES, type PricedPlan } from "./price-book";
import type { TestModeRepo } from "./test-mode.repo";

/**
 * The built-in payment provider used when no Stripe key is set: a local checkout page marked TEST
 * MODE with Pay and Cancel. It keeps Stripe-shaped objects in the database and delivers Stripe-shaped
 * events, signed like Stripe's, to the same webhook handler, so the whole flow (including renewals
 * and cancellations at period end, through `advanceClock`) runs offline on the same code paths.
 * No card is charged and no money moves.
 */
interface TestCheckoutSession {
  id: string;
  mode: "payment" | "subscription";
  customer: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  price: string;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  subscription: string | null;
  payment_intent: string | null;
  email: string;
}

interface TestPaymentIntent {
  id: string;
  customer: string;
  amount: number;
  amount_refunded: number;
  currency: string;
}

type DeliverEvent = (rawBody: string, signature: string) => Promise<unknown>;

const CHECKOUT_LIFETIME_SECONDS = 24 * 60 * 60;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

function addInterval(seconds: number, interval: BillingInterval): number {
  const date = new Date(seconds * 1000);
  if (interval === "month") date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return unix(date);
}

export function createTestModeProvider(deps: { repo: TestModeRepo; appUrl: string; log: FastifyBaseLogger; now?: () => Date }) {
  const { repo, appUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const prices = createPriceBook(TEST_MODE_PRICES);
  // Signed and verified inside this process only, so a per-process secret is enough.
  const webhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
  let deliver: DeliverEvent | null = null;

  function planOf(priceId: string): PricedPlan {
    const price = prices.planOf(priceId);
    if (!price) throw new Error(`Unknown test-mode price ${priceId}`);
    return price;
  }

  async function emit(type: string, object: object): Promise<void> {
    if (!deliver) throw new Error("The test-mode provider has no webhook handler connected");
    const payload = JSON.stringify({
      id: newId("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: unix(now()),
      livemode: false,
      type,
      data: { object },
    });
    await deliver(payload, signStripePayload(payload, webhookSecret));
  }

  async function subscription(id: string): Promise<ProviderSubscription> {
    const found = await repo.get<ProviderSubscription>("subscription", id);
    if (!found) throw new AppError("NOT_FOUND", { message: `No such subscription: ${id}` });
    return found;
  }

  async function putPaymentIntent(id: string, customer: string, amount: number): Promise<TestPaymentIntent> {
    const intent: TestPaymentIntent = { id, customer, amount, amount_refunded: 0, currency: "usd" };
    await repo.put("payment_intent", id, intent);
    return intent;
  }

  /** An invoice paid with a new payment intent, as the provider would create for a charge. */
  async function payInvoice(customer: string, subscriptionId: string, priceId: string, amount: number): Promise<ProviderInvoice> {
    const paymentIntent = await putPaymentIntent(newId("pi"), customer, amount);
    const invoice: ProviderInvoice = {
      id: newId("in"),
      customer,
      amount_paid: amount,
      currency: "usd",
      created: unix(now()),
      hosted_invoice_url: null,
      parent: { subscription_details: { subscription: subscriptionId } },
      lines: { data: [{ pricing: { price_details: { price: priceId } } }] },
      payments: { data: [{ payment: { payment_intent: paymentIntent.id } }] },
    };
    await repo.put("invoice", invoice.id, invoice);
    return invoice;
  }

  /**
   * An upgrade charged at once: the new price less the unused part of the old one. A new interval
   * restarts the period now; the same interval keeps it and charges the difference for what is left.
   */
  function prorate(item: ProviderSubscription["items"]["data"][number], priceId: string) {
    const from = planOf(item.price.id);
    const to = planOf(priceId);
    const nowSeconds = unix(now());
    const unused = Math.max(0, (item.current_period_end - nowSeconds) / (item.current_period_end - item.current_period_start));
    if (from.interval !== to.interval) {
      return {
        period: { current_period_start: nowSeconds, current_period_end: addInterval(nowSeconds, to.interval!) },
        due: planAmount(to) - Math.round(planAmount(from) * unused),
      };
    }
    return { period: {}, due: Math.round((planAmount(to) - planAmount(from)) * unused) };
  }

  async function ownedCheckout(id: string, userId: string): Promise<TestCheckoutSession> {
    const session = await repo.get<TestCheckoutSession>("checkout_session", id);
    if (!session || session.client_reference_id !== userId) throw new AppError("NOT_FOUND", { message: "This checkout does not exist." });
    if (session.status === "open" && session.expires_at <= unix(now())) {
      await repo.transition("checkout_session", id, "open", { status: "expired" });
      return { ...session, status: "expired" };
    }
    return session;
  }

  const provider: PaymentProvider = {
    mode: "test",
    portal: false,
    prices,

    async createCustomer(input) {
      const id = newId("cus");
      await repo.put("customer", id, { id, email: input.email, name: input.name, metadata: { userId: input.userId } });
      return id;
    },

    async createCheckoutSession(input) {
      const id = newId("cs");
      const created = unix(now());
      const customer = await repo.get<{ email: string }>("customer", input.customerId);
      const session: TestCheckoutSession = {
        id,
        mode: input.mode,
        customer: input.customerId,
        client_reference_id: input.userId,
        metadata: input.metadata,
        status: "open",
        payment_status: "unpaid",
        price: input.priceId,
        amount_total: planAmount(planOf(input.priceId)),
        currency: "usd",
        created,
        expires_at: created + CHECKOUT_LIFETIME_SECONDS,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        subscription: null,
        payment_intent: null,
        email: customer?.email ?? "",
      };
      await repo.put("checkout_session", id, session);
      return { id, url: `${appUrl}/billing/test-checkout/${id}` };
    },

    retrieveSubscription: subscription,

    async setCancelAtPeriodEnd(id, cancel) {
      const current = await subscription(id);
      const updated = { ...current, cancel_at_period_end: cancel };
      await repo.put("subscription", id, updated);
      await emit("customer.subscription.updated", updated);
      return updated;
    },

    async changePrice(id, priceId, proration) {
      const current = await subscription(id);
      const item = current.items.data[0]!;
      const { period, due } = proration === "always_invoice" ? prorate(item, priceId) : { period: {}, due: 0 };
      const updated: ProviderSubscription = { ...current, cancel_at_period_end: false, items: { data: [{ ...item, ...period, price: { id: priceId } }] } };
      await repo.put("subscription", id, updated);
      await emit("customer.subscription.updated", updated);
      if (due > 0) await emit("invoice.paid", await payInvoice(current.customer, id, priceId, due));
      return updated;
    },

    async previewUpgrade(id, priceId) {
      const item = (await subscription(id)).items.data[0]!;
      return { amountDueCents: Math.max(0, prorate(item, priceId).due), currency: "usd" };
    },

    async cancelNow(id, options) {
      const current = await subscription(id);
      const ended: ProviderSubscription = {
        ...current,
        status: "canceled",
        cancel_at_period_end: false,
        ended_at: unix(now()),
        cancellation_details: { comment: options?.byAdmin ? ADMIN_CANCEL_COMMENT : null },
      };
      await repo.put("subscription", id, ended);
      await emit("customer.subscription.deleted", ended);
    },

    async paymentIntentOf(invoice) {
      return invoice.payments?.data[0]?.payment.payment_intent ?? null;
    },

    async createPortalSession() {
      throw new AppError("VALIDATION", { status: 409, message: "Test mode has no customer portal; manage your plan on this page." });
    },

    async refund(paymentIntentId, amountCents) {
      const intent = await repo.get<TestPaymentIntent>("payment_intent", paymentIntentId);
      if (!intent) throw new AppError("NOT_FOUND", { message: `No such payment: ${paymentIntentId}` });
      const left = intent.amount - intent.amount_refunded;
      const amount = amountCents ?? left;
      if (amount <= 0 || amount > left) throw new AppError("VALIDATION", { message: `At most ${left} cents of this payment can be refunded` });
      const refunded = { ...intent, amount_refunded: intent.amount_refunded + amount };
      await repo.put("payment_intent", intent.id, refunded);
      await emit("charge.refunded", { id: newId("ch"), object: "charge", payment_intent: intent.id, amount_refunded: refunded.amount_refunded, currency: intent.currency });
    },

    // Test-mode prices are made from the plans config, so they always agree with it.
    checkPrices: async () => [],
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, webhookSecret),
  };

  return {
    ...provider,

    /** The handler that receives this provider's events (the billing webhook handler). */
    connect(handler: DeliverEvent) {
      deliver = handler;
    },

    async checkout(id: string, userId: string): Promise<TestCheckout> {
      const session = await ownedCheckout(id, userId);
      const price = planOf(session.price);
      return {
        id: session.id,
        plan: price.plan as PaidPlan,
        interval: price.interval,
        planName: PLANS[price.plan].name,
        amountCents: session.amount_total,
        email: session.email,
        status: session.status,
      };
    },

    /** The TEST MODE page's Pay: completes the checkout and emits what the provider would. */
    async pay(id: string, userId: string): Promise<string> {
      const session = await ownedCheckout(id, userId);
      if (session.status !== "open") throw new AppError("VALIDATION", { status: 409, message: "This checkout is no longer open." });
      const price = planOf(session.price);
      const started = unix(now());
      const subscriptionId = session.mode === "subscription" ? newId("sub") : null;
      const paymentIntentId = session.mode === "payment" ? newId("pi") : null;
      const completed = await repo.transition<TestCheckoutSession>("checkout_session", id, "open", {
        status: "complete",
        payment_status: "paid",
        subscription: subscriptionId,
        payment_intent: paymentIntentId,
      });
      if (!completed) throw new AppError("VALIDATION", { status: 409, message: "This checkout is no longer open." });

      if (subscriptionId) {
        const sub: ProviderSubscription = {
          id: subscriptionId,
          customer: session.customer,
          status: "active",
          cancel_at_period_end: false,
          ended_at: null,
          metadata: session.metadata,
          items: { data: [{ price: { id: session.price }, current_period_start: started, current_period_end: addInterval(started, price.interval!) }] },
        };
        await repo.put("subscription", subscriptionId, sub);
        const invoice = await payInvoice(session.customer, subscriptionId, session.price, session.amount_total);
        await emit("checkout.session.completed", completed);
        await emit("customer.subscription.created", sub);
        await emit("invoice.paid", invoice);
      } else if (paymentIntentId) {
        await putPaymentIntent(paymentIntentId, session.customer, session.amount_total);
        await emit("checkout.session.completed", completed);
      }
      return session.success_url;
    },

    /** The TEST MODE page's Cancel: the checkout expires and the user goes back to pricing. */
    async cancel(id: string, userId: string): Promise<string> {
      const session = await ownedCheckout(id, userId);
      if (session.status === "open") await repo.transition("checkout_session", id, "open", { status: "expired" });
      return session.cancel_url;
    },

    /**
     * The test clock: subscriptions whose period has ended renew (a new invoice) or, when set to
     * cancel at period end, end, with the events the provider would send.
     */
    async advanceClock(): Promise<number> {
      const nowSeconds = unix(now());
      const due = await repo.subscriptionsDue(nowSeconds);
      for (const id of due) {
        const current = await subscription(id);
        const item = current.items.data[0]!;
        // Read again after listing: another instance may have moved it on meanwhile.
        if (item.current_period_end > nowSeconds || !["active", "trialing", "past_due"].includes(current.status)) continue;
        if (current.cancel_at_period_end) {
          const ended: ProviderSubscription = { ...current, status: "canceled", ended_at: item.current_period_end };
          if (await repo.replaceIfUnchanged("subscription", id, current, ended)) await emit("customer.subscription.deleted", ended);
          continue;
        }
        const interval = planOf(item.price.id).interval!;
        const renewed: ProviderSubscription = {
          ...current,
          items: { data: [{ ...item, current_period_start: item.current_period_end, current_period_end: addInterval(item.current_period_end, interval) }] },
        };
        // Another instance's clock may have renewed it a moment ago.
        if (!(await repo.replaceIfUnchanged("subscription", id, current, renewed))) continue;
        await emit("customer.subscription.updated", renewed);
        await emit("invoice.paid", await payInvoice(current.customer, id, item.price.id, planAmount(planOf(item.price.id))));
      }
      return due.length;
    },
  };
}
export type TestModeProvider = ReturnType<typeof createTestModeProvider>;
