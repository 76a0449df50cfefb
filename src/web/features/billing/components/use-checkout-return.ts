import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import type { PaidPlan } from "@shared/schemas/billing";
import type { MeResponse } from "@shared/schemas/profile";
import { meQueryOptions } from "@web/lib/me";
import { notifyInfo, notifySuccess } from "@web/lib/notify";
import { refreshBillingState } from "../api/billing-api";
import { BILLING_MESSAGES, isPaidPlan, welcomeMessage } from "./billing-copy";
import { takePendingCheckout } from "./pending-checkout";

/** The payment provider's event can arrive after the browser: re-read the session every 2 s, for 20 s. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_TIMEOUT_MS = 20_000;

const RETURN_PARAMS = ["success", "canceled", "plan"] as const;
const TOAST_ID = "checkout-return";

export type CheckoutReturnState = "idle" | "confirming" | "delayed";

/** True once the session shows the plan that was bought (any paid plan when we do not know which). */
export function showsPurchase(me: MeResponse | null, plan: PaidPlan | null): boolean {
  if (!me) return false;
  if (plan === "lifetime") return me.entitlements.isLifetime;
  if (plan === null) return me.entitlements.isPaid;
  return me.entitlements.isPaid && (me.profile.subscriptionTier === plan || me.entitlements.isLifetime);
}

function purchasedPlan(me: MeResponse, plan: PaidPlan | null): PaidPlan {
  if (plan) return plan;
  const tier = me.entitlements.effectiveTier;
  return tier === "free" ? "pro" : tier;
}

/**
 * Spec: on return with success=true a success message appears and the profile is refreshed;
 * canceled=true shows a cancellation message; the query is cleared afterwards (replace, no history).
 */
export function useCheckoutReturn(): CheckoutReturnState {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<{ plan: PaidPlan | null; since: number } | null>(null);
  const [delayed, setDelayed] = useState(false);
  const handled = useRef(false);

  const success = params.get("success") === "true";
  const canceled = params.get("canceled") === "true";
  const planParam = params.get("plan");

  useEffect(() => {
    if (!success && !canceled) {
      handled.current = false;
      return;
    }
    // StrictMode runs effects twice, and the cleared URL arrives a render later: handle a return once.
    if (handled.current) return;
    handled.current = true;
    const remembered = takePendingCheckout();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of RETURN_PARAMS) next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (!success) {
      notifyInfo(BILLING_MESSAGES.canceled, TOAST_ID);
      return;
    }
    setDelayed(false);
    setWaiting({ plan: isPaidPlan(planParam) ? planParam : remembered, since: Date.now() });
    void refreshBillingState(queryClient);
  }, [success, canceled, planParam, setParams, queryClient]);

  const me = useQuery({ ...meQueryOptions, refetchInterval: waiting ? CONFIRM_POLL_MS : false });
  const session = me.data ?? null;
  const confirmed = waiting !== null && me.dataUpdatedAt >= waiting.since && showsPurchase(session, waiting.plan);

  useEffect(() => {
    if (!waiting) return;
    if (confirmed && session) {
      notifySuccess(welcomeMessage(purchasedPlan(session, waiting.plan)));
      setWaiting(null);
      return;
    }
    const timer = setTimeout(() => {
      setWaiting(null);
      setDelayed(true);
    }, Math.max(0, waiting.since + CONFIRM_TIMEOUT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, confirmed, session]);

  if (waiting) return "confirming";
  return delayed ? "delayed" : "idle";
}
