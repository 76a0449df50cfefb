import { z } from "zod";

/** Admin mail tools: the subscriber list, its export filter, the daily send and recent runs. */
export const subscriberFilterQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(["all", "active", "unsubscribed"]).default("all"),
});

export const subscriberListQuery = subscriberFilterQuery.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const subscriberListResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      status: z.string(),
      source: z.string().nullable(),
      createdAt: z.string(),
      unsubscribedAt: z.string().nullable(),
    }),
  ),
  total: z.number(),
  /** Active subscribers in the whole list, whatever the filter. */
  active: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SubscriberListResponse = z.infer<typeof subscriberListResponse>;

export const sendDailyBody = z.object({ date: z.iso.date().optional() }).strict();
export const sendDailyResponse = z.object({ started: z.boolean(), day: z.string(), message: z.string() });

export const mailRunsResponse = z.object({
  runs: z.array(
    z.object({
      runKey: z.string(),
      status: z.string(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type MailRunsResponse = z.infer<typeof mailRunsResponse>;
