import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

const calendarApi = () => import("@shared/schemas/calendar");

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
    queryFn: ({ signal }) => api.get(`/api/v1/calendar${query ? `?${query}` : ""}`, { schema: () => calendarApi().then((m) => m.calendarResponse), signal }),
    placeholderData: keepPreviousData,
  });
}
