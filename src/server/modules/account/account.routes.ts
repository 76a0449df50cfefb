import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { meResponse, sessionSchema, updateProfileBody } from "../../../shared/schemas/profile";
import type { ViewerResolver } from "../../http/viewer";
import type { AccountService } from "./account.service";

export async function accountRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; account: AccountService }) {
  const { viewers, account } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["account"];

  r.get("/api/v1/me", { schema: { tags, summary: "The signed-in user's profile and entitlements", response: { 200: meResponse } } }, async (request) =>
    account.me(await viewers.requireUser(request)),
  );

  r.patch(
    "/api/v1/me/profile",
    { schema: { tags, summary: "Update profile fields and e-mail preferences", body: updateProfileBody, response: { 200: meResponse } } },
    async (request) => account.updateProfile(await viewers.requireUser(request), request.body),
  );

  r.get(
    "/api/v1/me/sessions",
    { schema: { tags, summary: "The user's active sessions", response: { 200: z.object({ sessions: z.array(sessionSchema) }) } } },
    async (request) => ({ sessions: await account.listSessions(await viewers.requireUser(request)) }),
  );

  r.delete(
    "/api/v1/me/sessions/:id",
    { schema: { tags, summary: "Sign out one session", params: z.object({ id: z.string().min(1).max(100) }), response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      const viewer = await viewers.requireUser(request);
      await account.revokeSession(viewer, request.params.id);
      // This instance forgets at once; others hear it from the database (viewer-cache.ts).
      viewers.forgetUser(viewer.user.id);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/v1/me/sessions/revoke-others",
    { schema: { tags, summary: "Sign out every other session", response: { 200: z.object({ revoked: z.number() }) } } },
    async (request) => {
      const viewer = await viewers.requireUser(request);
      const revoked = await account.revokeOtherSessions(viewer);
      viewers.forgetUser(viewer.user.id);
      return { revoked };
    },
  );
}
