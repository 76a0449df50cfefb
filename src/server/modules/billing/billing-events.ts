import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../http/app-error";
import { higherTier, isDowngrade } from "../../../shared/entitlements";
import type { SubscriptionStatus, Tier } from "../../../shared/plans";
import {
  ADMIN_CANCEL_COMMENT,
  HANDLED_EVENT_TYPES,
  providerEventSchema,
  type ProviderCharge,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from "../../../shared/schemas/payment-provider";
import type { BillingProfile, BillingRepo, BillingWrites, SubscriptionState } from "./billing.repo";
import type { PaymentProvider } from "./payment-provider";

const fromUnix = (seconds: number) => new Date(seconds * 1000);

const SUBSCRIPTION_EVENT_NAMES: Record<string, string> = {
  "customer.subscription.created": "subscription.created",
  "customer.subscription.updated": "subscription.updated",
  "customer.subscription.deleted": "subscription.cancelled",
};

/**
 * The one place where tier, status, period end, payments and subscription events change: from
 * verified provider events (webhooks, or the test-mode provider's signed events) and from the
 * provider's own answer to a change we asked for. Never from the browser.
 *
 * Delivery may repeat or arrive out of order: each event id is handled once, and subscription
 * events re-read the subscription from the provider so the newest state wins whatever the order.
 */
export function createBillingEvents(deps: {
  repo: BillingRepo;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** A checkout that started a paid plan, told once per checkout (the admin's new-subscription notice). */
  onNewSubscription?: (subscription: { userId: string; plan: string }) => void;
}) {
  const { repo, provider, log } = deps;

  /** Applies an event's effects once per event id (see BillingRepo.handleOnce). */
  const once = (event: ProviderEvent, apply: (writes: BillingWrites) => Promise<void>) =>
    repo.handleOnce({ id: event.id, type: event.type, provider: provider.mode }, apply);

  /** The profile state a provider subscription means, given what the profile holds now. */
  function stateFor(profile: BillingProfile, sub: ProviderSubscription, now: Date): SubscriptionState | null {
    const item = sub.items.data[0]!;
    const price = provider.prices.planOf(item.price.id);
    if (!price || price.plan === "lifetime") {
      log.warn({ subscription: sub.id, price: item.price.id }, "subscription with a price no plan sells; ignored");
      return null;
    }
    // A lifetime owner keeps lifetime; an older subscription ending does not touch the current one.
    if (profile.tier === "lifetime") return null;
    if (profile.subscriptionId && profile.subscriptionId !== sub.id && ["canceled", "incomplete_expired", "unpaid", "paused"].includes(sub.status)) return null;
    // Checkout not paid yet: no access until the provider says the first payment went through.
    if (sub.status === "incomplete") return null;

    const periodEnd = fromUnix(item.current_period_end);
    let status: SubscriptionStatus;
    let endsAt: Date;
    switch (sub.status) {
      case "active":
      case "trialing":
      case "past_due":
        status = sub.status;
        endsAt = periodEnd;
        break;
      case "canceled":
      case "incomplete_expired":
        status = "cancelled";
        endsAt = sub.ended_at ? fromUnix(sub.ended_at) : periodEnd;
        break;
      default:
        // unpaid or paused: the period that was not paid for is not granted.
        status = "cancelled";
        endsAt = fromUnix(item.current_period_start);
    }
    const tier: Tier = price.plan;
    const running = status !== "cancelled";
    const keptGrace = running && profile.graceTier && profile.graceUntil && profile.graceUntil > now ? { tier: profile.graceTier, until: profile.graceUntil } : null;
    // A lower tier within the same period (no new period began, so nothing was credited) keeps the
    // tier paid for until that period ends.
    const downgradedInPeriod =
      running && profile.status !== "cancelled" && isDowngrade(profile.tier, tier) && profile.endsAt?.getTime() === periodEnd.getTime() && periodEnd > now;
    const grace = downgradedInPeriod ? { tier: keptGrace ? higherTier(keptGrace.tier, profile.tier) : profile.tier, until: periodEnd } : keptGrace;
    // Back on the grace tier or above, there is nothing left to keep.
    const graceTier = grace && isDowngrade(grace.tier, tier) ? grace.tier : null;
    const graceUntil = graceTier ? grace!.until : null;
    return { tier, status, interval: price.interval, endsAt, cancelAtPeriodEnd: running && sub.cancel_at_period_end, subscriptionId: sub.id, graceTier, graceUntil };
  }

  async function userOf(sub: ProviderSubscription): Promise<string | null> {
    return sub.metadata.userId ?? (await repo.userIdByCustomer(sub.customer));
  }

  async function writeSubscription(writes: BillingWrites, userId: string, sub: ProviderSubscription, eventName: string | null, eventId: string | null) {
    const profile = await writes.lockProfile(userId);
    if (!profile) return;
    const state = stateFor(profile, sub, new Date());
    if (state) await writes.setSubscriptionState(userId, state);
    if (eventName) {
      await writes.recordEvent({
        userId,
        eventType: eventName,
        stripeSubscriptionId: sub.id,
        metadata: {
          providerEventId: eventId,
          status: sub.status,
          priceId: sub.items.data[0]!.price.id,
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          ...(eventName === "subscription.cancelled" && sub.cancellation_details?.comment === ADMIN_CANCEL_COMMENT ? { by: "admin" } : {}),
        },
      });
    }
  }

  async function onSubscriptionEvent(event: ProviderEvent & { data: { object: ProviderSubscription } }) {
    const fresh = await provider.retrieveSubscription(event.data.object.id);
    const userId = await userOf(fresh);
    if (!userId) {
      log.warn({ event: event.id, subscription: fresh.id }, "subscription event for an unknown customer; ignored");
      return;
    }
    await once(event, (writes) =>
      writeSubscription(writes, userId, fresh, SUBSCRIPTION_EVENT_NAMES[event.type]!, event.id),
    );
  }

  async function onCheckoutCompleted(event: ProviderEvent, session: ProviderCheckoutSession) {
    const userId = session.client_reference_id ?? session.metadata.userId ?? (session.customer ? await repo.userIdByCustomer(session.customer) : null);
    if (!userId) {
      log.warn({ event: event.id, session: session.id }, "checkout for an unknown user; ignored");
      return;
    }
    const lifetime = session.mode === "payment" && session.metadata.plan === "lifetime" && session.payment_status === "paid";
    // The subscription events carry its state too; reading it here makes the return page current
    // even when those events are late.
    const subscription = session.mode === "subscription" && session.subscription ? await provider.retrieveSubscription(session.subscription) : null;
    let before: BillingProfile | null = null;
    const handled = await once(event, async (writes) => {
      before = await writes.lockProfile(userId);
      if (subscription) await writeSubscription(writes, userId, subscription, null, null);
      if (!lifetime || !session.payment_intent) return;
      await writes.setSubscriptionState(userId, {
        tier: "lifetime",
        status: "active",
        interval: null,
        endsAt: null,
        cancelAtPeriodEnd: false,
        subscriptionId: before?.subscriptionId ?? null,
        graceTier: null,
        graceUntil: null,
      });
      const amount = session.amount_total ?? 0;
      const currency = session.currency ?? "usd";
      const inserted = await writes.insertPayment({
        userId,
        provider: provider.mode,
        providerPaymentId: session.payment_intent,
        providerInvoiceId: null,
        providerPaymentIntentId: session.payment_intent,
        invoiceUrl: null,
        tier: "lifetime",
        interval: null,
        amountCents: amount,
        currency,
        createdAt: fromUnix(session.created),
      });
      await writes.recordEvent({ userId, eventType: "subscription.created", metadata: { providerEventId: event.id, plan: "lifetime" } });
      if (inserted) await writes.recordEvent({ userId, eventType: "payment.succeeded", amountCents: amount, currency, metadata: { providerEventId: event.id, plan: "lifetime" } });
    });
    const started = lifetime ? "lifetime" : subscription && ["active", "trialing"].includes(subscription.status) ? provider.prices.planOf(subscription.items.data[0]!.price.id)?.plan : null;
    if (handled && started) deps.onNewSubscription?.({ userId, plan: started });
    // Lifetime replaces a running subscription: end it so it is not charged again.
    const replaced = before as BillingProfile | null;
    if (lifetime && replaced?.subscriptionId && replaced.tier !== "lifetime" && replaced.status !== "cancelled") {
      const subscriptionId = replaced.subscriptionId;
      await provider.cancelNow(subscriptionId).catch((error: unknown) => log.error({ err: error, subscription: subscriptionId }, "could not end the subscription a lifetime purchase replaces"));
    }
  }

  async function onInvoicePaid(event: ProviderEvent, invoice: ProviderInvoice) {
    const userId = await repo.userIdByCustomer(invoice.customer);
    const priceId = invoice.lines.data.find((line) => line.pricing?.price_details?.price)?.pricing?.price_details?.price;
    const price = priceId ? provider.prices.planOf(priceId) : null;
    if (!userId || !price || invoice.amount_paid <= 0) {
      await once(event, async () => {});
      return;
    }
    const paymentIntent = await provider.paymentIntentOf(invoice);
    const subscriptionId = invoice.parent?.subscription_details?.subscription ?? null;
    await once(event, async (writes) => {
      const inserted = await writes.insertPayment({
        userId,
        provider: provider.mode,
        providerPaymentId: invoice.id,
        providerInvoiceId: invoice.id,
        providerPaymentIntentId: paymentIntent,
        invoiceUrl: invoice.hosted_invoice_url ?? null,
        tier: price.plan,
        interval: price.interval,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        createdAt: fromUnix(invoice.created),
      });
      if (inserted) {
        await writes.recordEvent({
          userId,
          eventType: "payment.succeeded",
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          stripeSubscriptionId: subscriptionId,
          metadata: { providerEventId: event.id, invoice: invoice.id, plan: price.plan, interval: price.interval },
        });
      }
    });
  }

  async function onChargeRefunded(event: ProviderEvent, charge: ProviderCharge) {
    await once(event, async (writes) => {
      if (!charge.payment_intent) return;
      const result = await writes.setRefundedTotal(charge.payment_intent, charge.amount_refunded);
      if (!result) {
        log.warn({ event: event.id, paymentIntent: charge.payment_intent }, "refund for a payment we do not know; ignored");
        return;
      }
      if (result.added > 0) {
        await writes.recordEvent({
          userId: result.payment.userId,
          eventType: "payment.refunded",
          amountCents: -result.added,
          currency: charge.currency,
          metadata: { providerEventId: event.id, paymentId: result.payment.id, charge: charge.id },
        });
        if (result.payment.tier === "lifetime" && result.payment.userId && charge.amount_refunded >= result.payment.amountCents) {
          await endRefundedLifetime(writes, result.payment.userId, event.id);
        }
      }
    });
  }

  /**
   * Lifetime is one payment: refunded in full, nothing pays for the access any more, so it ends at
   * once (the admin's refund dialog says so). A partial refund (a goodwill discount) keeps it.
   */
  async function endRefundedLifetime(writes: BillingWrites, userId: string, eventId: string) {
    const profile = await writes.lockProfile(userId);
    if (!profile || profile.tier !== "lifetime") return;
    await writes.setSubscriptionState(userId, {
      tier: "free",
      status: "cancelled",
      interval: null,
      endsAt: new Date(),
      cancelAtPeriodEnd: false,
      subscriptionId: profile.subscriptionId,
      graceTier: null,
      graceUntil: null,
    });
    await writes.recordEvent({ userId, eventType: "subscription.cancelled", metadata: { providerEventId: eventId, plan: "lifetime", reason: "refunded" } });
  }

  async function handle(event: ProviderEvent): Promise<void> {
    switch (event.type) {
      case "checkout.session.completed":
        return onCheckoutCompleted(event, event.data.object);
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        return onSubscriptionEvent(event);
      case "invoice.paid":
        return onInvoicePaid(event, event.data.object);
      case "charge.refunded":
        return onChargeRefunded(event, event.data.object);
    }
  }

  return {
    /** POST /api/v1/billing/webhook: a bad signature or payload answers 400 and changes nothing. */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<{ handled: boolean }> {
      if (!signature) throw new AppError("VALIDATION", { message: "Missing Stripe-Signature header" });
      let payload: unknown;
      try {
        payload = await provider.verifyWebhook(rawBody, signature);
      } catch {
        throw new AppError("VALIDATION", { message: "Invalid webhook signature" });
      }
      const type = (payload as { type?: unknown }).type;
      if (typeof type !== "string" || !HANDLED_EVENT_TYPES.has(type)) return { handled: false };
      const parsed = providerEventSchema.safeParse(payload);
      if (!parsed.success) throw new AppError("VALIDATION", { message: `Unexpected ${type} payload: ${parsed.error.issues[0]?.message ?? "invalid"}` });
      try {
        await handle(parsed.data);
      } catch (error) {
        // Any failure here (the provider unreachable, the database) must answer 5xx so the provider
        // delivers the event again; its id was not marked as handled.
        log.error({ err: error, event: parsed.data.id, type }, "billing event failed; the provider will retry");
        throw new AppError("SERVER");
      }
      return { handled: true };
    },

    /** Applies a subscription the provider just returned for a change we asked for (no event is recorded; its webhook does that). */
    async applySubscription(userId: string, sub: ProviderSubscription): Promise<void> {
      await repo.transaction((writes) => writeSubscription(writes, userId, sub, null, null));
    },
  };
}
export type BillingEvents = ReturnType<typeof createBillingEvents>;
