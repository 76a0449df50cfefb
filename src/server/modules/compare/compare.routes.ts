import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { VISITOR_ENTITLEMENTS } from "../../../shared/entitlements";
import { compareQuery, compareResponse } from "../../../shared/schemas/compare-api";
import type { ViewerResolver } from "../../http/viewer";
import type { CompareService } from "./compare.service";

export async function compareRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; compare: CompareService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/v1/compare",
    {
      schema: {
        tags: ["ideas"],
        summary: "Two to four ideas side by side; each column as much as this viewer's plan allows (a shared link shows every viewer their own)",
        querystring: compareQuery,
        response: { 200: compareResponse },
      },
    },
    async (request, reply) => {
      const viewer = await deps.viewers.viewerOf(request);
      const context = viewer ? { entitlements: viewer.entitlements, userId: viewer.user.id } : { entitlements: VISITOR_ENTITLEMENTS, userId: null };
      // The answer depends on who asks: never stored by a shared cache.
      reply.header("cache-control", "private, no-store");
      return { columns: await deps.compare.columns(context, request.query.ideas) };
    },
  );
}
