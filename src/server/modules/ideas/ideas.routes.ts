import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createHmac } from "node:crypto";
import { z } from "zod";
import { VISITOR_ENTITLEMENTS } from "../../../shared/entitlements";
import { dailyIdeaResponse, ideaDetailResponse, ideaSlugParams, ideasListQuery, ideasListResponse } from "../../../shared/schemas/idea-api";
import type { ViewerResolver } from "../../http/viewer";
import { sendJson, sendJsonText } from "../../http/send-json";
import type { IdeasService, ViewerContext } from "./ideas.service";

export async function ideasRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; ideas: IdeasService; secret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ideas"];

  async function contextOf(request: FastifyRequest): Promise<ViewerContext> {
    const viewer = await deps.viewers.viewerOf(request);
    return viewer ? { entitlements: viewer.entitlements, userId: viewer.user.id } : { entitlements: VISITOR_ENTITLEMENTS, userId: null };
  }

  /**
   * A visitor is told apart by their address (keyed, so the raw IP is not stored): a cookie could
   * simply be dropped to count the same view again and again.
   */
  function visitorKey(request: FastifyRequest): string {
    return `visitor:${createHmac("sha256", deps.secret).update(request.ip).digest("base64url").slice(0, 22)}`;
  }

  r.get(
    "/api/v1/ideas",
    { schema: { tags, summary: "Browse published ideas; cards the viewer may not see are { locked: true }", querystring: ideasListQuery, response: { 200: ideasListResponse } } },
    async (request, reply) => sendJsonText(reply, await deps.ideas.listJson(await contextOf(request), request.query)),
  );

  r.get(
    "/api/v1/ideas/daily",
    {
      schema: {
        tags,
        summary: "Today's idea (UTC), free in full for its 24 hours",
        response: {
          200: dailyIdeaResponse,
        },
      },
    },
    async (request, reply) => sendJson(reply, await deps.ideas.daily(await contextOf(request))),
  );

  r.get(
    "/api/v1/ideas/:slug",
    { schema: { tags, summary: "One idea: full analysis or teaser, as the viewer's plan allows", params: ideaSlugParams, response: { 200: ideaDetailResponse } } },
    async (request, reply) => sendJsonText(reply, await deps.ideas.detailJson(await contextOf(request), request.params.slug)),
  );

  r.post(
    "/api/v1/ideas/:slug/views",
    { schema: { tags, summary: "Count a view (once per viewer per idea per UTC day)", params: ideaSlugParams, response: { 200: z.object({ counted: z.boolean() }) } } },
    async (request) => {
      const viewer = await deps.viewers.viewerOf(request);
      const key = viewer ? `user:${viewer.user.id}` : visitorKey(request);
      return deps.ideas.recordView(request.params.slug, key, viewer?.user.id ?? null);
    },
  );
}
