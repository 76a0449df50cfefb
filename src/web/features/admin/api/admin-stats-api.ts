import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsPeriod, StatsRange } from "@shared/schemas/admin-stats";
import { api } from "@web/lib/api-client";

/** The dashboard's figures and series for a chart range. */
export function useAdminStats(range: StatsRange) {
  return useQuery({
    queryKey: ["admin", "stats", range],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/stats?range=${range}`, { signal }),
    select: (body) => body.data,
    // The cards stay put while another range's series load.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How often the side navigation's quick stats refresh while an admin page is open. */
export const QUICK_STATS_REFRESH_MS = 60_000;

export function useQuickStats() {
  return useQuery({
    queryKey: ["admin", "quick-stats"],
    queryFn: ({ signal }) => api.get("/api/v1/admin/quick-stats", { signal }),
    refetchInterval: QUICK_STATS_REFRESH_MS,
  });
}

export function useAdminAnalytics(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: ["admin", "analytics", period],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/analytics?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export interface AuditFilter {
  actor: string;
  action: string;
  targetType: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = { actor: "", action: "", targetType: "", from: "", to: "" };

export function useAuditLog(filter: AuditFilter, page: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  params.set("page", String(page));
  return useQuery({
    queryKey: ["admin", "audit", { ...filter, page }],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/audit?${params}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
