import { useEffect } from "react";
import { useSearchParams } from "@web/lib/router";
import { CreditCard, Crown, Lightbulb, Users } from "lucide-react";
import { STATS_RANGE_LABELS, STATS_RANGES, type StatsRange } from "@shared/schemas/admin-stats";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { StatCard } from "@web/components/stat-card";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { formatMoney, formatNumber } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useAdminStats } from "./api/admin-stats-api";
import { SelectField } from "@web/components/select-field";
import { growthSummary, revenueSummary } from "./dashboard/chart-format";
import { ChartCard } from "./dashboard/chart-card";
import { RevenueChart, GrowthChart } from "./dashboard/trend-charts-lazy";
import { RecentActivity } from "./dashboard/recent-activity";

export const LOAD_FAILED = "Failed to load dashboard stats";

// recharts is loaded with the charts, after the figures are on screen.

const RANGE_OPTIONS = STATS_RANGES.map((value) => ({ value, label: STATS_RANGE_LABELS[value] }));

function isRange(value: string | null): value is StatsRange {
  return STATS_RANGES.some((range) => range === value);
}

/** The admin home: the spec's four cards, revenue and user growth over a chosen range, and recent activity. */
export function AdminDashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rangeParam = searchParams.get("range");
  const range: StatsRange = isRange(rangeParam) ? rangeParam : "30d";
  const { data, error, isError, errorUpdatedAt, refetch, isPlaceholderData } = useAdminStats(range);

  useEffect(() => {
    if (isError) notifyError(LOAD_FAILED, "dashboard-stats-load");
  }, [isError, errorUpdatedAt]);

  const setRange = (next: StatsRange) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next === "30d") updated.delete("range");
      else updated.set("range", next);
      return updated;
    });

  const rangeLabel = STATS_RANGE_LABELS[range];
  const series = data && !isPlaceholderData ? data : undefined;

  return (
    <div className="space-y-6">
      <PageHeader title="Admin Dashboard" description="Users, revenue and ideas across Ideadeck, from the live database." />
      {isError && !data ? (
        <ErrorPanel message={errorMessage(error, LOAD_FAILED)} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Total Users"
              icon={Users}
              to="/admin/users"
              value={data ? formatNumber(data.users.total) : undefined}
              detail={data ? `${formatNumber(data.users.paying.total)} paying` : undefined}
            />
            <StatCard
              label="Monthly Recurring Revenue"
              icon={CreditCard}
              to="/admin/subscriptions"
              value={data ? formatMoney(data.revenue.mrr) : undefined}
              detail="Active subscriptions; yearly plans count a twelfth"
            />
            <StatCard
              label="Pro Users"
              icon={Crown}
              to="/admin/users?tier=pro"
              value={data ? formatNumber(data.users.paying.pro) : undefined}
              detail="Weekend Empire subscriptions, active or trialing"
            />
            <StatCard
              label="Published Ideas"
              icon={Lightbulb}
              to="/admin/ideas"
              value={data ? formatNumber(data.ideas.published) : undefined}
              detail={data ? `${formatNumber(data.ideas.total)} total` : undefined}
            />
          </div>

          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="text-sm text-slate-700">
              {data ? `Average ${formatNumber(data.engagement.avgViewsPerIdea)} views per published idea.` : <Skeleton className="h-4 w-56" />}
            </div>
            <SelectField id="dashboard-range" label="Chart range" value={range} options={RANGE_OPTIONS} onChange={setRange} className="w-48" />
          </div>

          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard title="Revenue Trend" summary={series ? revenueSummary(series.revenueTrend, series.bucket, rangeLabel) : undefined}>
              {series ? <RevenueChart points={series.revenueTrend} unit={series.bucket} /> : null}
            </ChartCard>
            <ChartCard title="User Growth" summary={series ? growthSummary(series.userGrowth, rangeLabel) : undefined}>
              {series ? <GrowthChart points={series.userGrowth} unit={series.bucket} /> : null}
            </ChartCard>
          </div>

          <Card className="p-5">
            <h2 className="mb-2 text-lg font-semibold text-slate-900">Recent Activity</h2>
            <RecentActivity items={data?.recentActivity} />
          </Card>
        </>
      )}
    </div>
  );
}
