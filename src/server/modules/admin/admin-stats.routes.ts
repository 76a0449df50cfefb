import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { ViewerResolver } from "../../http/viewer";
import { quickStatsResponse, statsQuery, statsResponse } from "../../../shared/schemas/admin-stats";
import type { AdminAnalyticsService } from "./admin-analytics.service";
import { adminAnalyticsRoutes } from "./admin-analytics.routes";
import type { AdminStatsService } from "./admin-stats.service";
import { auditRoutes } from "../audit/index";

/** The dashboard's figures and the side navigation's quick stats. */
export async function adminStatsRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; stats: AdminStatsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];

  r.get(
    "/api/v1/admin/stats",
    {
      schema: {
        tags,
        summary: "Dashboard figures: users by tier, ideas, MRR, engagement, recent activity, revenue and user growth series",
        querystring: statsQuery,
        response: { 200: statsResponse },
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return { success: true as const, data: await deps.stats.stats(request.query.range) };
    },
  );

  r.get(
    "/api/v1/admin/quick-stats",
    { schema: { tags, summary: "The admin navigation's quick stats", response: { 200: quickStatsResponse } } },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return deps.stats.quickStats();
    },
  );
}

/** Every admin reporting route: dashboard, quick stats, analytics, audit log. */
export async function adminReportRoutes(
  app: FastifyInstance,
  deps: { viewers: ViewerResolver; stats: AdminStatsService; analytics: AdminAnalyticsService; db: Db },
) {
  await adminStatsRoutes(app, { viewers: deps.viewers, stats: deps.stats });
  await adminAnalyticsRoutes(app, { viewers: deps.viewers, analytics: deps.analytics });
  await auditRoutes(app, { viewers: deps.viewers, db: deps.db });
}
