import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminDailyResponse,
  adminIdeaDetail,
  adminIdeaFlagBody,
  adminIdeaInput,
  adminIdeaParams,
  adminIdeaPatch,
  adminIdeaStatusBody,
  adminIdeasListQuery,
  adminIdeasListResponse,
  adminIdeaWriteResponse,
} from "../../../shared/schemas/admin-ideas";
import type { ViewerResolver } from "../../http/viewer";
import type { AdminActor, AdminIdeasService } from "./admin-ideas.service";

/** Admin "Manage Ideas": list, read, create, edit, status, flags, daily idea, delete. */
export async function adminIdeasRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; admin: AdminIdeasService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];
  const base = "/api/v1/admin/ideas";

  async function actorOf(request: FastifyRequest): Promise<AdminActor> {
    const viewer = await deps.viewers.requireAdmin(request);
    return { id: viewer.user.id, email: viewer.user.email, ip: request.ip };
  }

  r.get(
    base,
    { schema: { tags, summary: "Ideas of every status, 20 a page, newest first, with the stat figures and today's idea", querystring: adminIdeasListQuery, response: { 200: adminIdeasListResponse } } },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return deps.admin.list(request.query);
    },
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, summary: "One idea in the idea-file shape, for editing", params: adminIdeaParams, response: { 200: adminIdeaDetail } } },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return deps.admin.detail(request.params.id);
    },
  );

  r.post(
    base,
    { schema: { tags, summary: "Create an idea (draft or published)", body: adminIdeaInput, response: { 201: adminIdeaWriteResponse } } },
    async (request, reply) => {
      const idea = await deps.admin.create(await actorOf(request), request.body);
      return reply.status(201).send({ idea, message: "Idea created successfully" });
    },
  );

  r.put(
    `${base}/:id`,
    { schema: { tags, summary: "Replace an idea's fields (the form's whole value)", params: adminIdeaParams, body: adminIdeaInput, response: { 200: adminIdeaWriteResponse } } },
    async (request) => ({ idea: await deps.admin.update(await actorOf(request), request.params.id, request.body), message: "Idea updated successfully" }),
  );

  r.patch(
    `${base}/:id`,
    { schema: { tags, summary: "Change some of an idea's fields", params: adminIdeaParams, body: adminIdeaPatch, response: { 200: adminIdeaWriteResponse } } },
    async (request) => ({ idea: await deps.admin.patch(await actorOf(request), request.params.id, request.body), message: "Idea updated successfully" }),
  );

  r.patch(
    `${base}/:id/status`,
    { schema: { tags, summary: "Set an idea's status (archiving needs the public reason shown on /retired)", params: adminIdeaParams, body: adminIdeaStatusBody, response: { 200: adminIdeaWriteResponse } } },
    async (request) => {
      const { status, reason, source_url } = request.body;
      const idea = await deps.admin.setStatus(await actorOf(request), request.params.id, status, reason === undefined ? undefined : { reason, source_url });
      return { idea, message: `Idea status updated to ${idea.status}` };
    },
  );

  r.patch(
    `${base}/:id/pro-pick`,
    { schema: { tags, summary: "Mark or unmark an idea as a Pro Pick", params: adminIdeaParams, body: adminIdeaFlagBody, response: { 200: adminIdeaWriteResponse } } },
    async (request) => {
      const idea = await deps.admin.setFlag(await actorOf(request), request.params.id, "isProPick", request.body.value);
      return { idea, message: idea.isProPick ? "Idea marked as Pro Pick" : "Idea removed from Pro Pick" };
    },
  );

  r.patch(
    `${base}/:id/featured`,
    { schema: { tags, summary: "Mark or unmark an idea as a Featured Pick", params: adminIdeaParams, body: adminIdeaFlagBody, response: { 200: adminIdeaWriteResponse } } },
    async (request) => {
      const idea = await deps.admin.setFlag(await actorOf(request), request.params.id, "isFeatured", request.body.value);
      return { idea, message: idea.isFeatured ? "Idea marked as Featured Pick" : "Idea removed from Featured Pick" };
    },
  );

  r.post(
    `${base}/:id/daily`,
    { schema: { tags, summary: "Make a published idea today's idea (site and, if not yet sent, the daily e-mail)", params: adminIdeaParams, response: { 200: adminDailyResponse } } },
    async (request) => deps.admin.setDaily(await actorOf(request), request.params.id),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, summary: "Delete an idea", params: adminIdeaParams } },
    async (request, reply) => {
      await deps.admin.remove(await actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
