import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ViewerResolver } from "../auth/viewer";
import type { SavedRepo } from "./saved.repo";

export async function savedRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; saved: SavedRepo }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/v1/saved/count",
    { schema: { tags: ["saved"], summary: "How many ideas the user has saved", response: { 200: z.object({ count: z.number() }) } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { count: await deps.saved.countForUser(viewer.user.id) };
    },
  );
}
