import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  aiEngineResponse,
  aiIdeaParams,
  aiIdeaResponse,
  builderDocumentsResponse,
  chatMessageBody,
  chatReplyResponse,
  chatSessionParams,
  chatSessionResponse,
  chatSessionsQuery,
  chatSessionsResponse,
  reportIdParams,
  reportListResponse,
  validateBody,
  validateResponse,
  type ChatStreamEvent,
} from "../../../shared/schemas/ai";
import { generateIdeaBody, generateIdeaResponse } from "../../../shared/schemas/idea-generator";
import { AppError } from "../../http/app-error";
import type { ViewerResolver } from "../../http/viewer";
import type { AiService } from "./ai.service";
import { reportToMarkdown, reportToPdf } from "./report-export";
import { reportBuilderRoutes } from "./builder.routes";

/** Sent after an answer the model stopped midway; the text the member already has is kept. */
const CUT_OFF_MESSAGE = "The answer was cut off: the model stopped responding. What arrived is kept and counts as one message.";

export async function aiRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; ai: AiService; appUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ai } = deps;
  await reportBuilderRoutes(app, deps);

  r.get("/api/v1/ai/engine", { schema: { tags: ["ai"], summary: "Which engine the AI tools run on", response: { 200: aiEngineResponse } } }, async (request) => {
    await deps.viewers.requireUser(request);
    return { data: { engine: ai.engine.kind, model: ai.engine.model } };
  });

  r.get(
    "/api/v1/ai/ideas/:id",
    { schema: { tags: ["ai"], summary: "The idea an AI page (chat, builder) is about, by id", params: aiIdeaParams, response: { 200: aiIdeaResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { data: await ai.ideaRef(viewer, request.params.id) };
    },
  );

  r.get(
    "/api/v1/ai/ideas/:id/documents",
    { schema: { tags: ["ai"], summary: "The AI builder's PRD and landing copy, written from the idea's own fields (Pro)", params: aiIdeaParams, response: { 200: builderDocumentsResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { data: await ai.templateDocuments(viewer, request.params.id) };
    },
  );

  r.post(
    "/api/v1/ai/ideas/:id/documents",
    { schema: { tags: ["ai"], summary: "Have the configured model write the PRD and landing copy (Pro; one chat unit)", params: aiIdeaParams, response: { 200: builderDocumentsResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { data: await ai.modelDocuments(viewer, request.params.id) };
    },
  );

  // ---- Validation ----
  const validation = ["validate"];
  r.post(
    "/api/v1/admin/generate-idea",
    {
      schema: {
        tags: ["admin"],
        summary: "Draft a new idea for the catalogue (admin): a model when configured, the built-in analyst otherwise. Nothing is stored.",
        body: generateIdeaBody,
        response: { 200: generateIdeaResponse },
      },
    },
    async (request) => {
      const admin = await deps.viewers.requireAdmin(request);
      return { data: await ai.generateIdea(request.body, admin.user.id) };
    },
  );

  r.post(
    "/api/v1/validate",
    { schema: { tags: validation, summary: "Validate an idea (Pro: 3 a month); keeps the report", body: validateBody, response: { 200: validateResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { success: true as const, data: await ai.validate(viewer, request.body) };
    },
  );

  r.get("/api/v1/validate/reports", { schema: { tags: validation, summary: "The viewer's validation reports, newest first", response: { 200: reportListResponse } } }, async (request) => {
    const viewer = await deps.viewers.requireUser(request);
    return { data: await ai.reports(viewer) };
  });

  r.get(
    "/api/v1/validate/reports/:id",
    { schema: { tags: validation, summary: "One of the viewer's validation reports", params: reportIdParams, response: { 200: validateResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { success: true as const, data: await ai.report(viewer, request.params.id) };
    },
  );

  r.get(
    "/api/v1/validate/reports/:id/export",
    {
      schema: {
        tags: validation,
        summary: "Download a validation report as Markdown or PDF",
        params: reportIdParams,
        querystring: z.object({ format: z.enum(["md", "pdf"]).default("md") }),
      },
    },
    async (request, reply) => {
      const viewer = await deps.viewers.requireUser(request);
      const report = await ai.report(viewer, request.params.id);
      const name = `ideadeck-validation-${report.createdAt.slice(0, 10)}-${report.id.slice(0, 8)}.${request.query.format}`;
      reply.header("content-disposition", `attachment; filename="${name}"`).header("cache-control", "no-store");
      if (request.query.format === "md") return reply.type("text/markdown; charset=utf-8").send(reportToMarkdown(report, deps.appUrl));
      return reply.type("application/pdf").send(await reportToPdf(report, deps.appUrl));
    },
  );

  // ---- Strategy chat ----
  const chat = ["ai-chat"];
  r.get(
    "/api/v1/ai-chat/sessions",
    { schema: { tags: chat, summary: "The viewer's recent chat sessions", querystring: chatSessionsQuery, response: { 200: chatSessionsResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { data: await ai.sessions(viewer, request.query.limit) };
    },
  );

  r.get(
    "/api/v1/ai-chat/sessions/:id",
    { schema: { tags: chat, summary: "One chat session and its messages", params: chatSessionParams, response: { 200: chatSessionResponse } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return { data: await ai.session(viewer, request.params.id) };
    },
  );

  r.delete(
    "/api/v1/ai-chat/sessions/:id",
    { schema: { tags: chat, summary: "Delete a chat session and its messages (its owner only)", params: chatSessionParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const viewer = await deps.viewers.requireUser(request);
      await ai.deleteSession(viewer, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/v1/ai-chat/message",
    {
      schema: {
        tags: chat,
        summary: "Send a message (Pro: 100 a month). Streams server-sent events when the client accepts text/event-stream; JSON otherwise",
        body: chatMessageBody,
        response: { 200: chatReplyResponse },
      },
    },
    async (request, reply) => {
      const viewer = await deps.viewers.requireUser(request);
      const wantsStream = (request.headers.accept ?? "").includes("text/event-stream");
      // The client going away (Stop, a closed tab) ends the engine's work; what was written is kept.
      const controller = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      if (!wantsStream) {
        const result = await ai.sendMessage(viewer, request.body, { start() {}, delta() {} }, controller.signal);
        return { data: result };
      }

      let streaming = false;
      const send = (event: ChatStreamEvent) => {
        if (!reply.raw.destroyed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      try {
        const result = await ai.sendMessage(
          viewer,
          request.body,
          {
            start(info) {
              // Refusals (quota, plan, unknown session) happen before this and answer as plain JSON errors.
              // A hijacked reply skips the onSend hooks: the headers set so far (security headers) and
              // the day's session-refresh cookie, which app.ts's hook would add, are written here.
              const refreshed = deps.viewers.takeCookies(request);
              reply.hijack();
              reply.raw.writeHead(200, {
                ...(reply.getHeaders() as OutgoingHttpHeaders),
                ...(refreshed ? { "set-cookie": refreshed } : {}),
                "content-type": "text/event-stream; charset=utf-8",
                "cache-control": "no-store",
                "x-accel-buffering": "no",
                connection: "keep-alive",
                "x-request-id": request.id,
              });
              streaming = true;
              send({ type: "start", ...info });
            },
            delta(text) {
              send({ type: "delta", text });
            },
          },
          controller.signal,
        );
        if (result.cutOff) send({ type: "error", message: CUT_OFF_MESSAGE });
        send({ type: "done" });
        reply.raw.end();
      } catch (error) {
        if (!streaming) throw error;
        request.log.warn({ err: error }, "chat stream ended with an error");
        send({ type: "error", message: error instanceof AppError ? error.message : "Failed to send message" });
        reply.raw.end();
      }
      return reply;
    },
  );
}
