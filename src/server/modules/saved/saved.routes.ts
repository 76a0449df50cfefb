import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import { saveIdeaBody, savedCountResponse, savedListResponse, type SavedItem } from "../../../shared/schemas/saved-api";
import type { ViewerResolver } from "../../http/viewer";
import type { SavedRepo } from "./saved.repo";
import { firstParagraph } from "../ideas/index";
import { hasFullAccess } from "../../../shared/entitlements";

export async function savedRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; saved: SavedRepo; dailyIdeaId: () => Promise<string | null>; onSavedChange: (userId: string) => void }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["saved"];
  const signInToSave = () => new AppError("AUTH", { message: "Please sign in to save ideas" });

  r.get(
    "/api/v1/saved/count",
    { schema: { tags, summary: "How many ideas the user has saved", response: { 200: savedCountResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { count: await deps.saved.countForUser(viewer.user.id) };
    },
  );

  r.get("/api/v1/saved", { schema: { tags, summary: "The user's saved ideas, newest first", response: { 200: savedListResponse } } }, async (request) => {
    const viewer = await deps.viewers.requireUser(request);
    const [rows, dailyId] = await Promise.all([deps.saved.listForUser(viewer.user.id), deps.dailyIdeaId()]);
    const items: SavedItem[] = rows.map((row) => {
      const full = hasFullAccess(viewer.entitlements, row, row.id === dailyId);
      return {
        savedAt: row.savedAt.toISOString(),
        idea: {
          id: row.id,
          slug: row.slug,
          title: row.title,
          tagline: row.tagline,
          category: row.category,
          tags: row.tags,
          isProPick: row.isProPick,
          opportunityScore: row.opportunityScore,
          problemTeaser: firstParagraph(row.problemNarrative),
          fullAccess: full,
          revenuePotential: full ? { min: row.revenueMin, max: row.revenueMax } : null,
          primaryKeyword:
            full && row.keywordTerm ? { term: row.keywordTerm, monthlyVolume: row.keywordMonthlyVolume ?? 0, growthRate: row.keywordGrowthRate ?? 0 } : null,
        },
      };
    });
    return { items };
  });

  r.post(
    "/api/v1/saved",
    { schema: { tags, summary: "Save an idea", body: saveIdeaBody, response: { 200: z.object({ saved: z.literal(true), added: z.boolean() }) } } },
    async (request) => {
      const viewer = await deps.viewers.viewerOf(request);
      if (!viewer) throw signInToSave();
      if (!(await deps.saved.isPublished(request.body.ideaId))) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      const added = await deps.saved.save(viewer.user.id, request.body.ideaId);
      deps.onSavedChange(viewer.user.id);
      return { saved: true as const, added };
    },
  );

  r.delete(
    "/api/v1/saved/:ideaId",
    { schema: { tags, summary: "Remove a saved idea", params: saveIdeaBody, response: { 200: z.object({ saved: z.literal(false), removed: z.boolean() }) } } },
    async (request) => {
      const viewer = await deps.viewers.viewerOf(request);
      if (!viewer) throw signInToSave();
      const removed = await deps.saved.remove(viewer.user.id, request.params.ideaId);
      deps.onSavedChange(viewer.user.id);
      return { saved: false as const, removed };
    },
  );
}
