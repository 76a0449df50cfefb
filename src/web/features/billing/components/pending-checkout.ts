import type { PaidPlan } from "@shared/schemas/billing";
import { isPaidPlan } from "./billing-copy";

/**
 * The plan a checkout was started for, kept in this tab's sessionStorage while the browser visits the
 * payment page, so the return to /pricing can name it even if the return URL does not.
 */
const KEY = "ideadeck.pending-checkout";

export function rememberPendingCheckout(plan: PaidPlan): void {
  try {
    sessionStorage.setItem(KEY, plan);
  } catch {
    // Storage may be disabled; the welcome message then names the plan from the session.
  }
}

/** Reads and forgets the remembered plan. */
export function takePendingCheckout(): PaidPlan | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isPaidPlan(value) ? value : null;
  } catch {
    return null;
  }
}
