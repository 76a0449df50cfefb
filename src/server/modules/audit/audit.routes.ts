import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { ViewerResolver } from "../../http/viewer";
import { auditQuery, auditResponse } from "../../../shared/schemas/admin-stats";
import { AUDIT_PAGE_SIZE, auditVocabulary, listAudit } from "./audit.repo";

export async function auditRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/admin/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log of admin writes, newest first, by actor, action, target type and date range",
        querystring: auditQuery,
        response: { 200: auditResponse },
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      const { page, ...filter } = request.query;
      const [{ rows, total }, vocabulary] = await Promise.all([listAudit(deps.db, filter, page), auditVocabulary(deps.db)]);
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
        page,
        pageSize: AUDIT_PAGE_SIZE,
        ...vocabulary,
      };
    },
  );
}
