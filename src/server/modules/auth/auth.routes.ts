import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, issuesFromZod } from "../../http/app-error";
import { requestPath } from "../../http/canonical-path";
import type { AppConfig, AuthLimits } from "../../config";
import type { Auth } from "./auth";
import type { LoginThrottleRepo } from "./login-throttle.repo";
import type { SettingsReader } from "../settings/index";
import { accountExistsMail, type MailService } from "../mail/index";
import { hashPassword } from "better-auth/crypto";
import type { AuthUsersRepo } from "./auth-users.repo";
import { signInPolicy } from "./sign-in-policy";
import type { RateLimiter } from "../rate-limit/index";
import type {
  requestPasswordResetBody,
  sendVerificationBody,
  signInBody,
  signUpBody,
  socialSignInBody} from "../../../shared/schemas/auth";
import {
  AUTH_BODY_SCHEMAS,
} from "../../../shared/schemas/auth";
import type { ErrorReason } from "../../../shared/errors";
import { SESSION_HINT_COOKIE } from "../../../shared/session-hint";

/** Bodies we check with our shared schemas before better-auth sees them. */
const BODY_SCHEMAS: Record<string, z.ZodType> = AUTH_BODY_SCHEMAS;

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAIL_WINDOW_MS = 15 * 60 * 1000;
const MAILS_PER_WINDOW = 3;
const MINUTE_MS = 60 * 1000;

/**
 * How often one network (IP) or one address may use the routes that create accounts, send mail or
 * check a password, counted in the database so every instance shares the count. Generous for a
 * person, an office or a school behind one address; far short of what a script needs to mail
 * strangers (60 sign-ups queued 60 verification mails before) or to guess a current password.
 */
const AUTH_LIMITS = {
  signUpPerIp: { bucket: "sign-up:ip", limit: "signUpPerIpPerHour", windowMs: 60 * MINUTE_MS, what: "sign-ups from this network" },
  signUpPerAddress: { bucket: "sign-up:address", limit: "signUpPerAddressPer15Min", windowMs: 15 * MINUTE_MS, what: "sign-ups for this address" },
  mailPerIp: { bucket: "auth-mail:ip", limit: "authMailPerIpPer15Min", windowMs: 15 * MINUTE_MS, what: "e-mails requested from this network" },
  changePassword: { bucket: "change-password:ip", limit: "changePasswordPerIpPer15Min", windowMs: 15 * MINUTE_MS, what: "password change attempts" },
} as const satisfies Record<string, { bucket: string; limit: keyof AuthLimits; windowMs: number; what: string }>;

/** "Try again in 12 minutes": when the window that refused a request ends. */
function retryIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Try again in a minute." : `Try again in ${minutes} minutes.`;
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
export function sessionHintFor(setCookies: string[]): string | null {
  const session = setCookies.find((c) => /^[^=]*session_token=/.test(c));
  if (!session) return null;
  const [pair = "", ...attributes] = session.split(";").map((part) => part.trim());
  const value = pair.slice(pair.indexOf("=") + 1);
  const keep = attributes.filter((a) => /^(max-age|expires|path|samesite|secure)/i.test(a));
  const cleared = value === "" || keep.some((a) => /^max-age=0$/i.test(a));
  return [`${SESSION_HINT_COOKIE}=${cleared ? "" : "1"}`, ...(cleared ? ["Max-Age=0", "Path=/"] : keep)].join("; ");
}

export interface AuthRoutesDeps {
  auth: Auth;
  config: AppConfig;
  throttle: LoginThrottleRepo;
  settings: SettingsReader;
  mail: MailService;
  users: AuthUsersRepo;
  /** The database-backed counter shared by every instance (rate-limit module). */
  limits: Pick<RateLimiter, "hit">;
  /**
   * Called after better-auth changed accounts or sessions (sign-out, password reset...): this
   * instance drops what it remembers of sessions at once; others hear it from the database.
   */
  onSessionsChanged(): void;
}

/** The one answer to a sign-up and to a reset request, whether or not the address has an account. */
const SIGN_UP_ANSWER = { status: true, message: "Check your email to verify your account" };
const RESET_ANSWER = { status: true, message: "If this email exists in our system, check your email for the reset link" };

export async function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps): Promise<void> {
  const { auth, config, throttle, settings, mail, users, limits } = deps;

  /** Counts one use against a limit; past it, a 429 that says what was limited and for how long. */
  async function withinLimit(rule: (typeof AUTH_LIMITS)[keyof typeof AUTH_LIMITS], key: string): Promise<void> {
    const now = Date.now();
    if (await limits.hit(`auth:${rule.bucket}:${key}`, config.authLimits[rule.limit], rule.windowMs, new Date(now))) return;
    const retryAfterSeconds = (rule.windowMs - (now % rule.windowMs)) / 1000;
    throw new AppError("RATE_LIMIT", { message: `Too many ${rule.what}. ${retryIn(retryAfterSeconds)}`, retryAfterSeconds });
  }

  /**
   * A sign-up for an address that has an account: the same answer as a new sign-up, after about the
   * same work (a password hash and a stored mail), so neither the body nor the timing tells them apart.
   */
  async function answerExistingSignUp(existing: { name: string }, email: string, password: string, reply: FastifyReply) {
    await hashPassword(password);
    if ((await mail.countRecent("account_exists", email, new Date(Date.now() - MAIL_WINDOW_MS))) < MAILS_PER_WINDOW) {
      const rendered = await accountExistsMail(existing.name, `${config.appUrl}/forgot-password`);
      await mail.send({ kind: "account_exists", to: email, ...rendered });
    }
    return reply.send(SIGN_UP_ANSWER);
  }

  /** Work answered before it finished (reset requests); awaited when the server closes. */
  const background = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...background]);
  });

  function toAuthRequest(request: FastifyRequest, body: unknown): Request {
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
    return new Request(new URL(request.url, config.appUrl), { method: request.method, headers, body: hasBody ? JSON.stringify(body ?? {}) : undefined });
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const path = requestPath(request);
    // better-auth's admin plugin endpoints (set-role, impersonate, set-user-password, create-user...)
    // would change users without our audit log; admins work through /api/v1/admin instead.
    if (/^\/api\/auth\/admin(\/|$)/i.test(path)) throw new AppError("NOT_FOUND");
    let body: unknown = request.body;
    const schema = request.method === "POST" ? BODY_SCHEMAS[path] : undefined;
    if (schema) {
      const parsed = schema.safeParse(body ?? {});
      if (!parsed.success) throw new AppError("VALIDATION", { issues: issuesFromZod(parsed.error.issues) });
      body = parsed.data;
    }

    let loginAttempt: { id: string } | null = null;
    // Verification is required unless the admin turned it off; read here, when the sign-in happens.
    let requireEmailVerification = true;
    if (path === "/api/auth/sign-up/email") {
      const current = await settings.get();
      if (!current.systemSettings.enableSignups) {
        throw new AppError("PERMISSION", { reason: "SIGNUPS_DISABLED", message: "Sign-ups are currently closed." });
      }
      const { email, password } = body as z.infer<typeof signUpBody>;
      // Both limits before the address is looked up, so being limited says nothing about an account.
      await withinLimit(AUTH_LIMITS.signUpPerIp, request.ip);
      await withinLimit(AUTH_LIMITS.signUpPerAddress, email);
      const existing = await users.byEmail(email);
      if (existing) return answerExistingSignUp(existing, email, password, reply);
    } else if (path === "/api/auth/sign-in/email") {
      const { email } = body as z.infer<typeof signInBody>;
      const { securitySettings } = await settings.get();
      requireEmailVerification = securitySettings.requireEmailVerification;
      loginAttempt = await throttle.begin(email, request.ip, new Date(Date.now() - LOGIN_WINDOW_MS), securitySettings.maxLoginAttempts);
      if (!loginAttempt) {
        // The window slides: the oldest failure stops counting at most 15 minutes from now.
        throw new AppError("RATE_LIMIT", {
          message: `Too many failed sign-in attempts for this account. ${retryIn(LOGIN_WINDOW_MS / 1000)} You can also reset your password.`,
          retryAfterSeconds: LOGIN_WINDOW_MS / 1000,
        });
      }
    } else if (path === "/api/auth/change-password") {
      // Guessing the current password through a stolen session is a sign-in guess by another door.
      await withinLimit(AUTH_LIMITS.changePassword, request.ip);
    } else if (path === "/api/auth/sign-in/social") {
      const { provider } = body as z.infer<typeof socialSignInBody>;
      if (!config.oauth[provider]) {
        throw new AppError("VALIDATION", {
          message: `Sign-in with ${provider === "github" ? "GitHub" : "Google"} is not available.`,
          issues: [{ path: "provider", message: "This provider is not configured" }],
        });
      }
    } else if (path === "/api/auth/send-verification-email") {
      const { email } = body as z.infer<typeof sendVerificationBody>;
      await withinLimit(AUTH_LIMITS.mailPerIp, request.ip);
      if ((await mail.countRecent("verification", email, new Date(Date.now() - MAIL_WINDOW_MS))) >= MAILS_PER_WINDOW) {
        throw new AppError("RATE_LIMIT", {
          message: `Three verification e-mails were sent to this address in the last 15 minutes. Check your inbox and spam folder, or ${retryIn(MAIL_WINDOW_MS / 1000).toLowerCase()}`,
          retryAfterSeconds: MAIL_WINDOW_MS / 1000,
        });
      }
    } else if (path === "/api/auth/request-password-reset") {
      const { email } = body as z.infer<typeof requestPasswordResetBody>;
      // A limit on the network says nothing about the address, so it may answer differently.
      await withinLimit(AUTH_LIMITS.mailPerIp, request.ip);
      // Same answer whether capped or not, so the cap does not reveal which addresses have accounts.
      // Accounts without a password get the same link as a "password_setup" mail (auth.ts): one cap for both.
      const since = new Date(Date.now() - MAIL_WINDOW_MS);
      const sent = (await mail.countRecent("password_reset", email, since)) + (await mail.countRecent("password_setup", email, since));
      if (sent >= MAILS_PER_WINDOW) {
        return reply.send(RESET_ANSWER);
      }
      // Answered before the work that only an existing account needs (token, mail), so the time
      // taken does not tell which addresses have accounts either.
      const pending = auth.handler(toAuthRequest(request, body)).then(
        async (response) => {
          if (!response.ok) request.log.warn({ status: response.status, body: (await response.text()).slice(0, 300) }, "password reset request failed");
        },
        (error: unknown) => request.log.error({ err: error }, "password reset request failed"),
      );
      background.add(pending);
      void pending.finally(() => background.delete(pending));
      return reply.send(RESET_ANSWER);
    }

    let response: Response;
    try {
      response = await signInPolicy.run({ requireEmailVerification }, () => auth.handler(toAuthRequest(request, body)));
    } catch (error) {
      if (loginAttempt) await throttle.discard(loginAttempt.id);
      throw error;
    }

    if (request.method === "POST" && response.ok) deps.onSessionsChanged();

    // A 401 is a wrong password and stays counted; success and answers before the check do not count.
    if (loginAttempt) {
      if (response.ok) await throttle.succeeded(loginAttempt.id);
      else if (response.status !== 401) await throttle.discard(loginAttempt.id);
    }

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === "set-cookie" || key === "content-length" || key === "content-encoding") return;
      reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    const hint = sessionHintFor(cookies);
    if (hint) cookies.push(hint);
    if (cookies.length) reply.header("set-cookie", cookies);

    const text = path === "/api/auth/sign-up/email" && response.ok ? JSON.stringify(SIGN_UP_ANSWER) : await response.text();
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

  app.route({ method: ["GET", "POST"], url: "/api/auth/*", handler: forward });
}
