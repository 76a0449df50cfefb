import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";
import { requestPath } from "../../http/canonical-path";
import { isInternalRequest } from "../../http/internal-request";
import type { ViewerResolver } from "../../http/viewer";
import type { RateLimiter } from "../rate-limit/index";
import type { SettingsReader } from "../settings/index";
import type { AdminNotifications } from "./notifications.service";
import { ipIsAllowed } from "./ip-allow-list";
import { DEFAULT_MAINTENANCE_MESSAGE } from "../../../shared/schemas/admin-settings";

const HOUR_MS = 60 * 60 * 1000;

/** What a signed-out visitor or a non-admin still reaches while maintenance mode is on: signing in. */
const MAINTENANCE_OPEN_API = [/^\/api\/auth\//, /^\/api\/v1\/me$/, /^\/api\/v1\/public-config$/, /^\/api\/v1\/status$/, /^\/api\/v1\/billing\/webhook$/];

/**
 * The API a visitor keeps when guest browsing is off: signing in and up, the screens' config, mail
 * links (subscribe and unsubscribe by signed token) and the payment provider's webhook.
 */
const GUEST_OPEN_API = [
  /^\/api\/auth\//,
  /^\/api\/v1\/me$/,
  /^\/api\/v1\/public-config$/,
  /^\/api\/v1\/status$/,
  /^\/api\/v1\/billing\/webhook$/,
  /^\/api\/v1\/subscribers(\/|$)/,
  // The pricing page's plans and what can be bought: prospects decide on it before they have an account.
  /^\/api\/v1\/billing\/config$/,
];
/**
 * Pages a visitor keeps when guest browsing is off: sign-in, sign-up, their links and mail links,
 * and what a prospect reads before signing up (pricing, FAQ, terms, privacy).
 */
const GUEST_OPEN_PAGES = /^\/(login|signup|forgot-password|reset-password|verify-email|unsubscribe|terms|privacy|pricing|faq|auth\/.*)$/;

/**
 * Which calls count toward the API rate limit: every /api/v1 call except
 * - /api/v1/public-config, /api/v1/status and /api/v1/me: every page load asks for them, so counting
 *   them would spend a visitor's hour on navigation rather than on API use;
 * - the Stripe webhook (the payment provider, not a user);
 * - calls by admins, who must always be able to reach the settings to raise a limit set too low.
 * /api/auth has its own, stricter per-address throttles (login attempts, mail caps) and /healthz
 * and /readyz are not under /api. One upsert per counted call (rate-limit.repo.ts).
 */
const NOT_RATE_LIMITED = [/^\/api\/v1\/public-config$/, /^\/api\/v1\/status$/, /^\/api\/v1\/me$/, /^\/api\/v1\/billing\/webhook$/];

const isAdminArea = (path: string) => /^\/admin(\/|$)/.test(path) || /^\/api\/v1\/admin(\/|$)/.test(path);
/** Build files and well-known files (favicon, robots.txt, sitemaps) are never gated. */
const isFile = (path: string) => path.startsWith("/assets/") || /\/[^/]+\.[a-z0-9]+$/i.test(path);

/**
 * Applies the admin settings to every request, on every instance: the settings row is read per
 * request (settings.repo.ts), so a change takes effect with the next request anywhere.
 * Order: the admin area's IP allow-list, maintenance mode, guest browsing, then the API rate limit.
 * Admins pass everything but the allow-list.
 */
export function registerSettingsEnforcement(
  app: FastifyInstance,
  deps: {
    settings: SettingsReader;
    viewers: ViewerResolver;
    /** `spent`: whether a bucket's window is used up, without counting (batched-counter.ts). */
    apiCalls: Pick<RateLimiter, "take"> & { spent?: (bucket: string, limit: number, windowMs: number) => boolean };
    notifications: AdminNotifications;
  },
) {
  // Probes and /api/v1/status answer even with the database down (no settings to read then).
  const ungated = (path: string) => path === "/healthz" || path === "/readyz" || path === "/api/v1/status" || isFile(path);

  /** Before anything else: the admin area's IP allow-list needs only the address. */
  async function allowList(request: FastifyRequest): Promise<void> {
    const path = requestPath(request);
    if (ungated(path) || !isAdminArea(path)) return;
    const { securitySettings } = await deps.settings.get();
    if (securitySettings.ipWhitelisting && !ipIsAllowed(request.ip, securitySettings.whitelist)) {
      throw new AppError("PERMISSION", { message: "The admin area cannot be reached from your network address." });
    }
  }

  /**
   * After validation, so a malformed request is neither counted nor made to resolve its session
   * (which would mark the user as seen): maintenance, guest browsing, then the rate limit.
   */
  async function enforce(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const path = requestPath(request);
    if (ungated(path)) return;
    const isApi = path.startsWith("/api/");
    const { systemSettings } = await deps.settings.get();
    const viewer = await deps.viewers.viewerOf(request);
    if (viewer?.entitlements.isAdmin) return;

    if (systemSettings.maintenanceMode && isApi && !MAINTENANCE_OPEN_API.some((open) => open.test(path))) {
      throw new AppError("NETWORK", { reason: "MAINTENANCE", message: systemSettings.maintenanceMessage || DEFAULT_MAINTENANCE_MESSAGE });
    }

    if (!systemSettings.enableGuestBrowsing && !viewer) {
      if (isApi && !GUEST_OPEN_API.some((open) => open.test(path))) throw new AppError("AUTH", { message: "Sign in to browse Ideadeck." });
      if (!isApi && !GUEST_OPEN_PAGES.test(path) && (request.method === "GET" || request.method === "HEAD")) {
        return reply.redirect(`/login?redirect=${encodeURIComponent(request.url)}`, 302);
      }
    }

    if (path.startsWith("/api/v1/") && !NOT_RATE_LIMITED.some((free) => free.test(path))) {
      // A personal API key has its own hourly budget (issue 28), so a script cannot spend the
      // member's browsing allowance, nor one key another's.
      const key = viewer?.apiKeyId ? `api:key:${viewer.apiKeyId}` : viewer ? `api:user:${viewer.user.id}` : `api:ip:${request.ip}`;
      const limit = systemSettings.apiRateLimit;
      // Fixed hourly windows (rate-limit.repo.ts): the count starts again at the next full hour.
      const resetSeconds = Math.ceil((HOUR_MS - (Date.now() % HOUR_MS)) / 1000);
      // The renderer's calls to this app's own API are part of one page view and spend nothing
      // (internal-request.ts); a viewer whose hour is already spent gets the page left to the
      // browser, whose own calls then say how long to wait.
      if (isInternalRequest(request)) {
        if (deps.apiCalls.spent?.(key, limit, HOUR_MS)) throw new AppError("RATE_LIMIT", { retryAfterSeconds: resetSeconds });
        return;
      }
      const { allowed, used } = await deps.apiCalls.take(key, limit, HOUR_MS);
      // The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), as @fastify/rate-limit sends them.
      reply.header("ratelimit-limit", String(limit));
      reply.header("ratelimit-remaining", String(Math.max(0, limit - used)));
      reply.header("ratelimit-reset", String(resetSeconds));
      reply.header("ratelimit-policy", `${limit};w=3600`);
      if (!allowed) throw new AppError("RATE_LIMIT", { retryAfterSeconds: resetSeconds });
    }
  }
  app.addHook("onRequest", allowList);
  app.addHook("preHandler", enforce);
  // Server errors reach the notification address (throttled there). 503 is left out: it is the
  // maintenance answer and the readiness probe's "database down", neither a fault in a request.
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode < 500 || reply.statusCode === 503) return;
    void deps.notifications.serverError({ method: request.method, url: requestPath(request), status: reply.statusCode, requestId: request.id });
  });
}
