import { useState } from "react";
import { useNavigate } from "@web/lib/router";
import type { BillingInterval } from "@shared/plans";
import type { BillingConfig, PaidPlan } from "@shared/schemas/billing";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { hardNavigate } from "@web/lib/browser";
import { useMe } from "@web/lib/me";
import { notifyError } from "@web/lib/notify";
import { loginPath } from "@web/lib/redirect";
import { useBillingConfig, useStartCheckout } from "../api/billing-api";
import { BILLING_MESSAGES, notConfiguredMessage } from "./billing-copy";
import { rememberPendingCheckout } from "./pending-checkout";

export interface PaidChoice {
  plan: PaidPlan;
  /** Required for starter and pro; lifetime has none. */
  interval: BillingInterval | null;
}

export function choiceKey(choice: PaidChoice): string {
  return choice.plan === "lifetime" ? "lifetime" : `${choice.plan}:${choice.interval}`;
}

/** Unknown (config not loaded or failed) counts as available: the server has the last word. */
export function isAvailable(config: BillingConfig | undefined, choice: PaidChoice): boolean {
  if (!config) return true;
  if (choice.plan === "lifetime") return config.available.lifetime.once;
  return choice.interval ? config.available[choice.plan][choice.interval] : false;
}

const PRICING_PATH = "/pricing";

/**
 * Spec "Checkout": sign-in first (else /login remembering /pricing), a plan without a price says so,
 * then the chosen plan shows 'Loading...' while the server opens a checkout and the browser leaves
 * for the payment page.
 */
export function usePlanCheckout() {
  const { me } = useMe();
  const navigate = useNavigate();
  const config = useBillingConfig();
  const start = useStartCheckout();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  function choose(choice: PaidChoice) {
    if (pendingKey) return;
    if (!me) {
      navigate(loginPath(PRICING_PATH));
      return;
    }
    if (!isAvailable(config.data, choice)) {
      notifyError(notConfiguredMessage(choice.plan));
      return;
    }
    setPendingKey(choiceKey(choice));
    rememberPendingCheckout(choice.plan);
    start.mutate(
      choice.plan === "lifetime" ? { plan: "lifetime" } : { plan: choice.plan, interval: choice.interval ?? "month" },
      {
        // The page stays in its loading state until the browser has left for the payment page.
        onSuccess: ({ url }) => hardNavigate(url),
        onError: (error) => {
          setPendingKey(null);
          if (isApiError(error) && error.status === 401) {
            navigate(loginPath(PRICING_PATH));
            return;
          }
          notifyError(errorMessage(error, BILLING_MESSAGES.checkoutFailed));
        },
      },
    );
  }

  return { choose, pendingKey, config: config.data };
}
