import { z } from "zod";
import { SUBSCRIPTION_STATUSES, TIERS } from "../plans";
import { adminBillingEvent, adminPayment } from "./admin-billing-rows";

/** Admin user management: the list with its filters, the CSV export, one user's detail and the writes. */

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USER_SORTS = ["created", "last_seen", "email", "name"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const adminUserFilterQuery = z.object({
  search: z.string().trim().max(200).optional(),
  tier: z.enum(["all", ...TIERS]).default("all"),
  status: z.enum(["all", ...SUBSCRIPTION_STATUSES]).default("all"),
});
export type AdminUserFilter = z.infer<typeof adminUserFilterQuery>;

export const adminUserListQuery = adminUserFilterQuery.extend({
  sort: z.enum(ADMIN_USER_SORTS).default("created"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** The spec's "Admin user list row": profile fields plus e-mail, last sign-in and per-user counts. */
export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  role: z.string(),
  subscriptionTier: z.enum(TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionEndsAt: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  lastSignIn: z.string().nullable(),
  ideasSaved: z.number(),
  ideasViewed: z.number(),
  /** This calendar month (UTC), as the AI quotas count. */
  aiResearchUsed: z.number(),
  aiChatUsed: z.number(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/**
 * Who pays, the one definition for every admin screen: a live (active or trialing) monthly or yearly
 * Bootstrap Builder or Weekend Empire subscription, or a Lifetime purchase. A cancelled or past-due
 * member, or a plan an admin set without a billing interval, is not paying.
 */
export const payingBreakdown = z.object({ total: z.number(), starter: z.number(), pro: z.number(), lifetime: z.number() });
export type PayingBreakdown = z.infer<typeof payingBreakdown>;

/** Figures over every user, whatever the filter. */
export const adminUserStats = z.object({
  total: z.number(),
  byTier: z.object({ free: z.number(), starter: z.number(), pro: z.number(), lifetime: z.number() }),
  /** Paying members (payingBreakdown): the total is the sum of its parts, from one query. */
  paying: payingBreakdown,
  /** Seen in the last 30 days. */
  active30d: z.number(),
});
export type AdminUserStats = z.infer<typeof adminUserStats>;

export const adminUserListResponse = z.object({
  items: z.array(adminUserRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  stats: adminUserStats,
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponse>;

export const ADMIN_USER_CSV_COLUMNS = [
  "email",
  "full_name",
  "username",
  "subscription_tier",
  "subscription_status",
  "role",
  "created_at",
  "last_sign_in",
  "ideas_saved",
  "ideas_viewed",
  "ai_research_used",
  "ai_chat_used",
] as const;

export const adminUserIdParams = z.object({ id: z.string().min(1).max(100) });

export const adminUserDetail = z.object({
  user: adminUserRow,
  payments: z.array(adminPayment.extend({ tier: z.enum(TIERS), interval: z.string().nullable(), provider: z.string() })),
  events: z.array(adminBillingEvent),
  sessions: z.array(
    z.object({
      id: z.string(),
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
      createdAt: z.string(),
      lastActiveAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

export const createAdminUserBody = z
  .object({
    email: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(254).pipe(z.email("Enter a valid e-mail address")),
    fullName: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(100),
  })
  .strict();
export type CreateAdminUserBody = z.infer<typeof createAdminUserBody>;
export const createAdminUserResponse = z.object({ id: z.string(), email: z.string() });

export const updateAdminUserBody = z
  .object({ tier: z.enum(TIERS).optional(), status: z.enum(SUBSCRIPTION_STATUSES).optional() })
  .strict()
  .refine((body) => body.tier !== undefined || body.status !== undefined, { message: "Choose a tier or a status" });
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBody>;

export const revokeSessionsResponse = z.object({ revoked: z.number() });
