import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { formatNumber } from "@web/lib/format";
import { useQuickStats } from "../api/admin-stats-api";

/** The side navigation's live figures (refreshed each minute); on a failed load it says so rather than show stale or made-up numbers. */
export function QuickStatsBlock({ className }: { className?: string }) {
  const { data, isError } = useQuickStats();
  const rows = [
    { label: "Sign-ups today", value: data?.signupsToday },
    { label: "Active users (30 days)", value: data?.activeUsers30d },
    { label: "Published ideas", value: data?.publishedIdeas },
    { label: "Failed e-mails", value: data?.failedMail },
  ];
  return (
    <section aria-labelledby="quick-stats-heading" className={cn("rounded-xl border border-slate-200 bg-white p-4", className)}>
      <h2 id="quick-stats-heading" className="mb-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
        Quick Stats
      </h2>
      {isError && !data ? (
        <p className="text-sm text-slate-700">Quick stats are unavailable right now.</p>
      ) : (
        <dl className="space-y-2 text-sm">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex items-center justify-between gap-2">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value === undefined ? <Skeleton className="h-4 w-8" /> : formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
