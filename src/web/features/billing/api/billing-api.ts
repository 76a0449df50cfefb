import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { BillingOverview, ChangePlanRequest, CheckoutRequest } from "@shared/schemas/billing";
import { api } from "@web/lib/api-client";
import { ME_QUERY_KEY } from "@web/lib/me";

const BILLING_CONFIG_KEY = ["billing", "config"] as const;
export const BILLING_OVERVIEW_KEY = ["billing", "overview"] as const;
const testCheckoutKey = (id: string) => ["billing", "test-checkout", id] as const;

/** Tier and entitlements live in the session answer too: after any billing change both are re-read. */
export function refreshBillingState(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: BILLING_OVERVIEW_KEY }),
  ]);
}

/** GET /api/v1/billing/config (public): which prices can be bought, and whether payments are in TEST MODE. */
export function useBillingConfig() {
  return useQuery({
    queryKey: BILLING_CONFIG_KEY,
    queryFn: ({ signal }) => api.get("/api/v1/billing/config", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/v1/billing/checkout: answers the payment page's URL; the caller leaves the SPA for it. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutRequest) => api.post("/api/v1/billing/checkout", body),
  });
}

/** GET /api/v1/billing: the signed-in user's plan and payments. */
export function useBillingOverview() {
  return useQuery({
    queryKey: BILLING_OVERVIEW_KEY,
    queryFn: ({ signal }) => api.get("/api/v1/billing", { signal }),
    staleTime: 0,
  });
}

/** Cancel, resume and change answer the new overview: it replaces the cache, and the session is re-read. */
function useOverviewMutation<Body>(request: (body: Body) => Promise<BillingOverview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (overview) => {
      queryClient.setQueryData(BILLING_OVERVIEW_KEY, overview);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export function useCancelSubscription() {
  return useOverviewMutation(() => api.post("/api/v1/billing/subscription/cancel", {}));
}

export function useResumeSubscription() {
  return useOverviewMutation(() => api.post("/api/v1/billing/subscription/resume", {}));
}

export function useChangePlan() {
  return useOverviewMutation((body: ChangePlanRequest) =>
    api.post("/api/v1/billing/subscription/change", body),
  );
}

/** GET …/change-preview: what the chosen change would charge today, and when it applies. */
export function useChangePreview(choice: ChangePlanRequest | null) {
  return useQuery({
    queryKey: ["billing", "change-preview", choice?.plan, choice?.interval],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/billing/subscription/change-preview?plan=${choice!.plan}&interval=${choice!.interval}`, { signal }),
    enabled: choice !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** POST /api/v1/billing/portal: the provider's page for cards and invoices. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api.post("/api/v1/billing/portal", {}),
  });
}

/** GET /api/v1/billing/test-checkout/:id: the local TEST MODE checkout session. */
export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: testCheckoutKey(id),
    queryFn: ({ signal }) =>
      api.get(`/api/v1/billing/test-checkout/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}

export type TestCheckoutAction = "pay" | "cancel";

/** POST /api/v1/billing/test-checkout/:id/{pay,cancel}: answers where the browser goes next. */
export function useTestCheckoutAction(id: string) {
  return useMutation({
    mutationFn: (action: TestCheckoutAction) =>
      api.post(`/api/v1/billing/test-checkout/${encodeURIComponent(id)}/${action}`, {}),
  });
}
