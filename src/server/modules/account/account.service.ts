import type { ProfileRepo, ProfileRow, UserRow } from "./profile.repo";
import type { SessionRepo } from "./session.repo";
import type { Viewer } from "../../http/viewer";
import { AppError } from "../../http/app-error";
import type { Profile, MeResponse, SessionInfo } from "../../../shared/schemas/profile";
import type { updateProfileBody } from "../../../shared/schemas/profile";
import type { z } from "zod";

export function toProfile(user: UserRow, profile: ProfileRow): Profile {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    username: profile.username,
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl ?? user.image ?? null,
    location: profile.location,
    role: user.role === "admin" ? "admin" : "user",
    subscriptionTier: profile.subscriptionTier,
    subscriptionStatus: profile.subscriptionStatus,
    subscriptionInterval: profile.subscriptionInterval,
    subscriptionEndsAt: profile.subscriptionEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
    emailDailyIdea: profile.emailDailyIdea,
    emailTrendAlerts: profile.emailTrendAlerts,
    emailMarketing: profile.emailMarketing,
    // The spec's email_preferences object is the same three flags under other names.
    emailPreferences: {
      daily_ideas: profile.emailDailyIdea,
      weekly_digest: profile.emailTrendAlerts,
      product_updates: profile.emailMarketing,
    },
    createdAt: profile.createdAt.toISOString(),
    lastSeenAt: profile.lastSeenAt?.toISOString() ?? null,
  };
}

export function createAccountService(deps: { profiles: ProfileRepo; sessions: SessionRepo }) {
  const { profiles, sessions } = deps;
  return {
    me(viewer: Viewer): MeResponse {
      return { profile: toProfile(viewer.user, viewer.profile), entitlements: viewer.entitlements };
    },

    async updateProfile(viewer: Viewer, changes: z.output<typeof updateProfileBody>): Promise<MeResponse> {
      if (changes.username && (await profiles.usernameTaken(changes.username, viewer.user.id))) {
        throw new AppError("VALIDATION", {
          reason: "USERNAME_TAKEN",
          message: "That username is already taken",
          issues: [{ path: "username", message: "That username is already taken" }],
        });
      }
      await profiles.update(viewer.user.id, changes);
      const row = await profiles.getWithUser(viewer.user.id);
      if (!row) throw new AppError("AUTH");
      return { profile: toProfile(row.user, row.profile), entitlements: viewer.entitlements };
    },

    async listSessions(viewer: Viewer): Promise<SessionInfo[]> {
      const rows = await sessions.listActive(viewer.user.id);
      return rows.map((row) => ({
        id: row.id,
        current: row.id === viewer.sessionId,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
      }));
    },

    async revokeSession(viewer: Viewer, sessionId: string): Promise<void> {
      if (!(await sessions.revoke(viewer.user.id, sessionId))) throw new AppError("NOT_FOUND");
    },

    revokeOtherSessions: (viewer: Viewer) => sessions.revokeOthers(viewer.user.id, viewer.sessionId),

    /** Signs the user out everywhere (an admin's action); answers how many sessions ended. */
    signOutEverywhere: (userId: string): Promise<number> => sessions.revokeAll(userId),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
