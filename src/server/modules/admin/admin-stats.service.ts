import { TIERS, type Tier } from "../../../shared/plans";
import type { ActivityItem, AdminStats, GrowthPoint, QuickStats, RevenuePoint, StatsRange } from "../../../shared/schemas/admin-stats";
import { utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import { payingFigures } from "../billing/index";
import type { SubscriptionsReportsRepo } from "./subscriptions-reports.repo";
import type { BucketUnit, StatsReportsRepo } from "./stats-reports.repo";

const RECENT_EACH = 5;
const RECENT_TOTAL = 10;


interface Buckets {
  unit: BucketUnit;
  since: Date;
  keys: string[];
}

/** The chart buckets of a range, oldest first, ending with the one containing `now`. */
export function bucketsFor(range: StatsRange, now: Date): Buckets {
  if (range === "30d") {
    const keys = Array.from({ length: 30 }, (_, i) => utcDay(utcMidnightPlusDays(now, i - 29)));
    return { unit: "day", since: new Date(`${keys[0]}T00:00:00Z`), keys };
  }
  if (range === "90d") {
    const monday = utcMidnightPlusDays(now, -((now.getUTCDay() + 6) % 7));
    const keys = Array.from({ length: 13 }, (_, i) => utcDay(utcMidnightPlusDays(monday, (i - 12) * 7)));
    return { unit: "week", since: new Date(`${keys[0]}T00:00:00Z`), keys };
  }
  const keys = Array.from({ length: 12 }, (_, i) => utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i - 11, 1))));
  return { unit: "month", since: new Date(`${keys[0]}T00:00:00Z`), keys };
}

function byBucket<T extends { bucket: string }>(rows: T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.bucket, row]));
}

export function createAdminStatsService(deps: {
  reports: StatsReportsRepo;
  /** Live subscriptions, read the way the subscriptions screen reads them, so both show one MRR. */
  subscriptions: Pick<SubscriptionsReportsRepo, "payingMembers">;
  now?: () => Date;
}) {
  const { reports } = deps;
  const now = deps.now ?? (() => new Date());

  async function recentActivity(): Promise<ActivityItem[]> {
    const [signups, newIdeas] = await Promise.all([reports.newestSignups(RECENT_EACH), reports.newestIdeas(RECENT_EACH)]);
    const items: ActivityItem[] = [
      ...signups.map((u) => ({ kind: "signup" as const, id: u.id, label: u.name?.trim() || u.email, status: null, href: null, at: u.createdAt.toISOString() })),
      ...newIdeas.map((i) => ({
        kind: "idea" as const,
        id: i.id,
        label: i.title,
        status: i.status,
        href: i.status === "published" ? `/ideas/${i.slug}` : null,
        at: i.createdAt.toISOString(),
      })),
    ];
    return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, RECENT_TOTAL);
  }

  async function revenueTrend({ unit, since, keys }: Buckets): Promise<RevenuePoint[]> {
    const [paid, refunded] = await Promise.all([reports.paymentsPerBucket(unit, since), reports.refundsPerBucket(unit, since)]);
    const paidBy = byBucket(paid);
    const refundedBy = byBucket(refunded);
    return keys.map((bucket) => {
      const paymentsCents = paidBy.get(bucket)?.cents ?? 0;
      const refundsCents = refundedBy.get(bucket)?.cents ?? 0;
      return { bucket, paymentsCents, refundsCents, netCents: paymentsCents - refundsCents };
    });
  }

  async function userGrowth({ unit, since, keys }: Buckets): Promise<GrowthPoint[]> {
    const [before, perBucket] = await Promise.all([reports.usersCreatedBefore(since), reports.signupsPerBucket(unit, since)]);
    const signupsBy = byBucket(perBucket);
    let total = before;
    return keys.map((bucket) => {
      const signups = signupsBy.get(bucket)?.signups ?? 0;
      total += signups;
      return { bucket, signups, total };
    });
  }

  return {
    async stats(range: StatsRange): Promise<AdminStats> {
      const buckets = bucketsFor(range, now());
      const [tiers, counts, ideaRows, activity, trend, growth] = await Promise.all([
        reports.usersByTier(),
        deps.subscriptions.payingMembers(),
        reports.ideasByStatus(),
        recentActivity(),
        revenueTrend(buckets),
        userGrowth(buckets),
      ]);
      const byTier = Object.fromEntries(TIERS.map((tier) => [tier, tiers.find((row) => row.tier === tier)?.users ?? 0])) as Record<Tier, number>;
      const ideasOf = (status: string) => ideaRows.find((row) => row.status === status);
      const published = ideasOf("published");
      const { mrrCents, paying } = payingFigures(counts);
      return {
        users: { total: tiers.reduce((sum, row) => sum + row.users, 0), byTier, paying },
        ideas: {
          published: published?.ideas ?? 0,
          draft: ideasOf("draft")?.ideas ?? 0,
          archived: ideasOf("archived")?.ideas ?? 0,
          total: ideaRows.reduce((sum, row) => sum + row.ideas, 0),
        },
        revenue: {
          mrr: mrrCents,
          paidUsers: paying.total,
        },
        // Over published ideas, the ones anyone can see; one decimal.
        engagement: { avgViewsPerIdea: published?.ideas ? Math.round((published.views / published.ideas) * 10) / 10 : 0 },
        recentActivity: activity,
        range,
        bucket: buckets.unit as AdminStats["bucket"],
        revenueTrend: trend,
        userGrowth: growth,
      };
    },

    async quickStats(): Promise<QuickStats> {
      const at = now();
      const [signupsToday, activeUsers30d, publishedIdeas, failedMail] = await Promise.all([
        reports.signupsSince(utcMidnightPlusDays(at, 0)),
        reports.seenSince(new Date(at.getTime() - 30 * 86_400_000)),
        reports.publishedIdeas(),
        reports.failedMail(),
      ]);
      return { signupsToday, activeUsers30d, publishedIdeas, failedMail };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
