import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ViewerResolver } from "../../http/viewer";
import { sendCsv } from "../../http/csv-export";
import { utcDay } from "../../../shared/utc-dates";
import type { AdminActor, AdminUsersService } from "./admin-users.service";
import {
  ADMIN_USER_CSV_COLUMNS,
  adminUserDetail,
  adminUserFilterQuery,
  adminUserIdParams,
  adminUserListQuery,
  adminUserListResponse,
  createAdminUserBody,
  createAdminUserResponse,
  revokeSessionsResponse,
  updateAdminUserBody,
} from "../../../shared/schemas/admin-users";

const EXPORT_BLOCK = 1000;

/** Admin user management: list, export, detail, add, change plan, revoke sessions, delete. */
export async function adminUsersRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; users: AdminUsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];

  // Who asks is checked before the input, so a visitor or member learns nothing from validation errors.
  app.addHook("preValidation", async (request) => {
    await deps.viewers.requireAdmin(request);
  });

  async function requireActor(request: FastifyRequest): Promise<AdminActor> {
    const viewer = await deps.viewers.requireAdmin(request);
    return { id: viewer.user.id, email: viewer.user.email, ip: request.ip };
  }

  r.get(
    "/api/v1/admin/users",
    { schema: { tags, summary: "Users with search, tier and status filters, sort, 20 a page, and the stat figures", querystring: adminUserListQuery, response: { 200: adminUserListResponse } } },
    async (request) => {
      await requireActor(request);
      return deps.users.list(request.query);
    },
  );

  r.get(
    "/api/v1/admin/users/export",
    { schema: { tags, summary: "Download the filtered user list as CSV (12 columns), streamed", querystring: adminUserFilterQuery } },
    async (request, reply) => {
      await requireActor(request);
      const filter = request.query;
      return sendCsv(reply, {
        filename: `users-${utcDay(new Date())}.csv`,
        header: [...ADMIN_USER_CSV_COLUMNS],
        toCells: (u) => [u.email, u.fullName, u.username, u.subscriptionTier, u.subscriptionStatus, u.role, u.createdAt, u.lastSignIn, u.ideasSaved, u.ideasViewed, u.aiResearchUsed, u.aiChatUsed],
        page: (after: string | null) => deps.users.exportPage(filter, after, EXPORT_BLOCK),
        cursorOf: (u) => u.id,
        log: request.log,
      });
    },
  );

  r.get(
    "/api/v1/admin/users/:id",
    { schema: { tags, summary: "One user: counts, AI usage this month, payments, subscription events, active sessions", params: adminUserIdParams, response: { 200: adminUserDetail } } },
    async (request) => {
      await requireActor(request);
      return deps.users.detail(request.params.id);
    },
  );

  r.post(
    "/api/v1/admin/users",
    { schema: { tags, summary: "Add a user; they get an e-mail to set their password", body: createAdminUserBody, response: { 201: createAdminUserResponse } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      return reply.status(201).send(await deps.users.create(actor, request.body));
    },
  );

  r.patch(
    "/api/v1/admin/users/:id",
    { schema: { tags, summary: "Change a user's tier (status becomes active) and/or status", params: adminUserIdParams, body: updateAdminUserBody, response: { 200: adminUserDetail } } },
    async (request) => {
      const actor = await requireActor(request);
      return deps.users.update(actor, request.params.id, request.body);
    },
  );

  r.post(
    "/api/v1/admin/users/:id/revoke-sessions",
    { schema: { tags, summary: "Sign the user out everywhere", params: adminUserIdParams, response: { 200: revokeSessionsResponse } } },
    async (request) => {
      const actor = await requireActor(request);
      return deps.users.revokeSessions(actor, request.params.id);
    },
  );

  r.delete(
    "/api/v1/admin/users/:id",
    { schema: { tags, summary: "Delete a user: provider subscription ended, personal data and sessions removed, payments kept detached", params: adminUserIdParams } },
    async (request, reply) => {
      const actor = await requireActor(request);
      await deps.users.remove(actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
