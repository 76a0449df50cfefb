import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createLlm, LlmOutputError, LlmTimeoutError, unfence } from "./llm";
import { startOpenAiPeer, strictSchemaProblems, type OpenAiPeer } from "../test/openai-peer";

/**
 * The model path against a local OpenAI-compatible server (the real AI SDK client over HTTP): the
 * stream watchdog, provider compatibility of structured answers, and the one retry (issue 23).
 */
describe("the model path", () => {
  let peer: OpenAiPeer;
  beforeAll(async () => {
    peer = await startOpenAiPeer();
  });
  afterAll(async () => {
    await peer.close();
  });
  beforeEach(() => {
    peer.requests.length = 0;
  });

  const llm = (limits: { timeoutMs?: number; firstTokenMs?: number; idleMs?: number } = {}) =>
    createLlm({ baseUrl: peer.baseUrl, apiKey: "test-key", model: "peer-model", timeoutMs: 5000, ...limits });

  async function collect(stream: AsyncIterable<string>): Promise<{ text: string; error: unknown; ms: number }> {
    const started = Date.now();
    let text = "";
    try {
      for await (const piece of stream) text += piece;
      return { text, error: null, ms: Date.now() - started };
    } catch (error) {
      return { text, error, ms: Date.now() - started };
    }
  }

  describe("streaming limits", () => {
    it("delivers a steady answer whole although it lasts far longer than either limit", async () => {
      const chunks = Array.from({ length: 40 }, (_, i) => `piece ${i}. `);
      peer.queue({ kind: "stream", chunks, delayMs: 100 });
      const { text, error, ms } = await collect(llm({ firstTokenMs: 1000, idleMs: 600 }).stream({ system: "s", messages: [{ role: "user", content: "go" }] }));
      expect(error).toBeNull();
      expect(text).toBe(chunks.join(""));
      expect(ms).toBeGreaterThan(3500);
    });

    it("waits for a model that thinks before its first piece, within the first-token limit", async () => {
      peer.queue({ kind: "stream", chunks: ["late ", "but whole"], firstDelayMs: 700 });
      const { text, error } = await collect(llm({ firstTokenMs: 2000, idleMs: 300 }).stream({ system: "s", messages: [{ role: "user", content: "go" }] }));
      expect(error).toBeNull();
      expect(text).toBe("late but whole");
    });

    it("cuts a silent server at the first-token limit", async () => {
      peer.queue({ kind: "hang" });
      const { text, error, ms } = await collect(llm({ firstTokenMs: 800, idleMs: 5000 }).stream({ system: "s", messages: [{ role: "user", content: "go" }] }));
      expect(text).toBe("");
      expect(error).toBeInstanceOf(LlmTimeoutError);
      expect((error as LlmTimeoutError).phase).toBe("first-token");
      expect(ms).toBeGreaterThanOrEqual(750);
      expect(ms).toBeLessThan(3000);
    });

    it("cuts a stall at the idle limit and keeps what was delivered", async () => {
      peer.queue({ kind: "stream", chunks: ["one ", "two ", "three ", "never"], delayMs: 50, stallAfter: 3 });
      const { text, error, ms } = await collect(llm({ firstTokenMs: 5000, idleMs: 700 }).stream({ system: "s", messages: [{ role: "user", content: "go" }] }));
      expect(text).toBe("one two three ");
      expect(error).toBeInstanceOf(LlmTimeoutError);
      expect((error as LlmTimeoutError).phase).toBe("idle");
      expect(ms).toBeLessThan(3000);
    });

    it("retries a 429 before the first piece once, after the provider's Retry-After", async () => {
      peer.queue({ kind: "status", status: 429, retryAfter: 1 }, { kind: "stream", chunks: ["after ", "the retry"] });
      const { text, error, ms } = await collect(llm().stream({ system: "s", messages: [{ role: "user", content: "go" }] }));
      expect(error).toBeNull();
      expect(text).toBe("after the retry");
      expect(peer.requests).toHaveLength(2);
      expect(ms).toBeGreaterThanOrEqual(900);
    });

    it("gives up after one retry", async () => {
      peer.queue({ kind: "status", status: 503 }, { kind: "status", status: 503 }, { kind: "stream", chunks: ["too late"] });
      const { error } = await collect(llm().stream({ system: "s", messages: [{ role: "user", content: "go" }] }));
      expect(error).not.toBeNull();
      expect(peer.requests).toHaveLength(2);
      // The third reply is still queued: take it, so the next test starts from an empty queue.
      expect((await collect(llm().stream({ system: "s", messages: [{ role: "user", content: "go" }] }))).text).toBe("too late");
    });
  });

  describe("structured answers", () => {
    const report = z.object({
      verdict: z.enum(["build", "refine", "avoid"]),
      risks: z.array(z.string().min(3).max(200)).min(3).max(6),
      score: z.number().min(0).max(10),
    });
    const good = { verdict: "refine", risks: ["one risk", "two risk", "three risk"], score: 6.5 };

    it("asks with a schema the provider's strict mode would not refuse, and validates with ours", async () => {
      peer.queue({ kind: "text", content: JSON.stringify(good) });
      expect(await llm().object({ schema: report, name: "report", system: "s", prompt: "p" })).toEqual(good);
      const format = peer.requests[0]!.response_format as { type: string; json_schema: { strict: boolean; schema: unknown } };
      expect(format.type).toBe("json_schema");
      expect(format.json_schema.strict).toBe(false);
    });

    it("the peer refuses a strict request outside OpenAI's subset, as the real API does", async () => {
      expect(strictSchemaProblems({ type: "object", properties: { a: { type: "string", minLength: 3 } }, required: ["a"], additionalProperties: false })).toEqual([
        "schema.a: 'minLength' is not permitted",
      ]);
      expect(strictSchemaProblems({ type: "object", properties: { a: { type: "string" } }, required: [], additionalProperties: false })[0]).toMatch(/required/);
      const response = await fetch(`${peer.baseUrl}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "m", messages: [], response_format: { type: "json_schema", json_schema: { name: "r", strict: true, schema: { type: "object", properties: { a: { type: "string", maxLength: 5 } }, required: ["a"], additionalProperties: false } } } }),
      });
      expect(response.status).toBe(400);
    });

    it("accepts JSON wrapped in a Markdown fence", async () => {
      peer.queue({ kind: "text", content: "```json\n" + JSON.stringify(good, null, 2) + "\n```" });
      expect(await llm().object({ schema: report, name: "report", system: "s", prompt: "p" })).toEqual(good);
    });

    it("calls an answer that does not fit an output error (the service retries those itself)", async () => {
      peer.queue({ kind: "text", content: JSON.stringify({ verdict: "maybe", risks: [] }) });
      await expect(llm().object({ schema: report, name: "report", system: "s", prompt: "p" })).rejects.toBeInstanceOf(LlmOutputError);
      peer.queue({ kind: "text", content: "I think you should build it!" });
      await expect(llm().object({ schema: report, name: "report", system: "s", prompt: "p" })).rejects.toBeInstanceOf(LlmOutputError);
    });

    it("retries a 500 once, then answers", async () => {
      peer.queue({ kind: "status", status: 500 }, { kind: "text", content: JSON.stringify(good) });
      expect(await llm().object({ schema: report, name: "report", system: "s", prompt: "p" })).toEqual(good);
      expect(peer.requests).toHaveLength(2);
    });

    it("does not retry a refused request (4xx other than 429)", async () => {
      peer.queue({ kind: "status", status: 400 }, { kind: "text", content: JSON.stringify(good) });
      await expect(llm().object({ schema: report, name: "report", system: "s", prompt: "p" })).rejects.toThrow();
      expect(peer.requests).toHaveLength(1);
      // The second reply is still queued: take it, so the next test starts from an empty queue.
      expect(await llm().object({ schema: report, name: "report", system: "s", prompt: "p" })).toEqual(good);
    });
  });

  it("unfence leaves plain JSON alone and opens a fence with or without a language", () => {
    expect(unfence('{"a":1}')).toBe('{"a":1}');
    expect(unfence('```\n{"a":1}\n```')).toBe('{"a":1}');
    expect(unfence('  ```json\n{"a":1}```  ')).toBe('{"a":1}');
  });
});
