import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { ViewerResolver } from "../../http/viewer";
import type { MailAdmin, MailJobs } from "../mail/index";
import { utcDay } from "../../../shared/utc-dates";
import { recordAudit } from "../audit/index";
import { sendCsv } from "../../http/csv-export";
import {
  mailRunsResponse,
  sendDailyBody,
  sendDailyResponse,
  subscriberFilterQuery as subscriberFilter,
  subscriberListQuery,
  subscriberListResponse,
} from "../../../shared/schemas/admin-mail";

const PAGE_SIZE = 25;


/** Admin mail tools: run the daily send by hand, see recent runs, list and export subscribers. */
export async function adminMailRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; jobs: MailJobs; mail: MailAdmin; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];

  r.post(
    "/api/v1/admin/mail/send-daily",
    {
      schema: {
        tags,
        summary: "Run the daily idea e-mail now (same guarantees as the schedule: each address once a day)",
        body: sendDailyBody,
        response: { 202: sendDailyResponse },
      },
    },
    async (request, reply) => {
      const viewer = await deps.viewers.requireAdmin(request);
      const day = request.body.date ?? utcDay(new Date());
      const run = await deps.jobs.leases.get(`daily-send:${day}`);
      // After the day's run, a second send reaches only addresses without the day's mail (new subscribers).
      const topUp = run?.status === "succeeded";
      await recordAudit(deps.db, {
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action: topUp ? "mail.send_daily_top_up" : "mail.send_daily",
        targetType: "daily_send",
        targetId: day,
        ip: request.ip,
      });
      // The run can take minutes for a large list; it carries on after this answer. The answer waits
      // only for the run's row, so the outbox the admin is sent to already lists it.
      await new Promise<void>((started) => {
        void deps.jobs
          .runDailySend(day, { topUp, onStarted: started })
          .catch((error: unknown) => request.log.error({ err: error, day }, "manual daily send failed"))
          .finally(started);
      });
      const message = topUp
        ? `The daily e-mail for ${day} went out earlier; sending it now to addresses that have not had it. Progress shows in the outbox.`
        : `Sending the daily e-mail for ${day}. Progress shows in the outbox.`;
      return reply.status(202).send({ started: true, day, message });
    },
  );

  r.get(
    "/api/v1/admin/mail/runs",
    {
      schema: {
        tags,
        summary: "Recent scheduled mail runs",
        response: { 200: mailRunsResponse },
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      const rows = await deps.jobs.leases.recent(20);
      return {
        runs: rows.map((row) => ({
          runKey: row.runKey,
          status: row.status,
          startedAt: row.startedAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          detail: row.detail ?? null,
        })),
      };
    },
  );

  r.get(
    "/api/v1/admin/subscribers",
    {
      schema: {
        tags,
        summary: "The e-mail subscriber list, with search and a status filter",
        querystring: subscriberListQuery,
        response: { 200: subscriberListResponse },
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      const [{ rows, total }, active] = await Promise.all([
        deps.mail.subscribersPage(request.query, PAGE_SIZE, (request.query.page - 1) * PAGE_SIZE),
        deps.mail.activeSubscribers(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          email: row.email,
          status: row.status,
          source: row.source,
          createdAt: row.createdAt.toISOString(),
          unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
        })),
        total,
        active,
        page: request.query.page,
        pageSize: PAGE_SIZE,
      };
    },
  );

  r.get(
    "/api/v1/admin/subscribers/export",
    { schema: { tags, summary: "Download the subscriber list as CSV, streamed", querystring: subscriberFilter } },
    async (request, reply) => {
      await deps.viewers.requireAdmin(request);
      return sendCsv(reply, {
        filename: `subscribers-${utcDay(new Date())}.csv`,
        header: ["email", "status", "source", "referrer", "subscribed_at", "unsubscribed_at"],
        toCells: (s) => [s.email, s.status, s.source, s.referrer, s.createdAt, s.unsubscribedAt],
        page: (after: string | null) => deps.mail.subscribersExportPage(request.query, after ?? "", 1000),
        cursorOf: (s) => s.email,
        log: request.log,
      });
    },
  );
}
