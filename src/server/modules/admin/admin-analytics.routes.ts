import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ViewerResolver } from "../../http/viewer";
import { analyticsQuery, analyticsResponse } from "../../../shared/schemas/admin-stats";
import type { AdminAnalyticsService } from "./admin-analytics.service";

export async function adminAnalyticsRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; analytics: AdminAnalyticsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/admin/analytics",
    {
      schema: {
        tags: ["admin"],
        summary: "Views over time, top 5 published ideas, active users, sign-ups, conversions and saves for a period",
        querystring: analyticsQuery,
        response: { 200: analyticsResponse },
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return deps.analytics.analytics(request.query.period);
    },
  );
}
