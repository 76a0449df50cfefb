import { AppError } from "../../http/app-error";
import { effectiveTier, isDowngrade } from "../../../shared/entitlements";
import { PLANS } from "../../../shared/plans";
import type { BillingConfig, BillingOverview, ChangePlanRequest, ChangePreview, CheckoutRequest } from "../../../shared/schemas/billing";
import { planAmount } from "./price-book";
import type { Viewer } from "../../http/viewer";
import type { BillingEvents } from "./billing-events";
import type { BillingProfile, BillingRepo } from "./billing.repo";
import type { PaymentProvider } from "./payment-provider";
import type { ProviderSubscription } from "../../../shared/schemas/payment-provider";
import { unusedRefund } from "./unused-refund";

const conflict = (message: string) => new AppError("VALIDATION", { status: 409, message });

/** A subscription this page can still cancel, resume or change: not lifetime, not ended. */
export function runningSubscription(profile: Pick<BillingProfile, "subscriptionId" | "tier" | "status" | "cancelAtPeriodEnd" | "endsAt">, now: Date): string | null {
  if (!profile.subscriptionId || profile.tier === "lifetime" || profile.tier === "free") return null;
  if (profile.status === "cancelled") return null;
  if (profile.cancelAtPeriodEnd && profile.endsAt && profile.endsAt <= now) return null;
  return profile.subscriptionId;
}

export type AdminCancelWhen = "period_end" | "now";
export interface AdminCancelPreview {
  periodEnd: string;
  refundNowCents: number;
  currency: string;
}

const periodOf = (sub: ProviderSubscription) => {
  const item = sub.items.data[0]!;
  return { start: new Date(item.current_period_start * 1000), end: new Date(item.current_period_end * 1000) };
};

/** What users ask of billing. State changes come back through BillingEvents, never from here directly. */
export function createBillingService(deps: { repo: BillingRepo; provider: PaymentProvider; events: BillingEvents; appUrl: string }) {
  const { repo, provider, events, appUrl } = deps;

  async function adminCancellable(userId: string, now: Date): Promise<{ profile: BillingProfile; subscriptionId: string }> {
    const profile = await repo.profile(userId);
    if (!profile) throw new AppError("NOT_FOUND", { message: "User not found" });
    const subscriptionId = runningSubscription(profile, now);
    if (!subscriptionId) throw conflict("This user has no running subscription to cancel.");
    return { profile, subscriptionId };
  }

  /** The unused part of the period's payments taken in this provider's mode (others cannot be refunded here). */
  async function refundFor(profile: BillingProfile, sub: ProviderSubscription, now: Date) {
    const paid = (await repo.payments(profile.userId)).filter((payment) => payment.provider === provider.mode);
    return unusedRefund(periodOf(sub), paid, now);
  }

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

    /** What an admin's cancel would do: when access ends each way, and the refund a cancel-now gives. */
    async adminCancelPreview(userId: string, now = new Date()): Promise<AdminCancelPreview> {
      const { profile, subscriptionId } = await adminCancellable(userId, now);
      const sub = await provider.retrieveSubscription(subscriptionId);
      const refund = await refundFor(profile, sub, now);
      return { periodEnd: periodOf(sub).end.toISOString(), refundNowCents: refund.totalCents, currency: "usd" };
    },

    /**
     * Admin cancel, as the dialog says. "period_end" (the default) is a member's own cancel: access
     * stays to the end of the period paid for, nothing is refunded. "now" ends access at once and
     * refunds the unused part of the period through the provider (its charge.refunded events record
     * it). The subscription.deleted event records subscription.cancelled {by: "admin"}; the state the
     * provider returns is applied here too, so the admin table is current before events land.
     * Answers the profile before and what was done, for the audit entry.
     */
    async adminCancel(userId: string, when: AdminCancelWhen, now = new Date()): Promise<{ before: BillingProfile; endsAt: string; refundCents: number }> {
      const { profile, subscriptionId } = await adminCancellable(userId, now);
      if (when === "period_end") {
        const fresh = await provider.setCancelAtPeriodEnd(subscriptionId, true);
        await events.applySubscription(userId, fresh);
        return { before: profile, endsAt: periodOf(fresh).end.toISOString(), refundCents: 0 };
      }
      const refund = await refundFor(profile, await provider.retrieveSubscription(subscriptionId), now);
      await provider.cancelNow(subscriptionId, { byAdmin: true });
      await events.applySubscription(userId, await provider.retrieveSubscription(subscriptionId));
      try {
        for (const part of refund.parts) await provider.refund(part.paymentIntentId, part.cents);
      } catch (error) {
        throw new AppError("SERVER", {
          status: 502,
          message: `The subscription was cancelled, but the refund of the unused part did not go through: refund it from the payments below. (${(error as Error).message})`,
        });
      }
      return { before: profile, endsAt: now.toISOString(), refundCents: refund.totalCents };
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
