import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import { saveIdeaBody, savedCountResponse, savedListResponse } from "../../../shared/schemas/saved-api";
import type { ViewerResolver } from "../../http/viewer";
import type { SavedService } from "./saved.service";

export async function savedRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; saved: SavedService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["saved"];
  const signInToSave = () => new AppError("AUTH", { message: "Please sign in to save ideas" });

  r.get(
    "/api/v1/saved/count",
    { schema: { tags, summary: "How many ideas the user has saved", response: { 200: savedCountResponse } } },
    async (request) => ({ count: await deps.saved.count(await deps.viewers.requireUser(request)) }),
  );

  r.get("/api/v1/saved", { schema: { tags, summary: "The user's saved ideas, newest first", response: { 200: savedListResponse } } }, async (request) => ({
    items: await deps.saved.list(await deps.viewers.requireUser(request)),
  }));

  r.post(
    "/api/v1/saved",
    { schema: { tags, summary: "Save an idea", body: saveIdeaBody, response: { 200: z.object({ saved: z.literal(true), added: z.boolean() }) } } },
    async (request) => {
      const viewer = await deps.viewers.viewerOf(request);
      if (!viewer) throw signInToSave();
      return { saved: true as const, added: await deps.saved.save(viewer, request.body.ideaId) };
    },
  );

  r.delete(
    "/api/v1/saved/:ideaId",
    { schema: { tags, summary: "Remove a saved idea", params: saveIdeaBody, response: { 200: z.object({ saved: z.literal(false), removed: z.boolean() }) } } },
    async (request) => {
      const viewer = await deps.viewers.viewerOf(request);
      if (!viewer) throw signInToSave();
      return { saved: false as const, removed: await deps.saved.remove(viewer, request.params.ideaId) };
    },
  );
}
