import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { builderResponse, checklistBody, checklistSchema, ideaSlugParams } from "../../../shared/schemas/idea-api";
import type { ViewerResolver } from "../../http/viewer";
import type { IdeaToolsService } from "./idea-tools.service";

/** Pro tools around one idea: builder prompts, the launch checklist, and exports for paying plans (rules: idea-tools.service.ts). */
export async function builderRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; tools: IdeaToolsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ideas"];

  r.get(
    "/api/v1/ideas/:slug/builder",
    { schema: { tags, summary: "Build prompts for six AI builders and the user's launch checklist (Pro)", params: ideaSlugParams, response: { 200: builderResponse } } },
    async (request) => deps.tools.builder(await deps.viewers.requireUser(request), request.params.slug),
  );

  r.put(
    "/api/v1/ideas/:slug/checklist",
    { schema: { tags, summary: "Save the launch checklist for this idea (Pro)", params: ideaSlugParams, body: checklistBody, response: { 200: checklistSchema } } },
    async (request) => deps.tools.saveChecklist(await deps.viewers.requireUser(request), request.params.slug, request.body.done),
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
      const { format } = request.query;
      const file = await deps.tools.exportFile(await deps.viewers.requireUser(request), request.params.slug, format);
      reply.header("content-disposition", `attachment; filename="${file.name}"`).header("cache-control", "no-store");
      return reply.type(format === "json" ? "application/json; charset=utf-8" : "application/pdf").send(file.body);
    },
  );
}
