import type { AnswerOf } from "@web/lib/api-contract";
import { entitlementsFor, type Role } from "@shared/entitlements";
import type { Tier } from "@shared/plans";
import type { MeResponse } from "@shared/schemas/profile";

/** A GET /api/v1/me answer for a user of the given tier and role, with entitlements computed as the server does. */
export function meFor({ tier = "free", role = "user", email = "jane.doe@example.com" }: { tier?: Tier; role?: Role; email?: string } = {}): MeResponse {
  return {
    profile: {
      id: "user-1",
      email,
      emailVerified: true,
      username: null,
      fullName: "Jane Doe",
      avatarUrl: null,
      location: null,
      role,
      subscriptionTier: tier,
      subscriptionStatus: "active",
      subscriptionInterval: tier === "starter" || tier === "pro" ? "year" : null,
      subscriptionEndsAt: null,
      cancelAtPeriodEnd: false,
      emailDailyIdea: true,
      emailTrendAlerts: false,
      emailMarketing: false,
      emailPreferences: { daily_ideas: true, weekly_digest: false, product_updates: false },
      createdAt: "2026-01-01T00:00:00.000Z",
      lastSeenAt: null,
    },
    entitlements: entitlementsFor({ role, tier, status: "active", endsAt: null }),
  };
}

/** What GET /api/v1/public-config answers by default, whole (the browser no longer fills defaults in). */
export const publicConfig = {
  oauthProviders: [],
  signupsEnabled: true,
  supportEmail: "support@ideadeck.test",
  maintenance: null,
  guestBrowsingEnabled: true,
  emailVerificationRequired: true,
  aiModelConfigured: false,
} satisfies AnswerOf<"get", "/api/v1/public-config">;
