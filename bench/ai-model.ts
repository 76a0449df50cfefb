import { eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { ideas } from "../src/server/db/schema";
import { IDEAS_DIR } from "../src/server/paths";
import { startOpenAiPeer, type PeerReply } from "../src/server/test/openai-peer";
import { member } from "../src/server/test/factories";
import { createTestApp } from "../src/server/test/test-app";

/**
 * The strategy chat on the model path (issue 23), over real HTTP against the local OpenAI-compatible
 * peer that thinks for --first-delay ms (default 1500) and then streams 60 pieces 10 ms apart. For
 * each run it times, from the moment the request leaves: the first byte of our answer (the SSE
 * "start" event, sent before the model's first token), the first piece of text, and the end. The same
 * stream asked of the peer directly gives the baseline, so "our overhead" is ours minus the peer's.
 *   node --import tsx bench/ai-model.ts [--runs 20] [--first-delay 1500]
 */
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = flag("--runs", 20);
const firstDelayMs = flag("--first-delay", 1500);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const reply: PeerReply = {
  kind: "stream",
  firstDelayMs,
  delayMs: 10,
  chunks: Array.from({ length: 60 }, (_, i) => (i === 0 ? "Price" : ` word${i}`)),
};

interface Timing {
  firstByte: number;
  firstText: number;
  total: number;
}

/** Reads a streamed response to its end, noting when the first byte and the first text arrived. */
async function timeStream(started: number, response: Response, isText: (soFar: string) => boolean): Promise<Timing> {
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
peer.fallback = reply;
const t = await createTestApp({
  seedIdeasFrom: IDEAS_DIR,
  config: { ai: { baseUrl: peer.baseUrl, apiKey: "bench-key", model: "peer-model", timeoutMs: 60_000, firstTokenMs: 10_000, idleMs: 5_000 } },
});
try {
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  // Lifetime's fair-use cap (1,000 a month) leaves room for every run.
  const pro = await member(t, "bench-ai-model@example.com", "lifetime");
  const [idea] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.status, "published")).limit(1);

  async function ours(): Promise<Timing> {
    const started = performance.now();
    const response = await fetch(`${address}/api/v1/ai-chat/message`, {
      method: "POST",
      headers: { cookie: pro.client.cookieHeader(), "content-type": "application/json", origin: "http://localhost:3999", accept: "text/event-stream" },
      body: JSON.stringify({ message: "How should I price it?", ideaId: idea!.id }),
    });
    return timeStream(started, response, (soFar) => soFar.includes('"type":"delta"'));
  }

  async function peerDirect(): Promise<Timing> {
    const started = performance.now();
    const response = await fetch(`${peer.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "peer-model", stream: true, messages: [{ role: "user", content: "How should I price it?" }] }),
    });
    return timeStream(started, response, (soFar) => soFar.includes('"content"'));
  }

  for (let i = 0; i < 2; i++) await ours();
  const mine: Timing[] = [];
  const baseline: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    baseline.push(await peerDirect());
    mine.push(await ours());
  }
  const row = (label: string, pick: (timing: Timing) => number, compare = true) => {
    const a = median(mine.map(pick));
    const b = median(baseline.map(pick));
    const versus = compare ? `${ms(b)} | ${ms(a - b)}` : "(the peer sends nothing while it thinks) | ";
    console.log(`| ${label} | ${ms(a)} | ${ms(Math.max(...mine.map(pick)))} | ${versus} |`);
  };
  console.log(`Strategy chat on a model (peer thinks ${firstDelayMs} ms, then 60 pieces 10 ms apart), ${runs} runs, ${t.database.kind ?? "embedded"} database`);
  console.log("| measure | ours, median | ours, slowest | peer alone, median | our overhead |\n|---|---|---|---|---|");
  row("first byte of the body (our SSE start event)", (timing) => timing.firstByte, false);
  row("first piece of text", (timing) => timing.firstText);
  row("whole answer", (timing) => timing.total);
} finally {
  await t.close();
  await peer.close();
}
