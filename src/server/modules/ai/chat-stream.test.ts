import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { createTestApp, TEST_APP_URL, type TestApp } from "../../test/test-app";
import { startOpenAiPeer, type OpenAiPeer } from "../../test/openai-peer";
import { chatMessages, chatSessions, usageLedger } from "../../db/schema";
import { chatStreamEvent, type ChatStreamEvent } from "../../../shared/schemas/ai";
import { ledgerMonth } from "../usage/index";
import { member } from "../../test/factories";

/**
 * A streamed chat answer on the model path, over a real socket so the time each event arrives can be
 * seen (issue 23): the answer starts before the model's first word, an answer cut after text arrived
 * is kept and counted once, and one that failed before any text is not stored and costs nothing.
 */
describe("a streamed chat answer from a model", () => {
  let t: TestApp;
  let peer: OpenAiPeer;
  let base = "";

  beforeAll(async () => {
    peer = await startOpenAiPeer();
    t = await createTestApp({
      config: { ai: { baseUrl: peer.baseUrl, apiKey: "test-key", model: "peer-model", timeoutMs: 5000, firstTokenMs: 3000, idleMs: 600 } },
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  let seq = 0;
  const pro = () => member(t, `chat-stream-${++seq}@example.com`, "pro");

  /** Sends a message and records each event with the milliseconds since the request left. */
  async function ask(cookie: string, message: string): Promise<Array<{ at: number; event: ChatStreamEvent }>> {
    const started = Date.now();
    const response = await fetch(`${base}/api/v1/ai-chat/message`, {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json", cookie, origin: TEST_APP_URL },
      body: JSON.stringify({ message }),
    });
    expect(response.status).toBe(200);
    const events: Array<{ at: number; event: ChatStreamEvent }> = [];
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith("data: ")) events.push({ at: Date.now() - started, event: chatStreamEvent.parse(JSON.parse(block.slice(6))) });
      }
    }
    return events;
  }

  const used = async (userId: string) =>
    (
      await t.database.db
        .select({ used: usageLedger.used })
        .from(usageLedger)
        .where(and(eq(usageLedger.userId, userId), eq(usageLedger.kind, "ai_chat"), eq(usageLedger.month, ledgerMonth(new Date()))))
    )[0]?.used ?? 0;
  const storedMessages = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(chatMessages).innerJoin(chatSessions, eq(chatMessages.sessionId, chatSessions.id)).where(eq(chatSessions.userId, userId)))[0]!.n;

  it("starts the answer at once, before the model's first word", async () => {
    const person = await pro();
    peer.queue({ kind: "stream", chunks: ["Thought ", "about it."], firstDelayMs: 1500 });
    const events = await ask(person.client.cookieHeader(), "How should I price a tool for dog groomers?");
    const start = events.find((e) => e.event.type === "start")!;
    const firstDelta = events.find((e) => e.event.type === "delta")!;
    expect(start.at).toBeLessThan(firstDelta.at - 1000);
    expect(events.map((e) => e.event.type)).toEqual(["start", "delta", "delta", "done"]);
  });

  it("keeps an answer the model stopped midway, counts it once and says it was cut off", async () => {
    const person = await pro();
    peer.queue({ kind: "stream", chunks: ["First part. ", "Second part. ", "never sent"], delayMs: 20, stallAfter: 2 });
    const events = await ask(person.client.cookieHeader(), "Write me a 7-day plan.");
    const types = events.map((e) => e.event.type);
    expect(types).toEqual(["start", "delta", "delta", "error", "done"]);
    const error = events.find((e) => e.event.type === "error")!.event as { message: string };
    expect(error.message).toMatch(/cut off/);
    expect(await used(person.id)).toBe(1);
    expect(await storedMessages(person.id)).toBe(2);
    const [assistant] = await t.database.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatMessages.sessionId, chatSessions.id))
      .where(and(eq(chatSessions.userId, person.id), eq(chatMessages.role, "assistant")));
    expect(assistant?.content).toBe("First part. Second part. ");
  });

  it("stores nothing and charges nothing when the model fails before any text", async () => {
    const person = await pro();
    peer.queue({ kind: "status", status: 400 });
    const events = await ask(person.client.cookieHeader(), "Is this a fit for me?");
    expect(events.map((e) => e.event.type)).toEqual(["start", "error"]);
    expect(await used(person.id)).toBe(0);
    expect(await storedMessages(person.id)).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.userId, person.id)))[0]!.n).toBe(0);
  });
});
