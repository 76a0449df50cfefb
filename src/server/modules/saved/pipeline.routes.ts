import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { VISITOR_ENTITLEMENTS } from "../../../shared/entitlements";
import {
  commitTestBody,
  exportQuery,
  ideaPipelinePanelResponse,
  moveBody,
  notesBody,
  pipelineIdeaParams,
  pipelineItemSchema,
  pipelineResponse,
  testResultBody,
} from "../../../shared/schemas/pipeline-api";
import { utcDay } from "../../../shared/utc-dates";
import type { ViewerResolver, Viewer } from "../../http/viewer";
import { sendCsv } from "../../http/csv-export";
import { PIPELINE_CSV_HEADER, type PipelineService, type PipelineViewer } from "./pipeline.service";

export async function pipelineRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; pipeline: PipelineService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["pipeline"];
  const member = (viewer: Viewer): PipelineViewer => ({ userId: viewer.user.id, entitlements: viewer.entitlements });
  const asMember = async (request: Parameters<ViewerResolver["requireUser"]>[0]) => member(await deps.viewers.requireUser(request));

  r.get("/api/v1/pipeline", { schema: { tags, summary: "The member's pipeline: every saved idea with its stage, notes, moves and tests", response: { 200: pipelineResponse } } }, async (request) => ({
    items: await deps.pipeline.list(await asMember(request)),
  }));

  r.patch(
    "/api/v1/pipeline/:ideaId/stage",
    { schema: { tags, summary: "Move an idea to a stage (saving it first if needed); dropping needs a reason", params: pipelineIdeaParams, body: moveBody, response: { 200: pipelineItemSchema } } },
    async (request) => deps.pipeline.move(await asMember(request), request.params.ideaId, request.body.stage, request.body.reason ?? null),
  );

  r.patch(
    "/api/v1/pipeline/:ideaId/notes",
    { schema: { tags, summary: "The member's notes on an idea (saving it first if needed)", params: pipelineIdeaParams, body: notesBody, response: { 200: pipelineItemSchema } } },
    async (request) => deps.pipeline.setNotes(await asMember(request), request.params.ideaId, request.body.notes),
  );

  r.post(
    "/api/v1/pipeline/:ideaId/test",
    { schema: { tags, summary: "Commit to the idea's one-week test, due on a day; the idea moves to testing", params: pipelineIdeaParams, body: commitTestBody, response: { 200: pipelineItemSchema } } },
    async (request) => deps.pipeline.commitTest(await asMember(request), request.params.ideaId, request.body.dueOn),
  );

  r.post(
    "/api/v1/pipeline/:ideaId/test/result",
    {
      schema: {
        tags,
        summary: "Log the open test's result (private unless shared); passed moves the idea on to building, failed drops it with the stop rule as reason",
        params: pipelineIdeaParams,
        body: testResultBody,
        response: { 200: pipelineItemSchema },
      },
    },
    async (request) => deps.pipeline.logResult(await asMember(request), request.params.ideaId, request.body),
  );

  r.get(
    "/api/v1/pipeline/ideas/:ideaId",
    {
      schema: {
        tags,
        summary: "An idea page's pipeline panel: members building it (a count), its one-week test and shared results as the viewer's plan allows, the viewer's own entry",
        params: pipelineIdeaParams,
        response: { 200: ideaPipelinePanelResponse },
      },
    },
    async (request, reply) => {
      const viewer = await deps.viewers.viewerOf(request);
      reply.header("cache-control", "private, no-store");
      return deps.pipeline.panel(viewer ? member(viewer) : null, viewer?.entitlements ?? VISITOR_ENTITLEMENTS, request.params.ideaId);
    },
  );

  r.get(
    "/api/v1/pipeline/export",
    { schema: { tags, summary: "The member's pipeline with notes, moves and test results as JSON or CSV", querystring: exportQuery } },
    async (request, reply) => {
      const items = await deps.pipeline.list(await asMember(request));
      const filename = `ideadeck-pipeline-${utcDay(new Date())}`;
      if (request.query.format === "json") {
        return reply
          .type("application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="${filename}.json"`)
          .header("cache-control", "no-store")
          .send(JSON.stringify({ exportedAt: new Date().toISOString(), items }, null, 2));
      }
      const rows = deps.pipeline.exportRows(items);
      return sendCsv(reply, {
        filename: `${filename}.csv`,
        header: PIPELINE_CSV_HEADER,
        toCells: (row: unknown[]) => row,
        // The whole pipeline is one page: a member's saved ideas, not a table to stream in pages.
        page: async (cursor: number | null) => (cursor === null ? rows : []),
        cursorOf: () => rows.length,
        log: request.log,
      });
    },
  );
}
