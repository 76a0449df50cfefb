import type { Entitlements } from "@shared/entitlements";
import { PLANS } from "@shared/plans";
import type { MeResponse } from "@shared/schemas/profile";
import { Badge } from "@web/components/ui/badge";
import { PlanActionButton } from "@web/components/plan-action-button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format";

/** "Renews {date}", or "Ends {date}" once the subscription is set to stop at the end of its period. */
function periodLine(profile: MeResponse["profile"]): string | null {
  if (!profile.subscriptionEndsAt) return null;
  const date = formatDate(profile.subscriptionEndsAt);
  if (!date) return null;
  const ending = profile.cancelAtPeriodEnd || profile.subscriptionStatus === "cancelled";
  return `${ending ? "Ends" : "Renews"} ${date}`;
}

export function SubscriptionCard({ me, entitlements }: { me: MeResponse; entitlements: Entitlements }) {
  const plan = PLANS[entitlements.effectiveTier];
  const line = entitlements.isPaid ? periodLine(me.profile) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
            {plan.name}
            <Badge variant={entitlements.isPaid ? "default" : "neutral"}>Current plan</Badge>
          </p>
          {line ? <p className="text-sm text-slate-600">{line}</p> : null}
        </div>
        <PlanActionButton isPaid={entitlements.isPaid} />
      </CardContent>
    </Card>
  );
}
