import { z } from "zod";
import { SUBSCRIPTION_STATUSES, TIERS, BILLING_INTERVALS } from "../plans";
import { ROLES } from "../entitlements";

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  role: z.enum(ROLES),
  subscriptionTier: z.enum(TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionInterval: z.enum(BILLING_INTERVALS).nullable(),
  subscriptionEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  emailDailyIdea: z.boolean(),
  emailTrendAlerts: z.boolean(),
  emailMarketing: z.boolean(),
  emailPreferences: z.object({ daily_ideas: z.boolean(), weekly_digest: z.boolean(), product_updates: z.boolean() }),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const entitlementsSchema = z.object({
  signedIn: z.boolean(),
  isAdmin: z.boolean(),
  effectiveTier: z.enum(TIERS),
  isPro: z.boolean(),
  isLifetime: z.boolean(),
  isPaid: z.boolean(),
  canSave: z.boolean(),
  canBrowseAll: z.boolean(),
  canSeeProPicks: z.boolean(),
  canExport: z.boolean(),
  canUseBuilder: z.boolean(),
  canUseAiChat: z.boolean(),
  canValidate: z.boolean(),
  previewCount: z.number(),
  trendingPageSize: z.number(),
  quotas: z.object({ aiChat: z.number(), aiResearch: z.number() }),
});

export const meResponse = z.object({ profile: profileSchema, entitlements: entitlementsSchema });
export type MeResponse = z.infer<typeof meResponse>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** Settings' Save Changes: every field optional, unknown fields refused. */
export const updateProfileBody = z
  .object({
    fullName: optionalText(100),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional()
      .refine((value) => value == null || USERNAME_PATTERN.test(value), {
        message: "Username must be 3-30 characters: lowercase letters, numbers and underscores",
      }),
    location: optionalText(100),
    emailDailyIdea: z.boolean().optional(),
    emailTrendAlerts: z.boolean().optional(),
    emailMarketing: z.boolean().optional(),
  })
  .strict();
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const sessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
