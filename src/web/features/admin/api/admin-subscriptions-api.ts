import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubscriptionFilter, SubscriptionPeriod } from "@shared/schemas/admin-subscriptions";
import type { ADMIN_CANCEL_WHEN } from "@shared/schemas/admin-subscriptions";

export type AdminCancelWhen = (typeof ADMIN_CANCEL_WHEN)[number];
import { api, apiPath } from "@web/lib/api-client";

export type { SubscriptionFilter, SubscriptionPeriod };

const subscriptionsKey = ["admin", "subscriptions"] as const;

/** Only the parts that narrow the list: the server reads a missing filter as "all". */
function filterParams(filter: SubscriptionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set("search", filter.search);
  for (const key of ["tier", "status", "interval"] as const) if (filter[key] !== "all") params.set(key, filter[key]);
  return params;
}

export function useSubscriptionMetrics(period: SubscriptionPeriod) {
  return useQuery({
    queryKey: [...subscriptionsKey, "metrics", period],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/subscriptions/metrics?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSubscriptions(filter: SubscriptionFilter, page: number) {
  const params = filterParams(filter);
  params.set("page", String(page));
  return useQuery({
    queryKey: [...subscriptionsKey, "list", { ...filter, page }],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/subscriptions?${params}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A subscription's events and payments, read when its row is expanded. */
export function useSubscriptionDetail(userId: string) {
  return useQuery({
    queryKey: [...subscriptionsKey, "detail", userId],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/subscriptions/${encodeURIComponent(userId)}/events`, { signal }),
    staleTime: 0,
  });
}

/** After a cancel or refund every figure on the page may have moved: read them all again. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionsKey });
}

/** When each way of cancelling ends access, and what cancelling now would refund; read when the dialog opens. */
export function useCancelPreview(userId: string | null) {
  return useQuery({
    queryKey: [...subscriptionsKey, "cancel-preview", userId],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/subscriptions/${encodeURIComponent(userId!)}/cancel-preview`, { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ userId, when }: { userId: string; when: AdminCancelWhen }) =>
      api.post(`/api/v1/admin/subscriptions/${encodeURIComponent(userId)}/cancel`, { when }),
    onSettled: refresh,
  });
}

/** The whole payment that is left, through the provider (POST /api/v1/admin/payments/:id/refund). */
export function useRefundPayment() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (paymentId: string) => api.post(`/api/v1/admin/payments/${encodeURIComponent(paymentId)}/refund`, {}),
    onSettled: refresh,
  });
}

export function subscriptionsExportUrl(filter: SubscriptionFilter): string {
  const query = filterParams(filter).toString();
  return query ? apiPath("get", `/api/v1/admin/subscriptions/export?${query}`) : apiPath("get", "/api/v1/admin/subscriptions/export");
}

/** One cheap list read with the same filter first, so a lapsed session shows as a toast, not a failed download. */
export function checkSubscriptionsExport(filter: SubscriptionFilter): Promise<unknown> {
  const params = filterParams(filter);
  params.set("page", "1");
  return api.get(`/api/v1/admin/subscriptions?${params}`);
}
