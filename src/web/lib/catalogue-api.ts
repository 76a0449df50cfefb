import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError, apiPath } from "@web/lib/api-client";
import type { IdeasListQuery, TrendingQuery } from "@shared/schemas/idea-api";

/**
 * Every catalogue call the screens make, as react-query hooks. Query keys start with the resource
 * ("ideas", "idea", "trending", "saved") so a save or unsave can refresh exactly what it changed.
 */
function queryString(params: Record<string, string | number | boolean | undefined>): "" | `?${string}` {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function useIdeas(query: IdeasListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: ["ideas", query],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/ideas${queryString({ ...query, pro: query.pro === "true" ? "true" : undefined })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An idea page's query; the server renderer fetches it before the first render (src/web/ssr). */
export function ideaQuery(slug: string) {
  return queryOptions({
    queryKey: ["idea", slug],
    queryFn: ({ signal }) => api.get(`/api/v1/ideas/${encodeURIComponent(slug)}`, { signal }),
    // Only a lost connection or a server error is worth retrying; a 4xx answer will not change.
    retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
  });
}

export function useIdea(slug: string) {
  return useQuery(ideaQuery(slug));
}

export function useDailyIdea() {
  return useQuery({ queryKey: ["ideas", "daily"], queryFn: ({ signal }) => api.get("/api/v1/ideas/daily", { signal }) });
}

export function useTrending(query: TrendingQuery) {
  return useQuery({
    queryKey: ["trending", query],
    queryFn: ({ signal }) => api.get(`/api/v1/trending${queryString({ ...query })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Counts a view once per viewer per day on the server; errors are only logged (spec). */
export function recordView(slug: string): void {
  api.post(`/api/v1/ideas/${encodeURIComponent(slug)}/views`, {}).catch((error: unknown) => console.warn("view not recorded", error));
}

export function useSavedIdeas() {
  return useQuery({ queryKey: ["saved", "list"], queryFn: ({ signal }) => api.get("/api/v1/saved", { signal }) });
}

/** Save or unsave; refreshes the idea, the saved list and the dashboard count. */
export function useToggleSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ideaId, save }: { ideaId: string; save: boolean }) =>
      save ? api.post("/api/v1/saved", { ideaId }).then(() => undefined) : api.delete(`/api/v1/saved/${encodeURIComponent(ideaId)}`).then(() => undefined),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["saved"] }),
        queryClient.invalidateQueries({ queryKey: ["idea"] }),
      ]);
    },
  });
}

export function useBuilder(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ["idea", slug, "builder"],
    queryFn: ({ signal }) => api.get(`/api/v1/ideas/${encodeURIComponent(slug)}/builder`, { signal }),
    enabled,
  });
}

export function useSaveChecklist(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (done: boolean[]) => api.put(`/api/v1/ideas/${encodeURIComponent(slug)}/checklist`, { done }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["idea", slug, "builder"] }),
  });
}

/** Export downloads go straight to the browser: the server sets Content-Disposition. */
export function exportUrl(slug: string, format: "json" | "pdf"): string {
  return apiPath("get", `/api/v1/ideas/${encodeURIComponent(slug)}/export?format=${format}`);
}

export function useSubscriberCount() {
  return useQuery({ queryKey: ["subscribers", "count"], queryFn: ({ signal }) => api.get("/api/v1/subscribers/count", { signal }) });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post("/api/v1/subscribers", { email, source: "home" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["subscribers", "count"] }),
  });
}
