import { CalendarClock } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "@web/lib/router";
import type { AdminDailyBanner } from "@shared/schemas/admin-ideas";
import { Skeleton } from "@web/components/ui/skeleton";

/** The spec's timer: the banner's countdown is refreshed every 60 seconds. */
export const BANNER_REFRESH_MS = 60_000;

/** "5h 07m" until `expiresAt` (never negative). */
export function timeUntil(expiresAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000));
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

/** Today's idea as the site and the daily e-mail use it, and how long until it turns over (00:00 UTC). */
export function DailyIdeaBanner({ daily, loading }: { daily: AdminDailyBanner | null | undefined; loading: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), BANNER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <section aria-labelledby="daily-banner-title" className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5">
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <div className="min-w-0 space-y-1">
          <h2 id="daily-banner-title" className="text-sm font-semibold text-indigo-900">
            Today's daily idea
          </h2>
          {loading ? (
            <Skeleton className="h-5 w-72" />
          ) : daily ? (
            <>
              <p className="text-base font-semibold text-slate-900">
                <Link to={`/ideas/${daily.slug}`} className="underline-offset-2 hover:underline">
                  {daily.title}
                </Link>
              </p>
              <p className="text-sm text-slate-700">
                E-mail subject: <span className="font-medium text-slate-900">{daily.subject}</span>
              </p>
              <p className="text-sm text-slate-700">
                Expires in <span className="font-medium text-slate-900 tabular-nums">{timeUntil(daily.expiresAt, now)}</span> (00:00 UTC)
                {daily.sentAt ? " · today's e-mail has been sent" : " · today's e-mail has not been sent yet"}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-700">No published idea to show today. Publish an idea and set it as the daily idea.</p>
          )}
        </div>
      </div>
    </section>
  );
}
