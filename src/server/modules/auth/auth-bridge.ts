import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";
import type { ErrorReason } from "../../../shared/errors";
import { SESSION_HINT_COOKIE } from "../../../shared/session-hint";

// better-auth speaks Fetch (Request in, Response out); these translate to and from Fastify's.

/** A Fastify request as the Fetch Request better-auth's handler takes, with the body we checked. */
export function toAuthRequest(request: FastifyRequest, body: unknown, appUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === "x-client-ip" || key === "content-length") continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  // better-auth records the client address from this header; fastify's request.ip honours TRUST_PROXY.
  headers.set("x-client-ip", request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  if (hasBody) headers.set("content-type", "application/json");
  return new Request(new URL(request.url, appUrl), { method: request.method, headers, body: hasBody ? JSON.stringify(body ?? {}) : undefined });
}

/**
 * better-auth's answer sent on: its status, headers and cookies (with our session hint), its errors
 * in our catalogue. `replaceBody` stands in for a successful answer's body (sign-up's one answer).
 */
export async function sendAuthResponse(request: FastifyRequest, reply: FastifyReply, response: Response, replaceBody?: unknown) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === "set-cookie" || key === "content-length" || key === "content-encoding") return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  const hint = sessionHintFor(cookies);
  if (hint) cookies.push(hint);
  if (cookies.length) reply.header("set-cookie", cookies);

  const text = replaceBody !== undefined && response.ok ? JSON.stringify(replaceBody) : await response.text();
  if (response.status >= 400) {
    let parsed: { code?: string; message?: string } | null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const error = mapAuthError(response.status, parsed);
    if (error.status >= 500) request.log.error({ status: response.status, body: text.slice(0, 500) }, "auth error");
    return reply.status(error.status).type("application/json").send(error.toBody());
  }
  return reply.send(text || undefined);
}

/** better-auth's error codes, turned into our catalogue with the message a user should read. */
function mapAuthError(status: number, body: { code?: string; message?: string } | null): AppError {
  const code = body?.code ?? "";
  const reasons: Record<string, { reason: ErrorReason; message: string; as: "AUTH" | "PERMISSION" | "VALIDATION" }> = {
    INVALID_EMAIL_OR_PASSWORD: { reason: "INVALID_CREDENTIALS", message: "Invalid email or password", as: "AUTH" },
    EMAIL_NOT_VERIFIED: {
      reason: "EMAIL_NOT_VERIFIED",
      message: "Please verify your email address before signing in. Check your inbox or resend the verification email.",
      as: "PERMISSION",
    },
    INVALID_TOKEN: { reason: "INVALID_TOKEN", message: "This link is invalid or has expired.", as: "VALIDATION" },
    TOKEN_EXPIRED: { reason: "INVALID_TOKEN", message: "This link is invalid or has expired.", as: "VALIDATION" },
    USER_ALREADY_EXISTS: { reason: "USER_ALREADY_EXISTS", message: "An account with this email already exists.", as: "VALIDATION" },
    SIGNUPS_DISABLED: { reason: "SIGNUPS_DISABLED", message: "Sign-ups are currently closed.", as: "PERMISSION" },
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
      reason: "USER_ALREADY_EXISTS",
      message: "An account with this email already exists.",
      as: "VALIDATION",
    },
  };
  const known = reasons[code];
  if (known) return new AppError(known.as, { reason: known.reason, message: known.message, status });
  if (status === 429) return new AppError("RATE_LIMIT");
  if (status === 401) return new AppError("AUTH", { message: body?.message || undefined });
  if (status === 403) return new AppError("PERMISSION", { message: body?.message || undefined });
  if (status === 404) return new AppError("NOT_FOUND");
  if (status >= 500) return new AppError("SERVER");
  return new AppError("VALIDATION", { message: body?.message || undefined, status: 400 });
}

/**
 * Mirrors the session cookie's lifetime in the readable hint cookie (see shared/session-hint.ts):
 * set with the same Max-Age or as a browser-session cookie, cleared when the session cookie is.
 */
function sessionHintFor(setCookies: string[]): string | null {
  const session = setCookies.find((c) => /^[^=]*session_token=/.test(c));
  if (!session) return null;
  const [pair = "", ...attributes] = session.split(";").map((part) => part.trim());
  const value = pair.slice(pair.indexOf("=") + 1);
  const keep = attributes.filter((a) => /^(max-age|expires|path|samesite|secure)/i.test(a));
  const cleared = value === "" || keep.some((a) => /^max-age=0$/i.test(a));
  return [`${SESSION_HINT_COOKIE}=${cleared ? "" : "1"}`, ...(cleared ? ["Max-Age=0", "Path=/"] : keep)].join("; ");
}
