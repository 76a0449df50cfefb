import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Readable } from "node:stream";
import type { z } from "zod";
import { and, asc, count, desc, eq, gt, ilike, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { emailSubscribers, jobRuns } from "../../db/schema";
import type { ViewerResolver } from "../auth/viewer";
import type { MailJobs } from "../mail/mail-jobs";
import { utcDay } from "../../../shared/utc-dates";
import { recordAudit } from "./audit.repo";
import {
  mailRunsResponse,
  sendDailyBody,
  sendDailyResponse,
  subscriberFilterQuery as subscriberFilter,
  subscriberListQuery,
  subscriberListResponse,
} from "../../../shared/schemas/admin-mail";

const PAGE_SIZE = 25;

type SubscriberFilter = z.infer<typeof subscriberFilter>;

function csvCell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
  // Quote always; a leading =, +, - or @ is prefixed so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Admin mail tools: run the daily send by hand, see recent runs, list and export subscribers. */
export async function adminMailRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; jobs: MailJobs; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];

  function whereOf(filter: SubscriberFilter): SQL | undefined {
    return and(
      filter.status === "all" ? undefined : eq(emailSubscribers.status, filter.status),
      filter.search ? ilike(emailSubscribers.email, containsPattern(filter.search)) : undefined,
    );
  }

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
      // The run can take minutes for a large list; it carries on after this answer.
      void deps.jobs.runDailySend(day, { topUp }).catch((error: unknown) => request.log.error({ err: error, day }, "manual daily send failed"));
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
      const rows = await deps.db.select().from(jobRuns).orderBy(desc(jobRuns.startedAt)).limit(20);
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
      const where = whereOf(request.query);
      const [rows, [total], [active]] = await Promise.all([
        deps.db
          .select()
          .from(emailSubscribers)
          .where(where)
          .orderBy(desc(emailSubscribers.createdAt), asc(emailSubscribers.id))
          .limit(PAGE_SIZE)
          .offset((request.query.page - 1) * PAGE_SIZE),
        deps.db.select({ n: count() }).from(emailSubscribers).where(where),
        deps.db.select({ n: count() }).from(emailSubscribers).where(eq(emailSubscribers.status, "active")),
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
        total: total?.n ?? 0,
        active: active?.n ?? 0,
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
      const where = whereOf(request.query);
      const db = deps.db;
      // Keyset pages of 1,000 rows: memory stays flat however long the list is.
      const pageAfter = (after: string) =>
        db.select().from(emailSubscribers).where(and(where, gt(emailSubscribers.email, after))).orderBy(asc(emailSubscribers.email)).limit(1000);
      // The first page is read before the headers go out, so a failure there is a clean error answer.
      const first = await pageAfter("");
      const log = request.log;
      async function* rows() {
        yield "email,status,source,referrer,subscribed_at,unsubscribed_at\n";
        let page = first;
        try {
          while (page.length > 0) {
            yield page.map((s) => [s.email, s.status, s.source, s.referrer, s.createdAt, s.unsubscribedAt].map(csvCell).join(",")).join("\n") + "\n";
            page = await pageAfter(page[page.length - 1]!.email);
          }
        } catch (error) {
          // Headers are sent: end the file with a line that says it is incomplete rather than cutting
          // the connection, which browsers report as a vague network failure.
          log.error({ err: error }, "subscriber export failed mid-stream");
          yield "# export incomplete: the server stopped early, please download it again\n";
        }
      }
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="subscribers-${utcDay(new Date())}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(rows()));
    },
  );
}
