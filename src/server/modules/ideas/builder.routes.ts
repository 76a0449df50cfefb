import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LAUNCH_CHECKLIST } from "../../../shared/builder-tools";
import { builderResponse, checklistBody, checklistSchema, ideaSlugParams, type IdeaFull } from "../../../shared/schemas/idea-api";
import { AppError } from "../../http/app-error";
import type { ViewerResolver } from "../../http/viewer";
import { ideaToFile, ideaToPdf } from "./idea-export";
import type { IdeasRepo } from "./ideas.repo";
import { toFull, type IdeasService } from "./ideas.service";
import { hasFullAccess } from "../../../shared/entitlements";

const upgrade = (feature: string) => new AppError("PERMISSION", { message: `${feature} is part of a paid plan. Upgrade to access it.` });

type BuilderAnswer = z.infer<typeof builderResponse>;
/**
 * The AI module's builder for a catalogue idea (ai/builder-catalogue.ts), passed in by app.ts: the
 * ideas module sits below ai (whose tools read the catalogue) and does not import it.
 */
export type CatalogueBuilder = (idea: IdeaFull) => Pick<BuilderAnswer, "tools" | "stack"> & { checklistItems: string[] };

/** Pro tools around one idea: builder prompts, the launch checklist, and exports for paying plans. */
export async function builderRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; repo: IdeasRepo; ideas: IdeasService; catalogueBuilder: CatalogueBuilder }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ideas"];

  async function ideaFor(slug: string) {
    const row = await deps.repo.bySlug(slug);
    if (!row) throw new AppError("NOT_FOUND", { message: "Idea not found" });
    return row;
  }

  r.get(
    "/api/v1/ideas/:slug/builder",
    { schema: { tags, summary: "Build prompts for six AI builders and the user's launch checklist (Pro)", params: ideaSlugParams, response: { 200: builderResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      if (!viewer.entitlements.canUseBuilder) throw upgrade("The AI builder");
      const row = await ideaFor(request.params.slug);
      const { tools, stack, checklistItems } = deps.catalogueBuilder(toFull(row, false, false));
      const done = (await deps.repo.checklist(viewer.user.id, row.id)) ?? LAUNCH_CHECKLIST.map(() => false);
      return { tools, stack, checklist: { items: checklistItems, done } };
    },
  );

  r.put(
    "/api/v1/ideas/:slug/checklist",
    { schema: { tags, summary: "Save the launch checklist for this idea (Pro)", params: ideaSlugParams, body: checklistBody, response: { 200: checklistSchema } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      if (!viewer.entitlements.canUseBuilder) throw upgrade("The AI builder");
      const row = await ideaFor(request.params.slug);
      await deps.repo.saveChecklist(viewer.user.id, row.id, request.body.done);
      return { items: deps.catalogueBuilder(toFull(row, false, false)).checklistItems, done: request.body.done };
    },
  );

  r.get(
    "/api/v1/ideas/:slug/export",
    {
      schema: {
        tags,
        summary: "Download the full analysis as JSON (the seed file format) or PDF (Bootstrap Builder and up)",
        params: ideaSlugParams,
        querystring: z.object({ format: z.enum(["json", "pdf"]).default("json") }),
      },
    },
    async (request, reply) => {
      const viewer = await deps.viewers.requireUser(request);
      if (!viewer.entitlements.canExport) throw upgrade("Export");
      const row = await ideaFor(request.params.slug);
      const daily = await deps.ideas.today();
      if (!hasFullAccess(viewer.entitlements, row, daily?.idea.id === row.id)) throw upgrade("This Pro Pick");
      const file = ideaToFile(row);
      reply.header("content-disposition", `attachment; filename="${row.slug}.${request.query.format}"`).header("cache-control", "no-store");
      if (request.query.format === "json") return reply.type("application/json; charset=utf-8").send(JSON.stringify(file, null, 2));
      return reply.type("application/pdf").send(await ideaToPdf(file, new Date()));
    },
  );
}
