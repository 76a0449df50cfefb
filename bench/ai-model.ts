import { eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { ideas } from "../src/server/db/schema";
import { IDEAS_DIR } from "../src/server/paths";
import { startOpenAiPeer, type PeerReply } from "../src/server/test/openai-peer";
import { member } from "../src/server/test/factories";
import { createTestApp } from "../src/server/test/test-app";
import { answerFromPrompt } from "../e2e/model-peer";

/**
 * The AI tools on the model path (issue 23), over real HTTP against the local OpenAI-compatible peer,
 * which thinks --first-delay ms (default 1500) before it answers: the e2e peer's answers
 * (e2e/model-peer.ts), a validation report written from the prompt and a chat streamed in pieces.
 * For each run it times, from the moment the request leaves: the first byte of our answer, the first
 * piece of chat text, and the end. The same request asked of the peer directly is the baseline, so
 * "our overhead" is ours minus the peer's (prompt building, retrieval, claim checks, storage, quota).
 *   node --import tsx bench/ai-model.ts [--runs 20] [--first-delay 1500]
 */
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = flag("--runs", 20);
const firstDelayMs = flag("--first-delay", 1500);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The e2e peer's answer to each request, after thinking for firstDelayMs. */
function thinking(request: Record<string, unknown>): Exclude<PeerReply, { kind: "answer" }> {
  const reply = answerFromPrompt(request);
  if (reply.kind === "stream") return { ...reply, firstDelayMs };
  if (reply.kind === "text") return { ...reply, delayMs: firstDelayMs };
  return reply;
}

interface Timing {
  firstByte: number;
  firstText: number;
  total: number;
}

/** Reads a response to its end, noting when the first byte and the first text arrived. */
async function timeBody(started: number, response: Response, isText: (soFar: string) => boolean): Promise<Timing> {
  if (!response.ok || !response.body) throw new Error(`answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let soFar = "";
  let firstByte = 0;
  let firstText = 0;
  for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
    firstByte ||= performance.now() - started;
    soFar += decoder.decode(piece, { stream: true });
    if (!firstText && isText(soFar)) firstText = performance.now() - started;
  }
  return { firstByte, firstText, total: performance.now() - started };
}

const peer = await startOpenAiPeer();
peer.fallback = { kind: "answer", from: thinking };
const t = await createTestApp({
  seedIdeasFrom: IDEAS_DIR,
  config: { ai: { baseUrl: peer.baseUrl, apiKey: "bench-key", model: "peer-model", timeoutMs: 60_000, firstTokenMs: 10_000, idleMs: 5_000 } },
});
try {
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  // Lifetime's fair-use cap (1,000 a month) leaves room for every run.
  const pro = await member(t, "bench-ai-model@example.com", "lifetime");
  const headers = { cookie: pro.client.cookieHeader(), "content-type": "application/json", origin: "http://localhost:3999" };
  const [idea] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.status, "published")).limit(1);
  const landlords = "A calendar for small landlords of older rentals that tracks lead inspections, lead-safe certificate expiry and tenant turnover triggers.";

  const post = (url: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(url, { method: "POST", headers: { ...headers, ...extra }, body: JSON.stringify(body) });

  const ourChat = async () => {
    const started = performance.now();
    const response = await post(`${address}/api/v1/ai-chat/message`, { message: "How should I price it?", ideaId: idea!.id }, { accept: "text/event-stream" });
    return timeBody(started, response, (soFar) => soFar.includes('"type":"delta"'));
  };
  const peerChat = async () => {
    const started = performance.now();
    const response = await post(`${peer.baseUrl}/chat/completions`, { model: "peer-model", stream: true, messages: [{ role: "user", content: "How should I price it?" }] });
    return timeBody(started, response, (soFar) => soFar.includes('"content"'));
  };
  // The validation the peer is asked directly is the one our server sent it last time: same prompt.
  let lastValidationRequest: Record<string, unknown> | null = null;
  const ourValidation = async () => {
    const started = performance.now();
    const timing = await timeBody(started, await post(`${address}/api/v1/validate`, { idea: landlords }), () => true);
    lastValidationRequest = peer.requests.at(-1)!;
    return timing;
  };
  const peerValidation = async () => {
    const started = performance.now();
    return timeBody(started, await post(`${peer.baseUrl}/chat/completions`, lastValidationRequest), () => true);
  };

  for (let i = 0; i < 2; i++) {
    await ourChat();
    await ourValidation();
  }
  const chat = { ours: [] as Timing[], peer: [] as Timing[] };
  const validation = { ours: [] as Timing[], peer: [] as Timing[] };
  for (let i = 0; i < runs; i++) {
    chat.peer.push(await peerChat());
    chat.ours.push(await ourChat());
    validation.ours.push(await ourValidation());
    validation.peer.push(await peerValidation());
  }
  const row = (label: string, set: { ours: Timing[]; peer: Timing[] }, pick: (timing: Timing) => number, compare = true) => {
    const a = median(set.ours.map(pick));
    const b = median(set.peer.map(pick));
    const versus = compare ? `${ms(b)} | ${ms(a - b)}` : "(nothing: the peer is thinking) | ";
    console.log(`| ${label} | ${ms(a)} | ${ms(Math.max(...set.ours.map(pick)))} | ${versus} |`);
  };
  console.log(`AI tools on a model that thinks ${firstDelayMs} ms, ${runs} runs each, ${t.database.kind ?? "embedded"} database`);
  console.log("| measure | ours, median | ours, slowest | peer alone, median | our overhead |\n|---|---|---|---|---|");
  row("chat: first byte (our SSE start event)", chat, (timing) => timing.firstByte, false);
  row("chat: first piece of text", chat, (timing) => timing.firstText);
  row("chat: whole answer", chat, (timing) => timing.total);
  row("validation: first byte", validation, (timing) => timing.firstByte);
  row("validation: whole report", validation, (timing) => timing.total);
} finally {
  await t.close();
  await peer.close();
}
