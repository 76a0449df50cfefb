import { z } from "zod";
import { payingBreakdown } from "./admin-users";
import { TIERS } from "../plans";

/** Admin reporting: the dashboard's stats, the navigation's quick stats, analytics and the audit log. */

/** The dashboard charts' ranges: 30 days by day, 90 days by week (ISO, Monday), 12 months by month. */
export const STATS_RANGES = ["30d", "90d", "12m"] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const STATS_RANGE_LABELS: Record<StatsRange, string> = { "30d": "Last 30 days", "90d": "Last 90 days", "12m": "Last 12 months" };

export const statsQuery = z.object({ range: z.enum(STATS_RANGES).default("30d") });

const tierCounts = z.object(Object.fromEntries(TIERS.map((tier) => [tier, z.number()])) as Record<(typeof TIERS)[number], z.ZodNumber>);

export const activityItem = z.object({
  kind: z.enum(["signup", "idea"]),
  id: z.string(),
  /** The user's name or e-mail, or the idea's title. */
  label: z.string(),
  /** The idea's status; null for a sign-up. */
  status: z.string().nullable(),
  /** Where the item opens in the site (an idea's page); null when it has none. */
  href: z.string().nullable(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const revenuePoint = z.object({
  /** First day of the bucket (UTC), YYYY-MM-DD. */
  bucket: z.string(),
  paymentsCents: z.number(),
  /** Refunded in the bucket, as a positive number. */
  refundsCents: z.number(),
  netCents: z.number(),
});
export const growthPoint = z.object({ bucket: z.string(), signups: z.number(), total: z.number() });
export type RevenuePoint = z.infer<typeof revenuePoint>;
export type GrowthPoint = z.infer<typeof growthPoint>;

export const statsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** byTier counts the tier column (a cancelled member still has one); paying is who pays now. */
    users: z.object({ total: z.number(), byTier: tierCounts, paying: payingBreakdown }),
    ideas: z.object({ published: z.number(), draft: z.number(), archived: z.number(), total: z.number() }),
    /** mrr in cents: active subscriptions at their plan's price, yearly divided by 12, lifetime none. */
    revenue: z.object({ mrr: z.number(), paidUsers: z.number() }),
    engagement: z.object({ avgViewsPerIdea: z.number() }),
    recentActivity: z.array(activityItem),
    range: z.enum(STATS_RANGES),
    bucket: z.enum(["day", "week", "month"]),
    revenueTrend: z.array(revenuePoint),
    userGrowth: z.array(growthPoint),
  }),
});
export type StatsResponse = z.infer<typeof statsResponse>;
export type AdminStats = StatsResponse["data"];

export const quickStatsResponse = z.object({
  signupsToday: z.number(),
  activeUsers30d: z.number(),
  publishedIdeas: z.number(),
  /** Outbox mail that gave up after its retries. */
  failedMail: z.number(),
});
export type QuickStats = z.infer<typeof quickStatsResponse>;

export const ANALYTICS_PERIODS = ["24h", "7d", "30d", "90d"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

export const analyticsQuery = z.object({ period: z.enum(ANALYTICS_PERIODS).default("7d") });

export const analyticsResponse = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  since: z.string(),
  /** 24h by hour (bucket is an ISO instant), the others by UTC day (YYYY-MM-DD). */
  bucket: z.enum(["hour", "day"]),
  views: z.array(z.object({ bucket: z.string(), views: z.number() })),
  totalViews: z.number(),
  topIdeas: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string(), views: z.number() })),
  /** Seen in the last 30 days, whatever the period (the spec's definition). */
  activeUsers: z.number(),
  signups: z.number(),
  /** Users whose first paid subscription started in the period. */
  conversions: z.number(),
  saves: z.number(),
});
export type Analytics = z.infer<typeof analyticsResponse>;

export const auditQuery = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditResponse = z.object({
  items: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every action and target type in the log, for the filters. */
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});
export type AuditResponse = z.infer<typeof auditResponse>;
