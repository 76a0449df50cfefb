import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";
import { entitlementsFor, type Entitlements, type Role } from "../../../shared/entitlements";
import type { Auth } from "./auth";
import type { ProfileRepo, ProfileRow, UserRow } from "../account/profile.repo";

export interface Viewer {
  user: UserRow;
  profile: ProfileRow;
  sessionId: string;
  entitlements: Entitlements;
}

const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

/**
 * Resolves who is asking, once per request: the better-auth session from the cookie, then the
 * profile and the entitlements computed from it. Route guards and services read only this.
 */
export function createViewerResolver(deps: { auth: Auth; profiles: ProfileRepo }) {
  const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

  async function resolve(request: FastifyRequest): Promise<Viewer | null> {
    const headers = new Headers();
    if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
    const session = await deps.auth.api.getSession({ headers });
    if (!session) return null;
    const row = await deps.profiles.getWithUser(session.user.id);
    if (!row) return null;
    const now = new Date();
    if (!row.profile.lastSeenAt || now.getTime() - row.profile.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await deps.profiles.touchLastSeen(row.user.id, now);
    }
    const role: Role = row.user.role === "admin" ? "admin" : "user";
    return {
      user: row.user,
      profile: row.profile,
      sessionId: session.session.id,
      entitlements: entitlementsFor({
        role,
        tier: row.profile.subscriptionTier,
        status: row.profile.subscriptionStatus,
        endsAt: row.profile.subscriptionEndsAt,
        cancelAtPeriodEnd: row.profile.cancelAtPeriodEnd,
        graceTier: row.profile.graceTier,
        graceUntil: row.profile.graceUntil,
      }),
    };
  }

  function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
    let pending = cache.get(request);
    if (!pending) {
      pending = resolve(request);
      cache.set(request, pending);
    }
    return pending;
  }

  return {
    viewerOf,
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
