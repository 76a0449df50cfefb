import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { usageResponseSchema } from "../../../shared/schemas/usage";
import type { ViewerResolver } from "../../http/viewer";
import type { UsageService } from "./usage.service";

export async function usageRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; usage: UsageService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["usage"];
  const response = { 200: usageResponseSchema };

  r.get("/api/v1/ai-chat/usage", { schema: { tags, summary: "AI chat messages used this month (UTC) and the limit", response } }, async (request) => {
    const viewer = await deps.viewers.requireUser(request);
    return { data: await deps.usage.usageFor(viewer, "ai_chat") };
  });

  r.get("/api/v1/validate/usage", { schema: { tags, summary: "Idea validations used this month (UTC) and the limit", response } }, async (request) => {
    const viewer = await deps.viewers.requireUser(request);
    return { data: await deps.usage.usageFor(viewer, "ai_research") };
  });
}
