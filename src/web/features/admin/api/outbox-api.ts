import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import type { AnswerOf } from "@web/lib/api-contract";

/** The outbox's shapes are the server's (src/shared/api-contract.gen.ts), never written twice. */
export type OutboxItem = AnswerOf<"get", "/api/v1/admin/outbox">["items"][number];
export type OutboxMessage = AnswerOf<"get", "/api/v1/admin/outbox/{id}">["item"];

/** `refetchInterval` keeps the list fresh while a mail run is filling it. */
export function useOutbox(page: number, search: string, options: { refetchInterval?: number | false } = {}) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set("search", search);
  return useQuery({
    queryKey: ["admin", "outbox", { page, search }],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/outbox?${params}`, { signal }),
    // Keep the current page on screen while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: options.refetchInterval ?? false,
  });
}

export function useOutboxMessage(messageId: string | null) {
  return useQuery({
    queryKey: ["admin", "outbox", "message", messageId],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/admin/outbox/${encodeURIComponent(messageId ?? "")}`, { signal }),
    enabled: messageId !== null,
    select: (data) => data.item,
  });
}
