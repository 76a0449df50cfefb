import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import type { ViewerResolver } from "../../http/viewer";
import {
  adminApiKeyListResponse,
  apiKeyIdParams,
  apiKeyListResponse,
  createApiKeyBody,
  createdApiKeyResponse,
  revokedApiKeyResponse,
} from "../../../shared/schemas/api-keys";
import type { ApiKeysService } from "./api-keys.service";

/** /settings' key screen and the admin's view; keys are managed from a signed-in browser only. */
export async function apiKeysRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; apiKeys: ApiKeysService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["api-keys"];

  async function member(request: FastifyRequest) {
    const viewer = await deps.viewers.requireUser(request);
    // Also refused by the bearer policy; kept here so the rule does not depend on hook order.
    if (viewer.apiKeyId) throw new AppError("PERMISSION", { message: "API keys are managed from a signed-in browser." });
    return viewer;
  }

  r.get("/api/v1/api-keys", { schema: { tags, summary: "The member's live API keys, with last use and request counts", response: { 200: apiKeyListResponse } } }, async (request) => {
    const viewer = await member(request);
    return { data: await deps.apiKeys.list(viewer.user.id) };
  });

  r.post(
    "/api/v1/api-keys",
    { schema: { tags, summary: "Create a key; the answer is the only time its secret is shown", body: createApiKeyBody, response: { 200: createdApiKeyResponse } } },
    async (request) => {
      const viewer = await member(request);
      return { data: await deps.apiKeys.create(viewer.user.id, request.body.name) };
    },
  );

  r.delete(
    "/api/v1/api-keys/:id",
    { schema: { tags, summary: "Revoke one of the member's keys; it answers 401 from the next request on", params: apiKeyIdParams, response: { 200: revokedApiKeyResponse } } },
    async (request) => {
      const viewer = await member(request);
      await deps.apiKeys.revoke(viewer.user.id, request.params.id);
      return { data: { revoked: true as const } };
    },
  );

  r.get(
    "/api/v1/admin/users/:id/api-keys",
    { schema: { tags: ["admin"], summary: "A member's API keys (live count, every key's usage; never secrets)", params: z.object({ id: z.string().min(1).max(100) }), response: { 200: adminApiKeyListResponse } } },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return { data: await deps.apiKeys.adminList(request.params.id) };
    },
  );

  r.delete(
    "/api/v1/admin/api-keys/:id",
    { schema: { tags: ["admin"], summary: "Revoke any member's key (audited)", params: apiKeyIdParams, response: { 200: revokedApiKeyResponse } } },
    async (request) => {
      const admin = await deps.viewers.requireAdmin(request);
      await deps.apiKeys.adminRevoke({ id: admin.user.id, email: admin.user.email }, request.params.id, request.ip);
      return { data: { revoked: true as const } };
    },
  );
}
