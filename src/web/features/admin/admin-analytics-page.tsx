import { useEffect } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { CreditCard, Eye, Heart, UserCheck, UserPlus } from "lucide-react";
import { ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS, type Analytics, type AnalyticsPeriod } from "@shared/schemas/admin-stats";
import { DataTable, type DataColumn } from "@web/components/data-table";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { StatCard } from "@web/components/stat-card";
import { Card } from "@web/components/ui/card";
import { errorMessage } from "@web/lib/api-client";
import { formatNumber } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useAdminAnalytics } from "./api/admin-stats-api";
import { SelectField } from "@web/components/select-field";
import { ChartCard } from "./dashboard/chart-card";
import { CountChart } from "./dashboard/trend-charts-lazy";
import { bucketPhrase } from "./dashboard/chart-format";

export const LOAD_FAILED = "Failed to fetch analytics";


const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value) => ({ value, label: ANALYTICS_PERIOD_LABELS[value] }));

function isPeriod(value: string | null): value is AnalyticsPeriod {
  return ANALYTICS_PERIODS.some((period) => period === value);
}

type TopIdea = Analytics["topIdeas"][number];

const TOP_COLUMNS: DataColumn<TopIdea>[] = [
  {
    header: "Idea",
    rowHeader: true,
    cell: (idea) => (
      <Link to={`/ideas/${idea.slug}`} className="text-indigo-700 hover:underline">
        {idea.title}
      </Link>
    ),
  },
  { header: "Views", cell: (idea) => formatNumber(idea.views), className: "text-right tabular-nums", headerClassName: "text-right" },
];

export function viewsSummary(data: Analytics, periodLabel: string): string {
  if (data.totalViews === 0) return `No idea views in the ${periodLabel.toLowerCase()}.`;
  const busiest = data.views.reduce((top, point) => (point.views > top.views ? point : top), data.views[0]!);
  return `${periodLabel}: ${formatNumber(data.totalViews)} idea views, most ${bucketPhrase(busiest.bucket, data.bucket)} (${formatNumber(busiest.views)}).`;
}

/** Views, top ideas and user figures for a period, all counted from the database. */
export function AdminAnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const periodParam = searchParams.get("period");
  const period: AnalyticsPeriod = isPeriod(periodParam) ? periodParam : "7d";
  const { data, error, isError, errorUpdatedAt, refetch, isPlaceholderData } = useAdminAnalytics(period);

  useEffect(() => {
    if (isError) notifyError(LOAD_FAILED, "analytics-load");
  }, [isError, errorUpdatedAt]);

  const setPeriod = (next: AnalyticsPeriod) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next === "7d") updated.delete("period");
      else updated.set("period", next);
      return updated;
    });

  const periodLabel = ANALYTICS_PERIOD_LABELS[period];
  const current = data && !isPlaceholderData ? data : undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        description="Idea views, sign-ups and conversions, counted from the database."
        actions={<SelectField id="analytics-period" label="Period" value={period} options={PERIOD_OPTIONS} onChange={setPeriod} className="w-48" />}
      />
      {isError && !data ? (
        <ErrorPanel message={errorMessage(error, LOAD_FAILED)} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
            <StatCard label="Idea views" icon={Eye} value={current ? formatNumber(current.totalViews) : undefined} detail={periodLabel} />
            <StatCard label="Active users" icon={UserCheck} value={current ? formatNumber(current.activeUsers) : undefined} detail="Seen in the last 30 days" />
            <StatCard label="Sign-ups" icon={UserPlus} value={current ? formatNumber(current.signups) : undefined} detail={periodLabel} />
            <StatCard label="Free to paid" icon={CreditCard} value={current ? formatNumber(current.conversions) : undefined} detail="First paid subscriptions" />
            <StatCard label="Saves" icon={Heart} value={current ? formatNumber(current.saves) : undefined} detail={periodLabel} />
          </div>

          <ChartCard title="Views over time" summary={current ? viewsSummary(current, periodLabel) : undefined}>
            {current ? <CountChart points={current.views} dataKey="views" name="Views" unit={current.bucket} /> : null}
          </ChartCard>

          <Card className="overflow-hidden">
            <h2 className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900">Top 5 ideas by views</h2>
            <DataTable
              caption={`Published ideas with the most views, ${periodLabel.toLowerCase()}, most viewed first`}
              columns={TOP_COLUMNS}
              rows={current?.topIdeas}
              rowKey={(idea) => idea.id}
              busy={isPlaceholderData}
              empty="No published idea was viewed in this period."
              minWidth="20rem"
            />
          </Card>
        </>
      )}
    </div>
  );
}
