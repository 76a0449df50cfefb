import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendCsv } from "../../http/csv-export";
import { utcDay } from "../../../shared/utc-dates";
import {
  cancelPreviewResponse,
  cancelSubscriptionBody,
  cancelSubscriptionResponse,
  subscriptionDetailResponse,
  subscriptionFilterQuery,
  subscriptionListQuery,
  subscriptionListResponse,
  subscriptionMetricsQuery,
  subscriptionMetricsResponse,
  subscriptionUserParams,
} from "../../../shared/schemas/admin-subscriptions";
import type { ViewerResolver } from "../../http/viewer";
import type { AuditEntry } from "../audit/index";
import { toSubscriptionRow, type AdminSubscriptionsService } from "./admin-subscriptions.service";

/** /admin/subscriptions: metrics, the table and its events, CSV export, cancel through the provider. Refunds: billing.routes.ts. */
export async function adminSubscriptionsRoutes(
  app: FastifyInstance,
  deps: { viewers: ViewerResolver; subscriptions: AdminSubscriptionsService; audit: (entry: AuditEntry) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];
  const { viewers, subscriptions } = deps;

  r.get(
    "/api/v1/admin/subscriptions/metrics",
    { schema: { tags, summary: "MRR, active and paying users, churn, ARPU and revenue by month", querystring: subscriptionMetricsQuery, response: { 200: subscriptionMetricsResponse } } },
    async (request) => {
      await viewers.requireAdmin(request);
      return subscriptions.metrics(request.query.period);
    },
  );

  r.get(
    "/api/v1/admin/subscriptions",
    { schema: { tags, summary: "Paid plans, filtered and paged", querystring: subscriptionListQuery, response: { 200: subscriptionListResponse } } },
    async (request) => {
      await viewers.requireAdmin(request);
      return subscriptions.list(request.query, request.query.page);
    },
  );

  r.get(
    "/api/v1/admin/subscriptions/export",
    { schema: { tags, summary: "Download the filtered subscriptions as CSV, streamed", querystring: subscriptionFilterQuery } },
    async (request, reply) => {
      await viewers.requireAdmin(request);
      const now = new Date();
      return sendCsv(reply, {
        filename: `subscriptions-${utcDay(now)}.csv`,
        header: ["email", "tier", "interval", "status", "started_at", "ends_at", "cancel_at_period_end", "amount_usd"],
        page: (after: string | null) => subscriptions.exportPage(request.query, after),
        toCells: (raw) => {
          const row = toSubscriptionRow(raw, now);
          return [row.email, row.tier, row.interval ?? (row.tier === "lifetime" ? "once" : ""), row.status, row.startedAt, row.endsAt, row.cancelAtPeriodEnd, row.amountCents === null ? "" : (row.amountCents / 100).toFixed(2)];
        },
        cursorOf: (row) => row.email,
        log: request.log,
      });
    },
  );

  r.get(
    "/api/v1/admin/subscriptions/:userId/events",
    { schema: { tags, summary: "A user's subscription events and payments", params: subscriptionUserParams, response: { 200: subscriptionDetailResponse } } },
    async (request) => {
      await viewers.requireAdmin(request);
      return subscriptions.detail(request.params.userId);
    },
  );

  r.get(
    "/api/v1/admin/subscriptions/:userId/cancel-preview",
    { schema: { tags, summary: "When a cancel would end access each way, and the refund a cancel-now would give", params: subscriptionUserParams, response: { 200: cancelPreviewResponse } } },
    async (request) => {
      await viewers.requireAdmin(request);
      return subscriptions.cancelPreview(request.params.userId);
    },
  );

  r.post(
    "/api/v1/admin/subscriptions/:userId/cancel",
    {
      schema: {
        tags,
        summary: "Cancel through the payment provider: at period end (default), or now with a refund of the unused part",
        params: subscriptionUserParams,
        body: cancelSubscriptionBody.optional(),
        response: { 200: cancelSubscriptionResponse },
      },
    },
    async (request) => {
      const admin = await viewers.requireAdmin(request);
      const when = request.body?.when ?? "period_end";
      const { before, endsAt, refundCents } = await subscriptions.cancel(request.params.userId, when);
      await deps.audit({
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        action: "subscription.cancel",
        targetType: "user",
        targetId: request.params.userId,
        before: { tier: before.tier, status: before.status, subscriptionId: before.subscriptionId },
        after: when === "now" ? { status: "cancelled", when, endsAt, refundCents } : { status: before.status, cancelAtPeriodEnd: true, when, endsAt },
        ip: request.ip,
      });
      return { cancelled: true as const, when, endsAt, refundCents };
    },
  );
}
