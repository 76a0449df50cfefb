import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { builderDocumentsResponse, reportIdParams } from "../../../shared/schemas/ai";
import { builderResponse, checklistBody, checklistSchema } from "../../../shared/schemas/idea-api";
import type { ViewerResolver } from "../../http/viewer";
import type { AiService } from "./ai.service";

/**
 * The AI builder for the founder's own idea, under its validation report: prompts, stack and
 * checklist; the PRD and landing copy (built in, or written by the model and kept). Pro members
 * only, and only the report's owner: anyone else's report id answers 404 like an unknown one.
 */
export async function reportBuilderRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; ai: AiService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["validate"];
  const { ai } = deps;

  async function ownReport(request: FastifyRequest, id: string) {
    const viewer = await deps.viewers.requireUser(request);
    ai.reportBuilder.assertPlan(viewer);
    return { viewer, report: await ai.report(viewer, id) };
  }

  r.get(
    "/api/v1/validate/reports/:id/builder",
    { schema: { tags, summary: "Build prompts for six AI builders, the one stack and the priced launch checklist for your own idea (Pro)", params: reportIdParams, response: { 200: builderResponse } } },
    async (request) => {
      const { viewer, report } = await ownReport(request, request.params.id);
      return ai.reportBuilder.builder(viewer, report);
    },
  );

  r.put(
    "/api/v1/validate/reports/:id/checklist",
    { schema: { tags, summary: "Save the launch checklist of your own idea's builder (Pro)", params: reportIdParams, body: checklistBody, response: { 200: checklistSchema } } },
    async (request) => {
      const { viewer, report } = await ownReport(request, request.params.id);
      return ai.reportBuilder.saveChecklist(viewer, report, request.body.done);
    },
  );

  r.get(
    "/api/v1/validate/reports/:id/documents",
    { schema: { tags, summary: "The PRD and landing copy for your own idea: the model's if it wrote them, else written from your report (Pro)", params: reportIdParams, response: { 200: builderDocumentsResponse } } },
    async (request) => {
      const { viewer, report } = await ownReport(request, request.params.id);
      return { data: await ai.reportBuilder.documents(viewer, report) };
    },
  );

  r.post(
    "/api/v1/validate/reports/:id/documents",
    { schema: { tags, summary: "Have the configured model write the PRD and landing copy for your own idea, kept with the report (Pro; one chat unit)", params: reportIdParams, response: { 200: builderDocumentsResponse } } },
    async (request) => {
      const { viewer, report } = await ownReport(request, request.params.id);
      return { data: await ai.reportBuilder.writeDocuments(viewer, report) };
    },
  );
}
