import type { AuthBody, AuthPath } from "@shared/schemas/auth";
import type { AnswerOf, BodyOf, CallPath, Method } from "./api-contract";
import { ERROR_CATALOGUE, ERROR_REASONS, type ErrorCode, type ErrorReason, type FieldIssue } from "@shared/errors";

/**
 * The one way the SPA talks to the server. Every failure becomes an ApiError carrying the server's
 * `{ error: { code, message, reason?, issues? } }`, so screens never parse error bodies themselves.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly reason?: ErrorReason;
  readonly issues: FieldIssue[];
  /** False when the message is the catalogue's default because the server sent none. */
  readonly hasServerMessage: boolean;
  /** The parsed response body, for the rare endpoint whose failure answer carries data (GET /api/v1/status). */
  readonly body: unknown;
  /** From a 429's Retry-After header: how long the server asks to wait. */
  readonly retryAfterSeconds?: number;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    reason?: ErrorReason;
    issues?: FieldIssue[];
    hasServerMessage?: boolean;
    body?: unknown;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.hasServerMessage = init.hasServerMessage ?? false;
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason;
    this.issues = init.issues ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A status 0 error: the request never got an answer (offline, DNS, timeout, aborted). */
export function networkError(): ApiError {
  return new ApiError({ status: 0, code: "NETWORK", message: ERROR_CATALOGUE.NETWORK.message });
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return "VALIDATION";
  if (status === 401) return "AUTH";
  if (status === 403) return "PERMISSION";
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMIT";
  if (status === 503) return "NETWORK";
  return "SERVER";
}

function asCode(value: unknown): ErrorCode | undefined {
  return typeof value === "string" && value in ERROR_CATALOGUE ? (value as ErrorCode) : undefined;
}

function asReason(value: unknown): ErrorReason | undefined {
  return typeof value === "string" && (ERROR_REASONS as readonly string[]).includes(value) ? (value as ErrorReason) : undefined;
}

function asIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (issue): issue is FieldIssue =>
      typeof issue === "object" && issue !== null && typeof issue.path === "string" && typeof issue.message === "string",
  );
}

/**
 * Our server answers `{ error: {...} }`. better-auth's own shape (`{ code, message }` at the top) is
 * accepted too, so an auth error that slips past the server's wrapper still shows a real message.
 */
export function errorFromBody(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const inner =
    typeof record.error === "object" && record.error !== null ? (record.error as Record<string, unknown>) : record;
  const code = status === 429 ? "RATE_LIMIT" : (asCode(inner.code) ?? codeForStatus(status));
  let serverMessage = typeof inner.message === "string" && inner.message.trim() !== "" ? inner.message : undefined;
  const retryAfterSeconds = status === 429 ? parseRetryAfter(retryAfterHeader) : undefined;
  // A limit's answer says how long to wait when the server knows it; the catalogue's "a moment" does not.
  if (code === "RATE_LIMIT" && (serverMessage === undefined || serverMessage === ERROR_CATALOGUE.RATE_LIMIT.message)) {
    serverMessage = retryAfterSeconds === undefined ? ERROR_CATALOGUE.RATE_LIMIT.message : `Too many requests. ${tryAgainIn(retryAfterSeconds)}`;
  }
  return new ApiError({
    status,
    code,
    retryAfterSeconds,
    message: serverMessage ?? ERROR_CATALOGUE[code].message,
    hasServerMessage: serverMessage !== undefined,
    reason: asReason(inner.reason) ?? asReason(inner.code),
    issues: asIssues(inner.issues),
    body,
  });
}

/** Retry-After in seconds (the delta form our server sends; an HTTP date is read too). */
function parseRetryAfter(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

/** "Try again in a minute." / "Try again in 42 minutes." / "Try again in 2 hours.", rounded up, as the server words it. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return "Try again in a minute.";
  if (minutes < 120) return `Try again in ${minutes} minutes.`;
  return `Try again in ${Math.ceil(minutes / 60)} hours.`;
}

/** A 429: the member is asking too often, whatever the screen was loading. */
export function isRateLimited(error: unknown): error is ApiError {
  return isApiError(error) && error.code === "RATE_LIMIT";
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Gives up after this many milliseconds with a NETWORK error. */
  timeoutMs?: number;
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined): { signal?: AbortSignal; done: () => void } {
  if (!timeoutMs) return { signal, done: () => undefined };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const forward = () => controller.abort();
  signal?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forward);
    },
  };
}

/**
 * How requests leave: the browser's fetch, or, while the server renders a page (src/web/ssr), a
 * transport that hands the same request to the server's own routes with the visitor's cookies, so a
 * server-rendered page sees exactly what the API would show that viewer.
 */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);
export function setTransport(next: Transport): void {
  transport = next;
}

/**
 * Sends one call and answers its JSON body. The answer is not parsed again here: the server checks
 * every answer against its route's schema before sending it (fastify-type-provider-zod), and the
 * contract types say what it is, so zod never has to load in the browser for a read (issue 25, ADR 023).
 */
async function request(method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", path: string, options: RequestOptions & { body?: unknown } = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const timeout = withTimeout(options.signal, options.timeoutMs);

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: timeout.signal,
    });
  } catch {
    throw networkError();
  } finally {
    timeout.done();
  }

  const text = await response.text().catch(() => "");
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }

  if (!response.ok) throw errorFromBody(response.status, body, response.headers?.get?.("retry-after"));
  return body;
}

/**
 * A path the browser requests itself (a download link, the chat's event stream), held to the
 * contract like every api.* call: apiPath("get", `/api/v1/ideas/${slug}/export?format=pdf`).
 */
export function apiPath<M extends Method, U extends CallPath<M>>(_method: M, path: U): NoInfer<U> {
  return path;
}

/**
 * Typed by the API contract (./api-contract): `path` must be one of the server's paths for that
 * method (parameters filled, an optional ?query), `body` its request shape, and the answer is its
 * response shape.
 */
export const api = {
  get: <U extends CallPath<"get">>(path: U, options?: RequestOptions) => request("GET", path, options) as Promise<AnswerOf<"get", U>>,
  post: <U extends CallPath<"post">>(path: U, body: BodyOf<"post", U>, options?: RequestOptions) =>
    request("POST", path, { ...options, body }) as Promise<AnswerOf<"post", U>>,
  patch: <U extends CallPath<"patch">>(path: U, body: BodyOf<"patch", U>, options?: RequestOptions) =>
    request("PATCH", path, { ...options, body }) as Promise<AnswerOf<"patch", U>>,
  put: <U extends CallPath<"put">>(path: U, body: BodyOf<"put", U>, options?: RequestOptions) =>
    request("PUT", path, { ...options, body }) as Promise<AnswerOf<"put", U>>,
  delete: <U extends CallPath<"delete">>(path: U, options?: RequestOptions) => request("DELETE", path, options) as Promise<AnswerOf<"delete", U>>,
  /** better-auth's endpoints (outside the OpenAPI contract; their paths and bodies: AUTH_BODY_SCHEMAS). */
  auth: <P extends AuthPath>(path: P, body: AuthBody<P>, options?: RequestOptions) => request("POST", path, { ...options, body }),
};

/**
 * The message to show for a failed call: the server's own message when it sent one, else the
 * screen's fallback (the spec's "the service message or 'Failed to ...'"). `unexpected` replaces the
 * text for requests that never got an answer and for non-API exceptions (the spec's "An unexpected
 * error occurred"); without it a network failure shows the catalogue's NETWORK message.
 */
export function errorMessage(error: unknown, fallback: string, options: { unexpected?: string } = {}): string {
  if (!isApiError(error)) return options.unexpected ?? fallback;
  if (error.status === 0) return options.unexpected ?? error.message;
  // Whatever the screen was doing, a limit is the reason and waiting is the fix: never "not found" or "check your connection".
  if (error.code === "RATE_LIMIT") return error.message;
  return error.hasServerMessage ? error.message : fallback;
}
