import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ViewerResolver } from "../../http/viewer";
import { aiUsageQuery, aiUsageResponse } from "../../../shared/schemas/ai-usage";
import type { AiUsageService } from "./ai-usage.service";

/** GET /api/v1/admin/ai-usage: the model calls' tokens and estimated cost (admins only). */
export async function aiUsageRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; aiUsage: AiUsageService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/admin/ai-usage",
    {
      schema: {
        tags: ["admin"],
        summary: "Tokens and estimated cost of the AI tools' model calls per UTC day, tool and model, and today's spend against the cap",
        querystring: aiUsageQuery,
        response: { 200: aiUsageResponse },
      },
      // Who is asking before what they asked: a visitor gets 401 and a member 403, whatever the query.
      preValidation: async (request) => {
        await deps.viewers.requireAdmin(request);
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return { data: await deps.aiUsage.report(request.query.days) };
    },
  );
}
