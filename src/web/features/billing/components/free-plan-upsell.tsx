import { Sparkles } from "lucide-react";
import { Link } from "@web/lib/router";
import type { BillingOverview } from "@shared/schemas/billing";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format";
import { PLANS } from "@shared/plans";
import { useAiWording } from "@web/lib/ai-wording";

/** A free member (or one whose subscription ended) sees what upgrading adds. */
export function FreePlanUpsell({ overview }: { overview: BillingOverview }) {
  const aiWords = useAiWording();
  const ended = overview.tier !== "free" && overview.currentPeriodEnd ? formatDate(overview.currentPeriodEnd) : "";
  return (
    <Card className="flex flex-col gap-4 border-indigo-200 bg-indigo-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-indigo-700 shadow-sm ring-1 ring-indigo-200">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">You&apos;re on the Free plan</h2>
          <p className="text-sm text-slate-700">
            {ended ? `Your ${PLANS[overview.tier].name} subscription ended on ${ended}. ` : ""}
            {aiWords.upsell}
          </p>
        </div>
      </div>
      <Button asChild className="sm:shrink-0">
        <Link to="/pricing">See plans</Link>
      </Button>
    </Card>
  );
}
