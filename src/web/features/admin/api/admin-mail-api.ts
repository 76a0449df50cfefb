import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MailRunsResponse, SubscriberListResponse } from "@shared/schemas/admin-mail";
import { api, apiPath } from "@web/lib/api-client";

export type SubscriberStatusFilter = "all" | "active" | "unsubscribed";
export type Subscriber = SubscriberListResponse["items"][number];
export type MailRun = MailRunsResponse["runs"][number];

export interface SubscriberFilter {
  search: string;
  status: SubscriberStatusFilter;
}

/** Only the parts that narrow the list: the server treats a missing search and status as "everything". */
function filterParams({ search, status }: SubscriberFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (status !== "all") params.set("status", status);
  return params;
}

export function useSubscribers(filter: SubscriberFilter, page: number) {
  const params = filterParams(filter);
  params.set("page", String(page));
  return useQuery({
    queryKey: ["admin", "subscribers", { ...filter, page }],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/subscribers?${params}`, { signal }),
    // Keep the current page on screen while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The streamed CSV of the list under this filter; the browser downloads it (Content-Disposition: attachment). */
export function subscribersExportUrl(filter: SubscriberFilter): string {
  const params = filterParams(filter);
  const query = params.toString();
  return query ? apiPath("get", `/api/v1/admin/subscribers/export?${query}`) : apiPath("get", "/api/v1/admin/subscribers/export");
}

/**
 * Asks the list endpoint for one row with the same filter before a download starts: a lapsed
 * session or a server fault then shows as a toast instead of a browser download that fails silently.
 */
export function checkSubscribersExport(filter: SubscriberFilter): Promise<unknown> {
  const params = filterParams(filter);
  params.set("page", "1");
  return api.get(`/api/v1/admin/subscribers?${params}`);
}

/** How often the runs panel asks again while a run is in progress. */
export const RUNS_POLL_MS = 10_000;

export const mailRunsKey = ["admin", "mail", "runs"] as const;

export function isRunning(run: MailRun): boolean {
  return run.status === "running";
}

export function useMailRuns() {
  return useQuery({
    queryKey: mailRunsKey,
    queryFn: ({ signal }) => api.get("/api/v1/admin/mail/runs", { signal }),
    select: (data) => data.runs,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.runs.some(isRunning) ? RUNS_POLL_MS : false),
  });
}

/** Runs the daily idea e-mail now; the server answers at once (202) and sends in the background. */
export function useSendDaily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/v1/admin/mail/send-daily", {}),
    // Not awaited: the server's message shows at once, the panel and the table catch up behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mailRunsKey });
      void queryClient.invalidateQueries({ queryKey: ["admin", "outbox"] });
    },
  });
}
