import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { VISITOR_ENTITLEMENTS } from "../../../shared/entitlements";
import { normalizeCategory } from "../../../shared/categories";
import { trendingQuery, trendingResponse, type TrendingItem } from "../../../shared/schemas/idea-api";
import { AppError } from "../../http/app-error";
import { sendJson } from "../../http/send-json";
import { toCard } from "../ideas/index";
import type { ViewerResolver } from "../../http/viewer";
import type { IdeasService } from "../ideas/index";

export async function trendingRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; ideas: IdeasService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/v1/trending",
    {
      schema: {
        tags: ["trending"],
        summary: "Ideas ranked by views in a period; visitors and free users get the top 3 and no pages",
        querystring: trendingQuery,
        response: { 200: trendingResponse },
      },
    },
    async (request, reply) => {
      const viewer = await deps.viewers.viewerOf(request);
      const entitlements = viewer?.entitlements ?? VISITOR_ENTITLEMENTS;
      const q = request.query;
      const category = q.category && q.category !== "all" ? normalizeCategory(q.category) : undefined;
      if (category && !/^[a-z0-9_]{1,40}$/.test(category)) throw new AppError("VALIDATION", { issues: [{ path: "category", message: "Unknown category" }] });
      const paginated = entitlements.isPaid;
      const page = paginated ? q.page : 1;
      const pageSize = entitlements.trendingPageSize;
      const viewerContext = { entitlements, userId: viewer?.user.id ?? null };
      const { rows, total } = await deps.ideas.trending(viewerContext, { term: q.search || undefined, category, sort: q.sort, period: q.period, limit: pageSize, offset: (page - 1) * pageSize });
      // The same preview rule as browse (ADR 010): unpaid viewers see data only for the preview ideas.
      const preview = entitlements.canBrowseAll ? null : await deps.ideas.previewIds(entitlements);
      const items: TrendingItem[] = rows.map((row) => {
        const { id, slug, title, tagline, category, isProPick, revenueMax, executionDifficulty, viewCount, timeToMvpWeeks } = toCard(row);
        const shown = !preview || preview.has(id);
        return {
          id,
          slug,
          title,
          tagline,
          category,
          isProPick,
          opportunityScore: row.opportunityScore,
          periodViews: Number(row.periodViews),
          metrics: shown ? { revenueMax, executionDifficulty, viewCount, timeToMvpWeeks, keywordGrowthRate: row.keywordGrowthRate } : null,
        };
      });
      return sendJson(reply, {
        ideas: items,
        total,
        page,
        pageSize,
        paginated,
      });
    },
  );
}
