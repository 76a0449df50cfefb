import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateText, NoObjectGeneratedError, Output, streamText } from "ai";
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
  /**
   * Text as the model writes it; ends early when `signal` aborts. Throws LlmTimeoutError when the first
   * piece or the next one takes too long; the pieces already yielded stay delivered.
   */
  stream(args: { system: string; messages: LlmMessage[]; signal?: AbortSignal }): AsyncIterable<string>;
  /** A tiny call that shows whether the model answers (for the admin status page). */
  ping(): Promise<{ ok: true; ms: number } | { ok: false; error: string }>;
}

/** The model answered, but not in the shape asked for. */
export class LlmOutputError extends Error {}

/** A streamed answer waited too long for its first piece, or for the next one. */
export class LlmTimeoutError extends Error {
  constructor(readonly phase: "first-token" | "idle", ms: number) {
    super(phase === "first-token" ? `the model sent nothing within ${ms / 1000} s` : `the model fell silent for ${ms / 1000} s mid-answer`);
  }
}

/** Rate limits and server faults are worth one more try; a refused request (4xx) is not. */
function isRetryable(error: unknown): error is APICallError {
  return APICallError.isInstance(error) && (error.statusCode === 429 || (error.statusCode ?? 0) >= 500);
}

/** The provider's Retry-After when it sent one (capped: a member is waiting), else a second. */
function retryDelayMs(error: APICallError): number {
  const header = Number(error.responseHeaders?.["retry-after"]);
  return Number.isFinite(header) && header > 0 ? Math.min(header * 1000, 10_000) : 1_000;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Small local models often wrap JSON in a Markdown fence even when asked for JSON. */
export function unfence(text: string): string {
  const fenced = text.trim().match(/^```[a-zA-Z]*\s*\n([\s\S]*?)\n?```$/);
  return fenced ? fenced[1]! : text.trim();
}

export function createLlm(config: AiConfig): Llm {
  const provider = createOpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? "not-needed", name: "ai" });
  const model = provider.chat(config.model);
  const firstTokenMs = config.firstTokenMs ?? config.timeoutMs;
  const idleMs = config.idleMs ?? config.timeoutMs;
  // Retries are ours (one, on 429 and 5xx): the SDK's own would multiply waiting on a dead server.
  const baseSettings = { model, maxRetries: 0 } as const;
  /**
   * The schema goes to the provider as a hint (strict: false) and our zod schema decides: OpenAI's
   * strict mode refuses length, range and count keywords our schemas use, and local servers (Ollama,
   * llama.cpp, vLLM) ignore or only partly honour a schema anyway.
   */
  const providerOptions = { openai: { strictJsonSchema: false } };

  async function oneRetry<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isRetryable(error) || signal?.aborted) throw error;
      await sleep(retryDelayMs(error), signal);
      return call();
    }
  }

  return {
    model: config.model,

    async object({ schema, name, system, prompt, signal }) {
      const result = await oneRetry(async () => {
        try {
          const answer = await generateText({
            ...baseSettings,
            timeout: config.timeoutMs,
            system,
            prompt,
            abortSignal: signal,
            providerOptions,
            output: Output.object({ schema, name }),
          });
          return answer.output as unknown;
        } catch (error) {
          // A fenced answer fails the SDK's JSON parse; the text inside the fence may still fit.
          if (NoObjectGeneratedError.isInstance(error) && error.text) {
            try {
              return JSON.parse(unfence(error.text)) as unknown;
            } catch {
              throw new LlmOutputError(`the model's answer to ${name} is not JSON`, { cause: error });
            }
          }
          throw error;
        }
      }, signal);
      const parsed = schema.safeParse(result);
      if (!parsed.success) throw new LlmOutputError(`the model's answer did not fit ${name}`, { cause: parsed.error });
      return parsed.data;
    },

    async *stream({ system, messages, signal }) {
      for (let attempt = 0; ; attempt++) {
        // Our own watchdog instead of a total timeout: a long answer that keeps arriving is never cut.
        const watchdog = new AbortController();
        let timer = setTimeout(() => watchdog.abort(new LlmTimeoutError("first-token", firstTokenMs)), firstTokenMs);
        let failure: unknown = null;
        let delivered = false;
        const result = streamText({
          ...baseSettings,
          system,
          messages,
          abortSignal: signal ? AbortSignal.any([signal, watchdog.signal]) : watchdog.signal,
          onError: ({ error }) => void (failure = error),
        });
        try {
          for await (const text of result.textStream) {
            clearTimeout(timer);
            delivered = true;
            // The idle clock runs while the model is silent, not while our reader is busy with a piece.
            yield text;
            timer = setTimeout(() => watchdog.abort(new LlmTimeoutError("idle", idleMs)), idleMs);
          }
        } catch (error) {
          failure ??= error;
        } finally {
          clearTimeout(timer);
        }
        if (signal?.aborted) return;
        if (watchdog.signal.aborted) throw watchdog.signal.reason;
        // streamText reports a failed request through onError and simply ends the text stream; a
        // connection cut midway shows only as a missing finish reason.
        const finish = failure
          ? "error"
          : await Promise.resolve(result.finishReason).catch((error: unknown) => {
              failure ??= error;
              return "error";
            });
        if (failure && !delivered && attempt === 0 && isRetryable(failure)) {
          await sleep(retryDelayMs(failure), signal);
          continue;
        }
        if (failure) throw failure;
        if (finish !== "stop" && finish !== "length") throw new Error(`the model's answer ended without finishing (${finish})`);
        return;
      }
    },

    async ping() {
      const started = performance.now();
      try {
        await generateText({ ...baseSettings, timeout: Math.min(config.timeoutMs, 15_000), prompt: "Reply with the word ok.", maxOutputTokens: 5 });
        return { ok: true, ms: Math.round(performance.now() - started) };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
