import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import type { ViewerResolver } from "../../http/viewer";
import type { MailAdmin } from "../mail/index";

const PAGE_SIZE = 25;

const outboxItem = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export async function outboxRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; mail: MailAdmin }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];

  r.get(
    "/api/v1/admin/outbox",
    {
      schema: {
        tags,
        summary: "Every mail the app sent or stored, newest first",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          search: z.string().trim().max(200).optional(),
        }),
        response: { 200: z.object({ items: z.array(outboxItem), total: z.number(), page: z.number(), pageSize: z.number() }) },
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      const { page, search } = request.query;
      const { items, total } = await deps.mail.outboxPage({ search: search || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
      return {
        items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString(), sentAt: item.sentAt?.toISOString() ?? null })),
        total,
        page,
        pageSize: PAGE_SIZE,
      };
    },
  );

  r.get(
    "/api/v1/admin/outbox/:id",
    {
      schema: {
        tags,
        summary: "One mail with its HTML and text",
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({
            item: outboxItem.extend({ from: z.string(), html: z.string(), text: z.string(), headers: z.record(z.string(), z.string()) }),
          }),
        },
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      const row = await deps.mail.outboxItem(request.params.id);
      if (!row) throw new AppError("NOT_FOUND");
      return {
        item: {
          id: row.id,
          kind: row.kind,
          to: row.toAddress,
          from: row.fromAddress,
          subject: row.subject,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          html: row.html,
          text: row.text,
          headers: row.headers,
        },
      };
    },
  );
}
