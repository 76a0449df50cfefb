import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { VISITOR_ENTITLEMENTS } from "../../../shared/entitlements";
import { founderSettingsSchema, ideaFitResponse, personalListQuery, personalListResponse } from "../../../shared/founder-fit";
import { ideaSlugParams } from "../../../shared/schemas/idea-api";
import type { ViewerResolver } from "../../http/viewer";
import { sendJson } from "../../http/send-json";
import type { FitViewer, FounderFitService } from "./founder-fit.service";

export async function founderFitRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; fit: FounderFitService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["founder-fit"];

  async function viewerOf(request: FastifyRequest): Promise<FitViewer> {
    const viewer = await deps.viewers.viewerOf(request);
    return viewer ? { entitlements: viewer.entitlements, userId: viewer.user.id } : { entitlements: VISITOR_ENTITLEMENTS, userId: null };
  }

  r.get(
    "/api/v1/founder-fit/settings",
    { schema: { tags, summary: "The member's founder profile and score weights (each null until set)", response: { 200: founderSettingsSchema } } },
    async (request) => deps.fit.settings((await deps.viewers.requireUser(request)).user.id),
  );

  r.put(
    "/api/v1/founder-fit/settings",
    { schema: { tags, summary: "Save the founder profile and score weights (null clears either)", body: founderSettingsSchema, response: { 200: founderSettingsSchema } } },
    async (request) => deps.fit.saveSettings((await deps.viewers.requireUser(request)).user.id, request.body),
  );

  r.get(
    "/api/v1/founder-fit/ideas",
    { schema: { tags, summary: "Browse in a personal order (For you, Your weights); locked ideas stay as the default listing shows them", querystring: personalListQuery, response: { 200: personalListResponse } } },
    // Sent as built, not through the zod response serializer, as the default listing is (send-json.ts):
    // a ranked page is paged through at a listing's pace (issue 26: p99 <= 15 ms). The tests parse
    // each answer with personalListResponse.
    async (request, reply) => sendJson(reply, await deps.fit.list(await viewerOf(request), request.query)),
  );

  r.get(
    "/api/v1/founder-fit/ideas/:slug",
    { schema: { tags, summary: "How an idea fits the member, with reasons, from what they may read of it", params: ideaSlugParams, response: { 200: ideaFitResponse } } },
    async (request) => deps.fit.ideaFit(await viewerOf(request), request.params.slug),
  );
}
