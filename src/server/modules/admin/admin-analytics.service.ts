import type { Analytics, AnalyticsPeriod } from "../../../shared/schemas/admin-stats";
import { utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import type { StatsReportsRepo } from "./stats-reports.repo";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TOP_IDEAS = 5;
/** The spec: active users are those seen in the last 30 days. */
const ACTIVE_WINDOW_MS = 30 * DAY_MS;

const DAYS: Record<Exclude<AnalyticsPeriod, "24h">, number> = { "7d": 7, "30d": 30, "90d": 90 };

/** The period's buckets, oldest first: 24 hours ending with the current hour, or whole UTC days ending today. */
export function periodBuckets(period: AnalyticsPeriod, now: Date): { unit: "hour" | "day"; since: Date; keys: string[] } {
  if (period === "24h") {
    const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const keys = Array.from({ length: 24 }, (_, i) => new Date(hour - (23 - i) * HOUR_MS).toISOString());
    return { unit: "hour", since: new Date(keys[0]!), keys };
  }
  const days = DAYS[period];
  const keys = Array.from({ length: days }, (_, i) => utcDay(utcMidnightPlusDays(now, i - days + 1)));
  return { unit: "day", since: new Date(`${keys[0]}T00:00:00Z`), keys };
}

export function createAdminAnalyticsService(deps: { reports: StatsReportsRepo; now?: () => Date }) {
  const { reports } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async analytics(period: AnalyticsPeriod): Promise<Analytics> {
      const at = now();
      const { unit, since, keys } = periodBuckets(period, at);
      const [perBucket, topIdeas, activeUsers, signups, conversions, saves] = await Promise.all([
        reports.viewsPerBucket(unit, since),
        reports.topIdeasByViews(unit, since, TOP_IDEAS),
        reports.seenSince(new Date(at.getTime() - ACTIVE_WINDOW_MS)),
        reports.signupsSince(since),
        reports.firstSubscriptionsSince(since),
        reports.savesSince(since),
      ]);
      const viewsBy = new Map(perBucket.map((row) => [row.bucket, row.views]));
      const views = keys.map((bucket) => ({ bucket, views: viewsBy.get(bucket) ?? 0 }));
      return {
        period,
        since: since.toISOString(),
        bucket: unit,
        views,
        totalViews: views.reduce((sum, point) => sum + point.views, 0),
        topIdeas,
        activeUsers,
        signups,
        conversions,
        saves,
      };
    },
  };
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
