import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

export const aiUsageKey = ["admin", "ai-usage"] as const;

/** The model calls' tokens and estimated cost over the last `days` UTC days (admins only). */
export function useAiUsage(days: number) {
  return useQuery({
    queryKey: [...aiUsageKey, days],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/ai-usage?days=${days}`, { signal }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
