import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server speaking OpenAI's /v1/chat/completions (plain and streamed), so tests run the
 * real AI SDK client against it (docs/ARCHITECTURE.md: a real local peer, not a mock object).
 * Each request takes the next scripted reply; with none queued it answers `fallback`.
 */
export type PeerReply =
  | { kind: "text"; content: string }
  | { kind: "stream"; chunks: string[]; delayMs?: number; failAfter?: number }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "hang" };

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
    const reply = queued.shift() ?? peer.fallback;
    const id = `chatcmpl-${++sequence}`;
    const model = String(body.model);
    const created = Math.floor(Date.now() / 1000);
    switch (reply.kind) {
      case "status":
        response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body ?? { error: { message: "peer error", type: "server_error" } }));
        return;
      case "hang":
        await new Promise<void>((resolve) => {
          hanging.add(resolve);
          request.on("close", resolve);
        });
        response.destroy();
        return;
      case "text":
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id,
            object: "chat.completion",
            created,
            model,
            choices: [{ index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop" }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
        return;
      case "stream": {
        response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        const chunk = (delta: Record<string, unknown>, finish: string | null) =>
          `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        for (const [index, text] of reply.chunks.entries()) {
          if (reply.failAfter !== undefined && index >= reply.failAfter) {
            response.destroy();
            return;
          }
          if (response.destroyed) return;
          response.write(chunk(index === 0 ? { role: "assistant", content: text } : { content: text }, null));
          if (reply.delayMs) await sleep(reply.delayMs);
        }
        response.write(chunk({}, "stop"));
        response.end("data: [DONE]\n\n");
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  peer.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return peer;
}
