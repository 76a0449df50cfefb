import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server speaking OpenAI's /v1/chat/completions (plain and streamed), so tests run the
 * real AI SDK client against it (docs/ARCHITECTURE.md: a real local peer, not a mock object).
 * Each request takes the next scripted reply; with none queued it answers `fallback`.
 */
/** Token counts a reply reports as OpenAI does; without them the peer counts about four characters a token. */
export interface PeerUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export type PeerReply =
  /** A whole answer; `delayMs`: how long the model thinks before it sends it. */
  | { kind: "text"; content: string; usage?: PeerUsage; delayMs?: number }
  | {
      kind: "stream";
      chunks: string[];
      usage?: PeerUsage;
      /** Pause between pieces. */
      delayMs?: number;
      /** Silence before the first piece (a model thinking). */
      firstDelayMs?: number;
      /** Cut the connection after this many pieces. */
      failAfter?: number;
      /** Fall silent (connection open) after this many pieces, until the client gives up. */
      stallAfter?: number;
    }
  | { kind: "status"; status: number; body?: unknown; retryAfter?: number }
  /** The model asks to call a tool (not streamed); the client runs it and asks again with the result. */
  | { kind: "tool-call"; name: string; arguments: Record<string, unknown> }
  | { kind: "hang" }
  /** A reply written from the request, as a model reads its prompt (e.g. to cite the sources it was given). */
  | { kind: "answer"; from: (request: Record<string, unknown>) => Exclude<PeerReply, { kind: "answer" }> };

export interface OpenAiPeer {
  baseUrl: string;
  /** Bodies of the requests received, in order. */
  requests: Record<string, unknown>[];
  queue(...replies: PeerReply[]): void;
  fallback: PeerReply;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for a tokenizer: about four characters a token, as OpenAI's own rule of thumb says. */
const tokensIn = (text: string) => Math.ceil(text.length / 4);

/** The usage object OpenAI sends: with the reply's counts when it has them, else counted from the text. */
function usageOf(body: Record<string, unknown>, content: string, given?: PeerUsage) {
  const prompt = given?.prompt_tokens ?? tokensIn(JSON.stringify(body.messages ?? []));
  const completion = given?.completion_tokens ?? tokensIn(content);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/**
 * OpenAI's strict structured outputs accept a subset of JSON Schema: every object closed
 * (additionalProperties: false) with every property required, and none of the length, range, count or
 * pattern keywords (the strictest subset that OpenAI, and gateways passing strict on, accept; see
 * docs/decisions/016-model-path.md). A request with `strict: true` outside it is refused with a 400,
 * as the real API does, so a regression in what we send fails a test.
 */
const OUTSIDE_STRICT_SUBSET = [
  "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
  "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "patternProperties", "propertyNames", "default",
];
export function strictSchemaProblems(schema: unknown, at = "schema"): string[] {
  if (!schema || typeof schema !== "object") return [];
  if (Array.isArray(schema)) return schema.flatMap((item, i) => strictSchemaProblems(item, `${at}[${i}]`));
  const node = schema as Record<string, unknown>;
  const problems = OUTSIDE_STRICT_SUBSET.filter((keyword) => keyword in node).map((keyword) => `${at}: '${keyword}' is not permitted`);
  if (node.type === "object" || (Array.isArray(node.type) && node.type.includes("object"))) {
    if (node.additionalProperties !== false) problems.push(`${at}: 'additionalProperties' is required to be supplied and to be false`);
    const properties = Object.keys((node.properties as Record<string, unknown>) ?? {});
    const required = new Set((node.required as string[]) ?? []);
    const missing = properties.filter((name) => !required.has(name));
    if (missing.length) problems.push(`${at}: 'required' must include every property; missing ${missing.join(", ")}`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && value && typeof value === "object") {
      for (const [name, child] of Object.entries(value)) problems.push(...strictSchemaProblems(child, `${at}.${name}`));
    } else if (key === "items" || key === "anyOf" || key === "$defs" || key === "definitions") {
      problems.push(...strictSchemaProblems(value, `${at}.${key}`));
    }
  }
  return problems;
}

export async function startOpenAiPeer(): Promise<OpenAiPeer> {
  const queued: PeerReply[] = [];
  const requests: Record<string, unknown>[] = [];
  const hanging = new Set<() => void>();
  let sequence = 0;
  const peer: OpenAiPeer = {
    baseUrl: "",
    requests,
    queue: (...replies) => void queued.push(...replies),
    fallback: { kind: "text", content: "ok" },
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer(async (request, response) => {
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = await readJson(request);
    requests.push(body);
    const format = body.response_format as { type?: string; json_schema?: { strict?: boolean; schema?: unknown } } | undefined;
    if (format?.type === "json_schema" && format.json_schema?.strict === true) {
      const problems = strictSchemaProblems(format.json_schema.schema);
      if (problems.length) {
        response
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: `Invalid schema for response_format: ${problems.join("; ")}`, type: "invalid_request_error", code: "invalid_json_schema" } }));
        return;
      }
    }
    const next = queued.shift() ?? peer.fallback;
    const reply = next.kind === "answer" ? next.from(body) : next;
    const id = `chatcmpl-${++sequence}`;
    const model = String(body.model);
    const created = Math.floor(Date.now() / 1000);
    switch (reply.kind) {
      case "status":
        response.writeHead(reply.status, { "content-type": "application/json", ...(reply.retryAfter ? { "retry-after": String(reply.retryAfter) } : {}) }).end(JSON.stringify(reply.body ?? { error: { message: "peer error", type: "server_error" } }));
        return;
      case "hang":
        await new Promise<void>((resolve) => {
          hanging.add(resolve);
          request.on("close", resolve);
        });
        response.destroy();
        return;
      case "text":
      case "tool-call": {
        if (reply.kind === "text" && reply.delayMs) await sleep(reply.delayMs);
        // A tool call is an assistant message with no text, finishing with "tool_calls".
        const toolCall = reply.kind === "tool-call";
        const arguments_ = toolCall ? JSON.stringify(reply.arguments) : "";
        const message = toolCall
          ? { role: "assistant", content: null, tool_calls: [{ id: `call_${sequence}`, type: "function", function: { name: reply.name, arguments: arguments_ } }] }
          : { role: "assistant", content: reply.content };
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id,
            object: "chat.completion",
            created,
            model,
            choices: [{ index: 0, message, finish_reason: toolCall ? "tool_calls" : "stop" }],
            usage: toolCall ? usageOf(body, arguments_) : usageOf(body, reply.content, reply.usage),
          }),
        );
        return;
      }
      case "stream": {
        response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        if (reply.firstDelayMs) {
          response.flushHeaders();
          await sleep(reply.firstDelayMs);
        }
        const chunk = (delta: Record<string, unknown>, finish: string | null) =>
          `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        for (const [index, text] of reply.chunks.entries()) {
          if (reply.failAfter !== undefined && index >= reply.failAfter) {
            response.destroy();
            return;
          }
          if (reply.stallAfter !== undefined && index >= reply.stallAfter) {
            await new Promise<void>((resolve) => {
              hanging.add(resolve);
              request.on("close", resolve);
              response.on("close", resolve);
            });
            response.destroy();
            return;
          }
          if (response.destroyed) return;
          response.write(chunk(index === 0 ? { role: "assistant", content: text } : { content: text }, null));
          if (reply.delayMs) await sleep(reply.delayMs);
        }
        response.write(chunk({}, "stop"));
        // As OpenAI does when asked (stream_options.include_usage): a last chunk with no choices and the counts.
        if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
          const usage = usageOf(body, reply.chunks.join(""), reply.usage);
          response.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage })}\n\n`);
        }
        response.end("data: [DONE]\n\n");
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  peer.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return peer;
}
