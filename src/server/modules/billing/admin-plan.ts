import type { SubscriptionStatus, Tier } from "../../../shared/plans";
import type { BillingRepo } from "./billing.repo";
import { runningSubscription } from "./billing.service";
import type { PaymentProvider } from "./payment-provider";

export interface PlanState {
  tier: Tier;
  status: SubscriptionStatus;
}

/**
 * Billing changes an admin makes by hand. A tier set by an admin takes effect at once and replaces
 * any downgrade grace or pending cancellation (spec section 4: changing tier sets status active).
 * Each change is recorded as a subscription.updated event marked as the admin's.
 */
export function createAdminPlan(deps: { repo: BillingRepo; provider: PaymentProvider }) {
  const { repo, provider } = deps;
  return {
    /** Answers the state before and after, or null when the user has no profile. */
    async set(userId: string, change: { tier?: Tier; status?: SubscriptionStatus }): Promise<{ before: PlanState; after: PlanState } | null> {
      let result: { before: PlanState; after: PlanState } | null = null;
      await repo.transaction(async (writes) => {
        const profile = await writes.lockProfile(userId);
        if (!profile) return;
        const before: PlanState = { tier: profile.tier, status: profile.status };
        const after: PlanState = {
          tier: change.tier ?? profile.tier,
          status: change.status ?? (change.tier !== undefined ? "active" : profile.status),
        };
        result = { before, after };
        if (before.tier === after.tier && before.status === after.status) return;
        const tierChanged = after.tier !== before.tier;
        await writes.setSubscriptionState(userId, {
          tier: after.tier,
          status: after.status,
          interval: after.tier === "free" || after.tier === "lifetime" ? null : profile.interval,
          endsAt: profile.endsAt,
          cancelAtPeriodEnd: tierChanged ? false : profile.cancelAtPeriodEnd,
          subscriptionId: profile.subscriptionId,
          graceTier: tierChanged ? null : profile.graceTier,
          graceUntil: tierChanged ? null : profile.graceUntil,
        });
        await writes.recordEvent({
          userId,
          eventType: "subscription.updated",
          stripeSubscriptionId: profile.subscriptionId,
          metadata: { by: "admin", before, after },
        });
      });
      return result;
    },

    /**
     * Ends the user's running provider subscription now (their account is being deleted) and
     * records it; answers the subscription id, or null when none was running.
     */
    async cancelForDeletion(userId: string): Promise<string | null> {
      const profile = await repo.profile(userId);
      const subscriptionId = profile ? runningSubscription(profile, new Date()) : null;
      if (!subscriptionId) return null;
      await provider.cancelNow(subscriptionId);
      await repo.transaction((writes) =>
        writes.recordEvent({
          userId,
          eventType: "subscription.cancelled",
          stripeSubscriptionId: subscriptionId,
          metadata: { by: "admin", reason: "account_deleted" },
        }),
      );
      return subscriptionId;
    },
  };
}
export type AdminPlan = ReturnType<typeof createAdminPlan>;
