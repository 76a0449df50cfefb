import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

export interface CalendarRequest {
  from?: string;
  to?: string;
  category?: string;
  kind?: string;
}

/** GET /api/v1/calendar: the triggers this viewer may read in a range, and how many they may not. */
export function useCalendar(request: CalendarRequest) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) if (value) params.set(key, value);
  const query = params.toString();
  return useQuery({
    queryKey: ["calendar", request],
    queryFn: ({ signal }) => (query ? api.get(`/api/v1/calendar?${query}`, { signal }) : api.get("/api/v1/calendar", { signal })),
    placeholderData: keepPreviousData,
  });
}

/** The member's secret feed: whether one exists; making one answers its address once. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: ["calendar", "feed"],
    queryFn: ({ signal }) => api.get("/api/v1/calendar/feed", { signal }),
    enabled,
  });
}

export function useCalendarFeedActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["calendar", "feed"] });
  return {
    create: useMutation({
      mutationFn: () => api.post("/api/v1/calendar/feed", {}),
      onSuccess: refresh,
    }),
    revoke: useMutation({ mutationFn: () => api.delete("/api/v1/calendar/feed"), onSuccess: refresh }),
  };
}
