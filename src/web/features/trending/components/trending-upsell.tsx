import { Flame } from "lucide-react";
import { Link, useLocation } from "@web/lib/router";
import { Button } from "@web/components/ui/button";
import { formatNumber } from "@web/lib/format";
import { loginPath } from "@web/lib/redirect";

export const TRENDING_UPSELL_TITLE = "See every trending idea";

/** Free users and visitors get the top items only; this says what a membership adds. */
export function TrendingUpsell({ shown, total, signedIn }: { shown: number; total: number; signedIn: boolean }) {
  const location = useLocation();
  return (
    <section
      aria-labelledby="trending-upsell-title"
      className="flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-indigo-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-indigo-700 shadow-sm ring-1 ring-indigo-200">
          <Flame aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-1">
          <h2 id="trending-upsell-title" className="text-lg font-semibold text-slate-900">
            {TRENDING_UPSELL_TITLE}
          </h2>
          <p className="text-sm text-slate-700">
            {total > shown
              ? `You're seeing the top ${formatNumber(shown)} of ${formatNumber(total)}. Members get the full ranking, page by page.`
              : "Members get the full ranking, page by page, for every period and category."}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:shrink-0">
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
        {signedIn ? null : (
          <Button asChild variant="outline">
            <Link to={loginPath(location.pathname + location.search)}>Sign in</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
