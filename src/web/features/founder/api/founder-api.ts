import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@web/lib/api-client";
import type { FounderSettings, PersonalOrder } from "@shared/founder-fit";

export const founderKeys = {
  settings: ["founder-settings"] as const,
  personal: ["founder-ideas"] as const,
  fit: ["founder-fit"] as const,
};

/** The member's founder profile and weights (each null until saved). */
export function useFounderSettings(enabled = true) {
  return useQuery({
    queryKey: founderKeys.settings,
    queryFn: ({ signal }) => api.get("/api/v1/founder-fit/settings", { signal }),
    enabled,
  });
}

/** Saving changes every personal order and fit, so those answers are fetched again. */
export function useSaveFounderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: FounderSettings) => api.put("/api/v1/founder-fit/settings", settings),
    onSuccess: (saved) => {
      client.setQueryData(founderKeys.settings, saved);
      void client.invalidateQueries({ queryKey: founderKeys.personal });
      void client.invalidateQueries({ queryKey: founderKeys.fit });
    },
  });
}

export interface PersonalIdeasQuery {
  order: PersonalOrder;
  category?: string;
  pro?: "true";
  page: number;
}

/** Browse in a personal order; the server ranks and keeps locked ideas as the default listing shows them. */
export function usePersonalIdeas(query: PersonalIdeasQuery, enabled: boolean) {
  const params = new URLSearchParams({ order: query.order, page: String(query.page) });
  if (query.category) params.set("category", query.category);
  if (query.pro) params.set("pro", query.pro);
  return useQuery({
    queryKey: [...founderKeys.personal, query],
    queryFn: ({ signal }) => api.get(`/api/v1/founder-fit/ideas?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How an idea fits the viewer (the server decides what it may draw on). */
export function ideaFitQuery(slug: string) {
  return {
    queryKey: [...founderKeys.fit, slug],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get(`/api/v1/founder-fit/ideas/${encodeURIComponent(slug)}`, { signal }),
    retry: (count: number, error: Error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
  };
}

export function useIdeaFit(slug: string) {
  return useQuery(ideaFitQuery(slug));
}
