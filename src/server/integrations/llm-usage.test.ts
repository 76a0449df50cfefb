import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createLlm, LlmOutputError, withModelCall, type LlmUsage } from "./llm";
import { startOpenAiPeer, type OpenAiPeer } from "../test/openai-peer";

/**
 * The model path's metering (issue 23, item 6; docs/decisions/017): inside withModelCall each call
 * gets its tool's output limit and is reported with the provider's token counts, a failed parse
 * included (its tokens were spent), a stream cut midway with unknown counts; outside, neither.
 */
describe("model call usage", () => {
  let peer: OpenAiPeer;
  const seen: LlmUsage[] = [];
  beforeAll(async () => {
    peer = await startOpenAiPeer();
  });
  afterAll(async () => {
    await peer.close();
  });
  beforeEach(() => {
    peer.requests.length = 0;
    seen.length = 0;
  });

  const llm = () =>
    createLlm(
      { baseUrl: peer.baseUrl, apiKey: "test-key", model: "peer-model", timeoutMs: 5000, firstTokenMs: 2000, idleMs: 400, maxOutputTokens: { chat: 321, validation: 654 } },
      { onUsage: async (usage) => void seen.push(usage) },
    );
  const call = { tool: "chat" as const, userId: "member-1" };

  async function drain(stream: AsyncIterable<string>) {
    let text = "";
    try {
      for await (const piece of stream) text += piece;
    } catch {
      // The pieces delivered before a cut are what counts here.
    }
    return text;
  }

  it("reports a stream's usage from its final chunk, under the call's tool and member, with the tool's limit sent", async () => {
    peer.queue({ kind: "stream", chunks: ["One ", "answer."], usage: { prompt_tokens: 70, completion_tokens: 3 } });
    const text = await withModelCall(call, () => drain(llm().stream({ system: "s", messages: [{ role: "user", content: "go" }] })));
    expect(text).toBe("One answer.");
    expect(peer.requests[0]).toMatchObject({ max_tokens: 321, stream_options: { include_usage: true } });
    expect(seen).toEqual([{ tool: "chat", userId: "member-1", model: "peer-model", inputTokens: 70, outputTokens: 3 }]);
  });

  it("counts a structured answer that did not parse: its tokens were written and billed", async () => {
    peer.queue({ kind: "text", content: "not json at all", usage: { prompt_tokens: 900, completion_tokens: 12 } });
    // The call is made inside the callback: the tool is read when the call starts.
    const ask = () => llm().object({ schema: z.object({ ok: z.boolean() }), name: "probe", system: "s", prompt: "p" });
    await expect(withModelCall({ tool: "validation", userId: "member-2" }, ask)).rejects.toBeInstanceOf(LlmOutputError);
    expect(peer.requests[0]!.max_tokens).toBe(654);
    expect(seen).toEqual([{ tool: "validation", userId: "member-2", model: "peer-model", inputTokens: 900, outputTokens: 12 }]);
  });

  it("counts a stream cut after it delivered text with its tokens unknown, and one that never began not at all", async () => {
    peer.queue({ kind: "stream", chunks: ["Half ", "an ", "answer"], stallAfter: 2 });
    expect(await withModelCall(call, () => drain(llm().stream({ system: "s", messages: [{ role: "user", content: "go" }] })))).toBe("Half an ");
    expect(seen).toEqual([{ tool: "chat", userId: "member-1", model: "peer-model", inputTokens: null, outputTokens: null }]);

    seen.length = 0;
    peer.queue({ kind: "status", status: 400, body: { error: { message: "bad request", type: "invalid_request_error" } } });
    expect(await withModelCall(call, () => drain(llm().stream({ system: "s", messages: [{ role: "user", content: "go" }] })))).toBe("");
    expect(seen).toEqual([]);
  });

  it("neither limits nor counts a call made outside withModelCall", async () => {
    peer.queue({ kind: "stream", chunks: ["Uncounted."], usage: { prompt_tokens: 5, completion_tokens: 2 } });
    await drain(llm().stream({ system: "s", messages: [{ role: "user", content: "go" }] }));
    expect(peer.requests[0]).not.toHaveProperty("max_tokens");
    expect(seen).toEqual([]);
  });
});
