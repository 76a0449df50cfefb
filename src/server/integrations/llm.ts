import { AsyncLocalStorage } from "node:async_hooks";
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateText, NoObjectGeneratedError, Output, stepCountIs, streamText, type LanguageModelUsage, type ToolSet } from "ai";
import type { z } from "zod";
import type { AiConfig } from "../config";
import type { AiTool } from "../../shared/schemas/ai-usage";

/**
 * The only place that talks to a language model (docs/ARCHITECTURE.md: vendor SDKs live in
 * integrations/). It speaks OpenAI's /v1/chat/completions through the Vercel AI SDK, so OpenAI,
 * OpenRouter, Ollama, llama.cpp's server and vLLM all work with AI_BASE_URL and AI_MODEL.
 */
export interface LlmMessage {
  role: "user" | "assistant";
  content: string;
}

export interface LlmObjectRequest<T> {
  schema: z.ZodType<T>;
  name: string;
  system: string;
  prompt: string;
  signal?: AbortSignal;
  /** Tools the model may call before it answers (web research), and at most how many rounds of calls. */
  tools?: ToolSet;
  maxToolRounds?: number;
}

export interface Llm {
  model: string;
  /** One structured answer, parsed with `schema`. Throws LlmOutputError when the output does not fit. */
  object<T>(request: LlmObjectRequest<T>): Promise<T>;
  /**
   * Text as the model writes it; ends early when `signal` aborts. Throws LlmTimeoutError when the first
   * piece or the next one takes too long; the pieces already yielded stay delivered.
   */
  stream(args: { system: string; messages: LlmMessage[]; signal?: AbortSignal }): AsyncIterable<string>;
  /** A tiny call that shows whether the model answers (for the admin status page). */
  ping(): Promise<{ ok: true; ms: number } | { ok: false; error: string }>;
}

/** Which AI tool a model call serves and for whom: set by the AI service around each tool's work. */
export interface ModelCall {
  tool: AiTool;
  /** The member (or admin) the call is for; null when no one asked (a job). */
  userId: string | null;
}

/** One model call's cost as the provider reported it: null tokens when it never did (a stream cut short). */
export interface LlmUsage extends ModelCall {
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
}

/**
 * The tool and member of the model calls made inside `run` (docs/decisions/017-model-call-usage.md):
 * the engines between the AI service and this module need not carry them, and each call gets its
 * tool's output limit and is counted under it.
 */
const currentCall = new AsyncLocalStorage<ModelCall>();
export function withModelCall<T>(call: ModelCall, run: () => T): T {
  return currentCall.run(call, run);
}

/** The provider's counts; a count the provider left out is unknown, not zero. */
function reported(usage: LanguageModelUsage | undefined) {
  return { inputTokens: usage?.inputTokens ?? null, outputTokens: usage?.outputTokens ?? null };
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

/**
 * One structured-output setting per schema and name. Building it converts the zod schema to JSON
 * schema, a few milliseconds each time for the validation report's schema; the schemas are
 * module constants, so each is converted once per process.
 */
const outputs = new WeakMap<z.ZodType, Map<string, ReturnType<typeof Output.object>>>();
function outputFor(schema: z.ZodType, name: string) {
  let byName = outputs.get(schema);
  if (!byName) outputs.set(schema, (byName = new Map()));
  let output = byName.get(name);
  if (!output) byName.set(name, (output = Output.object({ schema, name })));
  return output;
}

export function createLlm(config: AiConfig, hooks: { onUsage?: (usage: LlmUsage) => Promise<void> } = {}): Llm {
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

  /** The call's tool limit and a recorder of what it cost; a call outside withModelCall has neither. */
  function meter() {
    const call = currentCall.getStore();
    return {
      maxOutputTokens: call ? config.maxOutputTokens?.[call.tool] : undefined,
      record: async (usage: { inputTokens: number | null; outputTokens: number | null }) => {
        if (call && hooks.onUsage) await hooks.onUsage({ ...call, model: config.model, ...usage });
      },
    };
  }

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

    async object<T>({ schema, name, system, prompt, signal, tools, maxToolRounds = 0 }: LlmObjectRequest<T>): Promise<T> {
      const { maxOutputTokens, record } = meter();
      const answer = await oneRetry(async (): Promise<{ fits: true; value: unknown } | { fits: false; json: unknown }> => {
        try {
          const result = await generateText({
            ...baseSettings,
            timeout: config.timeoutMs,
            maxOutputTokens,
            system,
            prompt,
            abortSignal: signal,
            providerOptions,
            output: outputFor(schema, name),
            // The structured answer is a step of its own after the rounds of tool calls.
            ...(tools ? { tools, stopWhen: stepCountIs(maxToolRounds + 1) } : {}),
          });
          await record(reported(result.totalUsage));
          // The SDK has parsed it with `schema` already.
          return { fits: true, value: result.output };
        } catch (error) {
          // An answer that did not parse was still written, and paid for.
          if (NoObjectGeneratedError.isInstance(error)) await record(reported(error.usage));
          // A fenced answer fails the SDK's JSON parse; the text inside the fence may still fit.
          if (NoObjectGeneratedError.isInstance(error) && error.text) {
            try {
              return { fits: false, json: JSON.parse(unfence(error.text)) as unknown };
            } catch {
              throw new LlmOutputError(`the model's answer to ${name} is not JSON`, { cause: error });
            }
          }
          throw error;
        }
      }, signal);
      if (answer.fits) return answer.value as T;
      const parsed = schema.safeParse(answer.json);
      if (!parsed.success) throw new LlmOutputError(`the model's answer did not fit ${name}`, { cause: parsed.error });
      return parsed.data;
    },

    async *stream({ system, messages, signal }) {
      const { maxOutputTokens, record } = meter();
      for (let attempt = 0; ; attempt++) {
        // Our own watchdog instead of a total timeout: a long answer that keeps arriving is never cut.
        const watchdog = new AbortController();
        let timer = setTimeout(() => watchdog.abort(new LlmTimeoutError("first-token", firstTokenMs)), firstTokenMs);
        let failure: unknown = null;
        let delivered = false;
        const result = streamText({
          ...baseSettings,
          maxOutputTokens,
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
        // A stream stopped midway never gets the provider's final count, but its text was written
        // and billed: the call is counted with its tokens unknown.
        if (delivered && (signal?.aborted || watchdog.signal.aborted || failure)) await record({ inputTokens: null, outputTokens: null });
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
        if (finish !== "stop" && finish !== "length") {
          if (delivered) await record({ inputTokens: null, outputTokens: null });
          throw new Error(`the model's answer ended without finishing (${finish})`);
        }
        // OpenAI-compatible servers send the count in the last chunk (stream_options.include_usage).
        await record(reported(await Promise.resolve(result.totalUsage).catch(() => undefined)));
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
