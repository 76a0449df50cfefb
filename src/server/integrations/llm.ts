import { createOpenAI } from "@ai-sdk/openai";
import { generateText, Output, streamText } from "ai";
import type { z } from "zod";
import type { AiConfig } from "../config";

/**
 * The only place that talks to a language model (docs/ARCHITECTURE.md: vendor SDKs live in
 * integrations/). It speaks OpenAI's /v1/chat/completions through the Vercel AI SDK, so OpenAI,
 * OpenRouter, Ollama, llama.cpp's server and vLLM all work with AI_BASE_URL and AI_MODEL.
 */
export interface LlmMessage {
  role: "user" | "assistant";
  content: string;
}

export interface Llm {
  model: string;
  /** One structured answer, parsed with `schema`. Throws LlmOutputError when the output does not fit. */
  object<T>(args: { schema: z.ZodType<T>; name: string; system: string; prompt: string; signal?: AbortSignal }): Promise<T>;
  /** Text as the model writes it; ends early when `signal` aborts. */
  stream(args: { system: string; messages: LlmMessage[]; signal?: AbortSignal }): AsyncIterable<string>;
  /** A tiny call that shows whether the model answers (for the admin status page). */
  ping(): Promise<{ ok: true; ms: number } | { ok: false; error: string }>;
}

/** The model answered, but not in the shape asked for. */
export class LlmOutputError extends Error {}

export function createLlm(config: AiConfig): Llm {
  const provider = createOpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? "not-needed", name: "ai" });
  const model = provider.chat(config.model);
  // The service retries once on bad output; the SDK's own retries would multiply waiting on a dead server.
  const callSettings = { model, maxRetries: 0, timeout: config.timeoutMs } as const;

  return {
    model: config.model,

    async object({ schema, name, system, prompt, signal }) {
      try {
        const result = await generateText({ ...callSettings, system, prompt, abortSignal: signal, output: Output.object({ schema, name }) });
        return schema.parse(result.output);
      } catch (error) {
        const kind = error instanceof Error ? error.name : "";
        if (/NoObjectGenerated|NoOutputGenerated|TypeValidation|JSONParse|ZodError/.test(kind)) {
          throw new LlmOutputError(`the model's answer did not fit ${name}`, { cause: error });
        }
        throw error;
      }
    },

    async *stream({ system, messages, signal }) {
      let failure: unknown = null;
      const result = streamText({ ...callSettings, system, messages, abortSignal: signal, onError: ({ error }) => void (failure = error) });
      for await (const text of result.textStream) yield text;
      if (signal?.aborted) return;
      // streamText reports a failed request through onError and simply ends the text stream; a
      // connection cut midway shows only as a missing finish reason.
      const finish = await Promise.resolve(result.finishReason).catch((error: unknown) => {
        failure ??= error;
        return "error";
      });
      if (failure) throw failure;
      if (finish !== "stop" && finish !== "length") throw new Error(`the model's answer ended without finishing (${finish})`);
    },

    async ping() {
      const started = performance.now();
      try {
        await generateText({ ...callSettings, timeout: Math.min(config.timeoutMs, 15_000), prompt: "Reply with the word ok.", maxOutputTokens: 5 });
        return { ok: true, ms: Math.round(performance.now() - started) };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
