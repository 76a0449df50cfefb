import { AppError } from "../../http/app-error";
import { effectiveTier, isDowngrade } from "../../../shared/entitlements";
import { PLANS } from "../../../shared/plans";
import type { BillingConfig, BillingOverview, ChangePlanRequest, ChangePreview, CheckoutRequest } from "../../../shared/schemas/billing";
import { planAmount } from "./price-book";
import type { Viewer } from "../../http/viewer";
import type { BillingEvents } from "./billing-events";
import type { BillingProfile, BillingRepo } from "./billing.repo";
import type { PaymentProvider } from "./payment-provider";

const conflict = (message: string) => new AppError("VALIDATION", { status: 409, message });

/** A subscription this page can still cancel, resume or change: not lifetime, not ended. */
export function runningSubscription(profile: Pick<BillingProfile, "subscriptionId" | "tier" | "status" | "cancelAtPeriodEnd" | "endsAt">, now: Date): string | null {
  if (!profile.subscriptionId || profile.tier === "lifetime" || profile.tier === "free") return null;
  if (profile.status === "cancelled") return null;
  if (profile.cancelAtPeriodEnd && profile.endsAt && profile.endsAt <= now) return null;
  return profile.subscriptionId;
}

/** What users ask of billing. State changes come back through BillingEvents, never from here directly. */
export function createBillingService(deps: { repo: BillingRepo; provider: PaymentProvider; events: BillingEvents; appUrl: string }) {
  const { repo, provider, events, appUrl } = deps;

  async function profileOf(viewer: Viewer): Promise<BillingProfile> {
    const profile = await repo.profile(viewer.user.id);
    if (!profile) throw new AppError("AUTH");
    return profile;
  }

  async function requireSubscription(viewer: Viewer): Promise<{ profile: BillingProfile; subscriptionId: string }> {
    const profile = await profileOf(viewer);
    const subscriptionId = runningSubscription(profile, new Date());
    if (!subscriptionId) throw conflict("You have no running subscription to change.");
    return { profile, subscriptionId };
  }

  /** A change this subscription allows, or a clear refusal. */
  async function planChange(viewer: Viewer, request: ChangePlanRequest) {
    const { profile, subscriptionId } = await requireSubscription(viewer);
    if (profile.tier === request.plan && profile.interval === request.interval) throw conflict("That is already your plan.");
    const priceId = provider.prices.idFor({ plan: request.plan, interval: request.interval });
    if (!priceId) throw conflict(`${PLANS[request.plan].name} is not yet configured. Please contact support.`);
    if (profile.interval === "year" && request.interval === "month") {
      throw conflict("To move from yearly to monthly billing, cancel at the end of your year and subscribe monthly when it ends.");
    }
    // A longer interval restarts the period with the provider, so it is charged now (prorated) even
    // toward a lower tier; only a lower tier on the same interval waits for the renewal.
    const downgrade = isDowngrade(profile.tier, request.plan) && profile.interval === request.interval;
    // Going back, within the same period, to the tier a downgrade left: that period is paid for already.
    const restoring =
      profile.graceTier === request.plan && profile.graceUntil !== null && profile.graceUntil > new Date() && profile.interval === request.interval;
    return { profile, subscriptionId, priceId, downgrade, restoring };
  }

  async function overview(viewer: Viewer): Promise<BillingOverview> {
    const profile = await profileOf(viewer);
    const rows = await repo.payments(viewer.user.id);
    return {
      mode: provider.mode,
      tier: profile.tier,
      // From the profile just read: a change made in this request shows at once.
      effectiveTier: effectiveTier(profile),
      status: profile.status,
      interval: profile.interval,
      currentPeriodEnd: profile.endsAt?.toISOString() ?? null,
      cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
      graceTier: profile.graceTier,
      graceUntil: profile.graceUntil?.toISOString() ?? null,
      hasSubscription: runningSubscription(profile, new Date()) !== null,
      portal: provider.portal && profile.customerId !== null,
      payments: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        tier: row.tier,
        interval: row.interval,
        amountCents: row.amountCents,
        refundedCents: row.refundedCents,
        currency: row.currency,
        status: row.status,
        invoiceUrl: row.invoiceUrl,
      })),
    };
  }

  return {
    config(): BillingConfig {
      return { mode: provider.mode, available: provider.prices.available(), portal: provider.portal };
    },

    overview,

    async checkout(viewer: Viewer, request: CheckoutRequest): Promise<{ url: string }> {
      const profile = await profileOf(viewer);
      if (viewer.entitlements.isLifetime) throw conflict("You have lifetime access!");
      if (request.plan !== "lifetime" && runningSubscription(profile, new Date())) {
        throw conflict("You already have a subscription. Change your plan on the billing page.");
      }
      const interval = request.plan === "lifetime" ? null : request.interval!;
      const priceId = provider.prices.idFor({ plan: request.plan, interval });
      if (!priceId) throw conflict(`${PLANS[request.plan].name} is not yet configured. Please contact support.`);
      const customerId =
        profile.customerId ?? (await repo.attachCustomer(profile.userId, await provider.createCustomer({ userId: profile.userId, email: profile.email, name: profile.name })));
      const session = await provider.createCheckoutSession({
        mode: request.plan === "lifetime" ? "payment" : "subscription",
        customerId,
        userId: profile.userId,
        priceId,
        successUrl: `${appUrl}/pricing?success=true&plan=${request.plan}`,
        cancelUrl: `${appUrl}/pricing?canceled=true`,
        metadata: { userId: profile.userId, plan: request.plan, interval: interval ?? "once" },
      });
      return { url: session.url };
    },

    async cancelAtPeriodEnd(viewer: Viewer, cancel: boolean): Promise<BillingOverview> {
      const { subscriptionId } = await requireSubscription(viewer);
      const fresh = await provider.setCancelAtPeriodEnd(subscriptionId, cancel);
      await events.applySubscription(viewer.user.id, fresh);
      return overview(viewer);
    },

    /**
     * Upgrades (a higher tier, or monthly to yearly) are charged now for the prorated difference.
     * A downgrade to a lower tier on the same interval starts at the next renewal, and the higher
     * tier stays until the period paid for ends. Shorter intervals wait for the period to end.
     */
    async changePlan(viewer: Viewer, request: ChangePlanRequest): Promise<BillingOverview> {
      const change = await planChange(viewer, request);
      const fresh = await provider.changePrice(change.subscriptionId, change.priceId, change.downgrade || change.restoring ? "none" : "always_invoice");
      await events.applySubscription(viewer.user.id, fresh);
      return overview(viewer);
    },

    async previewChange(viewer: Viewer, request: ChangePlanRequest): Promise<ChangePreview> {
      const change = await planChange(viewer, request);
      const renewalCents = planAmount({ plan: request.plan, interval: request.interval });
      if (change.downgrade) {
        return { timing: "period_end", amountDueCents: 0, currency: "usd", effectiveAt: (change.profile.endsAt ?? new Date()).toISOString(), renewalCents };
      }
      if (change.restoring) return { timing: "now", amountDueCents: 0, currency: "usd", effectiveAt: new Date().toISOString(), renewalCents };
      const preview = await provider.previewUpgrade(change.subscriptionId, change.priceId);
      return { timing: "now", amountDueCents: preview.amountDueCents, currency: preview.currency, effectiveAt: new Date().toISOString(), renewalCents };
    },

    async portal(viewer: Viewer): Promise<{ url: string }> {
      const profile = await profileOf(viewer);
      if (!provider.portal || !profile.customerId) throw conflict("There is no billing portal for this account.");
      return { url: await provider.createPortalSession(profile.customerId, `${appUrl}/settings/billing`) };
    },

    /**
     * Admin cancel: ends the subscription now, not at period end. An admin cancels to stop a
     * subscription (a refund under the money-back guarantee, abuse, a user's request by mail), and
     * the spec has the status become cancelled at once; the user's own cancel keeps the period.
     * The provider's subscription.deleted event records subscription.cancelled {by: "admin"}; the
     * state it returns is applied here too, so the admin table is current before that event lands.
     * Answers the profile before, for the audit entry.
     */
    async adminCancel(userId: string): Promise<BillingProfile> {
      const profile = await repo.profile(userId);
      if (!profile) throw new AppError("NOT_FOUND", { message: "User not found" });
      const subscriptionId = runningSubscription(profile, new Date());
      if (!subscriptionId) throw conflict("This user has no running subscription to cancel.");
      await provider.cancelNow(subscriptionId, { byAdmin: true });
      await events.applySubscription(userId, await provider.retrieveSubscription(subscriptionId));
      return profile;
    },

    /** Admin refunds: the provider refunds, and its charge.refunded event records it. */
    async refund(paymentId: string, amountCents?: number): Promise<void> {
      const payment = await repo.paymentById(paymentId);
      if (!payment) throw new AppError("NOT_FOUND", { message: "Payment not found" });
      if (!payment.providerPaymentIntentId) throw conflict("This payment cannot be refunded through the provider.");
      if (payment.provider !== provider.mode) throw conflict(`This payment was taken in ${payment.provider} mode and cannot be refunded in ${provider.mode} mode.`);
      await provider.refund(payment.providerPaymentIntentId, amountCents);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
