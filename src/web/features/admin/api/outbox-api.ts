import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@web/lib/api-client";

/** Local schemas for the admin outbox endpoints (src/shared has none yet). */
const id = z.union([z.string(), z.number()]).transform(String);

export const outboxItemSchema = z.object({
  id,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

const outboxListResponse = z.object({
  items: z.array(outboxItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

const outboxDetailSchema = outboxItemSchema.extend({
  from: z.string(),
  html: z.string().nullable(),
  text: z.string().nullable(),
  headers: z.unknown(),
});
export type OutboxMessage = z.infer<typeof outboxDetailSchema>;

/** `refetchInterval` keeps the list fresh while a mail run is filling it. */
export function useOutbox(page: number, search: string, options: { refetchInterval?: number | false } = {}) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set("search", search);
  return useQuery({
    queryKey: ["admin", "outbox", { page, search }],
    queryFn: ({ signal }) => api.get(`/api/v1/admin/outbox?${params}`, { schema: outboxListResponse, signal }),
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
      api.get(`/api/v1/admin/outbox/${encodeURIComponent(messageId ?? "")}`, {
        schema: z.object({ item: outboxDetailSchema }),
        signal,
      }),
    enabled: messageId !== null,
    select: (data) => data.item,
  });
}
