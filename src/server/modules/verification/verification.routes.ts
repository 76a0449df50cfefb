import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { markVerifiedResponse, verificationIdeaParams, verificationQueueResponse } from "../../../shared/schemas/verification";
import type { ViewerResolver } from "../../http/viewer";
import type { VerificationService } from "./verification.service";

/** The admin's re-verification queue and its "verified, nothing changed" (admins only). */
export async function verificationRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; verification: VerificationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];

  r.get(
    "/api/v1/admin/verification",
    {
      schema: {
        tags,
        summary: "Published ideas due for re-verification with every reason (180 days, a passed trigger, a failing source), and the failing source links",
        response: { 200: verificationQueueResponse },
      },
    },
    async (request) => {
      await deps.viewers.requireAdmin(request);
      return deps.verification.queue();
    },
  );

  r.post(
    "/api/v1/admin/verification/:id/verified",
    {
      schema: {
        tags,
        summary: "Verified, nothing changed: records who and when (audited); the idea leaves the queue until due again",
        params: verificationIdeaParams,
        response: { 200: markVerifiedResponse },
      },
    },
    async (request) => {
      const viewer = await deps.viewers.requireAdmin(request);
      return deps.verification.confirm({ id: viewer.user.id, email: viewer.user.email, ip: request.ip }, request.params.id);
    },
  );
}
