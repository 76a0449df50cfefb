import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ideaSlugParams } from "../../../shared/schemas/idea-api";
import { ideaChangeMailBody, ideaChangeMailResponse, ideaChangeMailStopQuery, ideaChangesResponse } from "../../../shared/schemas/idea-changes";
import type { ViewerResolver } from "../../http/viewer";
import type { HistoryService } from "./history.service";

/** An idea's change history, the member's choice of mail about saved ideas, and its one-click stop. */
export async function historyRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; history: HistoryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ideas"];

  // RFC 8058 one-click unsubscribe posts a form body ("List-Unsubscribe=One-Click"): read and ignore it.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  r.get(
    "/api/v1/ideas/:slug/changes",
    {
      schema: {
        tags,
        summary: "What changed in a published or retired idea, newest first; for a member who saved it, the difference since and their mail choice",
        params: ideaSlugParams,
        response: { 200: ideaChangesResponse },
      },
    },
    async (request) => {
      const viewer = await deps.viewers.viewerOf(request);
      return deps.history.forIdea(request.params.slug, viewer?.user.id ?? null);
    },
  );

  r.get(
    "/api/v1/me/idea-change-mail",
    { schema: { tags: ["account"], summary: "Which mail the member gets about ideas they saved", response: { 200: ideaChangeMailResponse } } },
    async (request) => ({ mode: await deps.history.mailMode((await deps.viewers.requireUser(request)).user.id) }),
  );

  r.put(
    "/api/v1/me/idea-change-mail",
    {
      schema: {
        tags: ["account"],
        summary: "Choose mail about saved ideas: every material change, retirements only, or none",
        body: ideaChangeMailBody,
        response: { 200: ideaChangeMailResponse },
      },
    },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      await deps.history.setMailMode(viewer.user.id, request.body.mode);
      return { mode: request.body.mode };
    },
  );

  r.post(
    "/api/v1/idea-change-mail/stop",
    {
      schema: {
        tags: ["account"],
        summary: "One-click stop of all mail about saved ideas, with the signed link from such a mail (RFC 8058)",
        querystring: ideaChangeMailStopQuery,
        response: { 200: ideaChangeMailResponse },
      },
    },
    async (request) => {
      await deps.history.stopByToken(request.query.user, request.query.token);
      return { mode: "none" as const };
    },
  );
}
