import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error";
import { entitlementsFor, type Entitlements, type Role } from "../../shared/entitlements";
import { hasSessionCookie, signedSessionToken } from "./session-cookie";
import type { profiles, users } from "../db/schema";
import { createViewerCache } from "./viewer-cache";
import { bearerToken } from "./bearer";

/** A live session with its user and profile, as the account module's profile reads find it. */
export interface SessionOwner {
  sessionId: string;
  sessionUpdatedAt: Date;
  sessionExpiresAt: Date;
  user: typeof users.$inferSelect;
  profile: typeof profiles.$inferSelect;
}

/**
 * The profile reads the resolver needs (the account module's profile.repo provides them). Declared
 * here, so this low-level part of http imports no module and every module's routes can import it.
 */
export interface ViewerProfiles {
  bySessionToken(token: string): Promise<SessionOwner | null>;
  getWithUser(userId: string): Promise<Pick<SessionOwner, "user" | "profile"> | null>;
  touchLastSeen(userId: string, at: Date): Promise<void>;
}

export interface Viewer {
  user: SessionOwner["user"];
  profile: SessionOwner["profile"];
  sessionId: string;
  entitlements: Entitlements;
  /** Set when the request came with a personal API key (issue 28) instead of a session cookie. */
  apiKeyId?: string;
}

/**
 * Lets better-auth extend a session that is due (auth.ts refreshSession): the cookies it re-sends, and
 * whether the session still holds. A function, so this low-level resolver need not know better-auth.
 */
export type SessionRefresh = (cookie: string) => Promise<{ setCookies: string[]; valid: boolean }>;

/** How a bearer secret becomes its key's owner (the api-keys service; it also counts the request). */
export interface ApiKeyResolver {
  use(secret: string): Promise<{ id: string; userId: string } | null>;
}

const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

function entitlementsOf(role: Role, profile: SessionOwner["profile"]): Entitlements {
  return entitlementsFor({
    role,
    tier: profile.subscriptionTier,
    status: profile.subscriptionStatus,
    endsAt: profile.subscriptionEndsAt,
    cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
    graceTier: profile.graceTier,
    graceUntil: profile.graceUntil,
  });
}


/**
 * Resolves who is asking, once per request: the signed session cookie, then the live session, its
 * user and profile in one prepared query, and the entitlements computed from them. better-auth is
 * asked only when the session is due to be extended (daily). Route guards and services read only this.
 */
export function createViewerResolver(deps: { refreshSession: SessionRefresh; profiles: ViewerProfiles; secret: string; sessionRefreshMs: number; cacheTtlMs?: number; apiKeys?: ApiKeyResolver }) {
  const perRequest = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  const cache = createViewerCache<SessionOwner & { userId: string; expiresAt: Date }>({ ttlMs: deps.cacheTtlMs ?? 60_000, maxEntries: 20_000 });

  /** The session's owner, from this instance's cache (kept exact by NOTIFY, see viewer-cache.ts). */
  async function sessionOwner(token: string): Promise<SessionOwner | null> {
    const cached = cache.get(token);
    if (cached) return cached;
    const found = await deps.profiles.bySessionToken(token);
    if (found) cache.set(token, { ...found, userId: found.user.id, expiresAt: found.sessionExpiresAt });
    return found;
  }
  const pendingCookies = new WeakMap<FastifyRequest, string[]>();

  /**
   * A personal API key: its member with their plan and nothing more (role "user", so an admin's key
   * reaches no admin route). Not cached, so a revoked key is refused from the next request on. An
   * unknown or revoked key is a 401, never a fall-back to the visitor's answers.
   */
  async function resolveKey(secret: string): Promise<Viewer> {
    const key = deps.apiKeys ? await deps.apiKeys.use(secret) : null;
    const found = key ? await deps.profiles.getWithUser(key.userId) : null;
    if (!key || !found) throw new AppError("AUTH", { message: "The API key is not valid or was revoked." });
    const { user, profile } = found;
    return { user, profile, sessionId: `api-key:${key.id}`, apiKeyId: key.id, entitlements: entitlementsOf("user", profile) };
  }

  async function resolve(request: FastifyRequest): Promise<Viewer | null> {
    const secret = bearerToken(request.headers);
    if (secret) return resolveKey(secret);
    // No session cookie, no session: a visitor costs no lookup at all.
    const cookie = request.headers.cookie;
    if (!hasSessionCookie(cookie)) return null;
    const token = signedSessionToken(cookie, deps.secret);
    if (!token) return null;
    let found = await sessionOwner(token);
    if (!found) return null;
    const now = new Date();
    if (now.getTime() - found.sessionUpdatedAt.getTime() > deps.sessionRefreshMs) {
      // Once a day better-auth extends the session and re-sends its cookie: let it, and pass the
      // cookie on with this answer (see takeCookies).
      const { setCookies, valid } = await deps.refreshSession(cookie!);
      if (setCookies.length) pendingCookies.set(request, setCookies);
      if (!valid) return null;
      cache.forgetUser(found.user.id);
      found = (await sessionOwner(token)) ?? found;
    }
    if (!found.profile.lastSeenAt || now.getTime() - found.profile.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await deps.profiles.touchLastSeen(found.user.id, now);
    }
    const { user, profile } = found;
    const role: Role = user.role === "admin" ? "admin" : "user";
    return {
      user,
      profile,
      sessionId: found.sessionId,
      entitlements: entitlementsOf(role, profile),
    };
  }

  function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
    let pending = perRequest.get(request);
    if (!pending) {
      pending = resolve(request);
      perRequest.set(request, pending);
    }
    return pending;
  }

  return {
    viewerOf,
    /** A session, user or profile changed somewhere (NOTIFY viewer_changed with the user id). */
    forgetUser: (userId: string) => cache.forgetUser(userId),
    /** Sessions changed in ways not tied to one known user, or notifications may have been lost. */
    forgetAll: () => cache.clear(),
    /** Cookies a session refresh produced while resolving this request; app.ts sends them. */
    takeCookies(request: FastifyRequest): string[] | undefined {
      const cookies = pendingCookies.get(request);
      pendingCookies.delete(request);
      return cookies;
    },
    async requireUser(request: FastifyRequest): Promise<Viewer> {
      const viewer = await viewerOf(request);
      if (!viewer) throw new AppError("AUTH");
      return viewer;
    },
    async requireAdmin(request: FastifyRequest): Promise<Viewer> {
      const viewer = await viewerOf(request);
      if (!viewer) throw new AppError("AUTH");
      if (!viewer.entitlements.isAdmin) throw new AppError("PERMISSION", { message: "Admin access required" });
      return viewer;
    },
  };
}
export type ViewerResolver = ReturnType<typeof createViewerResolver>;
