import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { VISITOR_ENTITLEMENTS } from "../../../shared/entitlements";
import { ideaDetailResponse, ideaFullSchema, ideaSlugParams, ideasListQuery, ideasListResponse } from "../../../shared/schemas/idea-api";
import type { ViewerResolver } from "../auth/viewer";
import type { IdeasService, ViewerContext } from "./ideas.service";

const VISITOR_COOKIE = "ideadeck_vid";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function ideasRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; ideas: IdeasService; secureCookies: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ideas"];

  async function contextOf(request: FastifyRequest): Promise<ViewerContext> {
    const viewer = await deps.viewers.viewerOf(request);
    return viewer ? { entitlements: viewer.entitlements, userId: viewer.user.id } : { entitlements: VISITOR_ENTITLEMENTS, userId: null };
  }

  /** A visitor is told apart by a random first-party cookie, so views count once per visitor per day. */
  function visitorKey(request: FastifyRequest, reply: FastifyReply): string {
    const existing = request.cookies[VISITOR_COOKIE];
    if (existing && /^[0-9a-f-]{36}$/.test(existing)) return `visitor:${existing}`;
    const id = randomUUID();
    reply.setCookie(VISITOR_COOKIE, id, { path: "/", httpOnly: true, sameSite: "lax", secure: deps.secureCookies, maxAge: YEAR_SECONDS });
    return `visitor:${id}`;
  }

  r.get(
    "/api/v1/ideas",
    { schema: { tags, summary: "Browse published ideas; cards the viewer may not see are { locked: true }", querystring: ideasListQuery, response: { 200: ideasListResponse } } },
    async (request) => deps.ideas.list(await contextOf(request), request.query),
  );

  r.get(
    "/api/v1/ideas/daily",
    {
      schema: {
        tags,
        summary: "Today's idea (UTC), free in full for its 24 hours",
        response: {
          200: z.object({ day: z.string(), expiresAt: z.string(), subject: z.string().optional(), idea: ideaFullSchema.nullable() }),
        },
      },
    },
    async (request) => deps.ideas.daily(await contextOf(request)),
  );

  r.get(
    "/api/v1/ideas/:slug",
    { schema: { tags, summary: "One idea: full analysis or teaser, as the viewer's plan allows", params: ideaSlugParams, response: { 200: ideaDetailResponse } } },
    async (request) => deps.ideas.detail(await contextOf(request), request.params.slug),
  );

  r.post(
    "/api/v1/ideas/:slug/views",
    { schema: { tags, summary: "Count a view (once per viewer per idea per UTC day)", params: ideaSlugParams, response: { 200: z.object({ counted: z.boolean() }) } } },
    async (request, reply) => {
      const viewer = await deps.viewers.viewerOf(request);
      const key = viewer ? `user:${viewer.user.id}` : visitorKey(request, reply);
      return deps.ideas.recordView(request.params.slug, key, viewer?.user.id ?? null);
    },
  );
}
