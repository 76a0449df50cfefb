import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ViewerResolver } from "../../http/viewer";
import type { SettingsService } from "./settings.service";
import { adminSettingsSchema } from "../../../shared/schemas/admin-settings";

/** GET/PUT /api/v1/admin/settings: the one settings object; every save is audited. */
export async function adminSettingsRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; settings: SettingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];

  r.get(
    "/api/v1/admin/settings",
    { schema: { tags, summary: "The admin settings in force", response: { 200: adminSettingsSchema } } },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return deps.settings.get();
    },
  );

  r.put(
    "/api/v1/admin/settings",
    {
      schema: {
        tags,
        summary: "Replace the admin settings; they take effect at once on every instance",
        body: adminSettingsSchema,
        response: { 200: adminSettingsSchema },
      },
      // Who is asking before what they sent: a visitor gets 401 and a member 403, whatever the body.
      preValidation: async (request) => {
        await deps.viewers.requireAdmin(request);
      },
    },
    async (request) => {
      const viewer = await deps.viewers.requireAdmin(request);
      return deps.settings.update(request.body, { id: viewer.user.id, email: viewer.user.email, ip: request.ip });
    },
  );
}
