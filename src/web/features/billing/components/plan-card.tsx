import { PLANS, type BillingInterval } from "@shared/plans";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { formatMoney } from "@web/lib/format";
import { priceFor } from "@shared/plans";
import { PlanActionButton, type CheckoutControls } from "./plan-action-button";
import type { PlanButton, PricingTier } from "./plan-button";
import { CheckListItem } from "@web/components/check-list-item";
import { planLine, useAiModelConfigured } from "@web/lib/ai-wording";

/** "$24/mo, billed yearly" becomes a headline "$24/mo" and the rest underneath. */
function splitDisplay(display: string): [string, string | undefined] {
  const [head = display, ...rest] = display.split(", ");
  return [head, rest.length > 0 ? rest.join(", ") : undefined];
}

export function PlanPrice({ tier, interval }: { tier: PricingTier; interval: BillingInterval }) {
  const price = priceFor(tier, interval);
  if (!price) {
    return (
      <p>
        <span className="text-4xl font-bold tracking-tight text-slate-900">$0</span>
        <span className="mt-1 block text-sm text-slate-600">Free forever</span>
      </p>
    );
  }
  const [head, rest] = splitDisplay(price.display);
  const monthly = PLANS[tier].monthly;
  const yearlySaving = interval === "year" && monthly ? monthly.amountCents * 12 - price.amountCents : 0;
  return (
    <div>
      <p>
        <span className="text-4xl font-bold tracking-tight text-slate-900">{head}</span>
        <span className="mt-1 block text-sm text-slate-600">
          {interval === "year" ? `${formatMoney(price.amountCents)} ${rest ?? "billed yearly"}` : "billed monthly"}
        </span>
      </p>
      {yearlySaving > 0 ? (
        <p className="mt-1 text-sm font-medium text-emerald-800">Save {formatMoney(yearlySaving)} a year against monthly</p>
      ) : null}
    </div>
  );
}

export function PlanCard({
  tier,
  interval,
  button,
  checkout,
  onCurrent,
  highlighted = false,
}: {
  tier: PricingTier;
  interval: BillingInterval;
  button: PlanButton;
  checkout: CheckoutControls;
  onCurrent: () => void;
  highlighted?: boolean;
}) {
  const plan = PLANS[tier];
  const modelConfigured = useAiModelConfigured();
  const titleId = `plan-${tier}-title`;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-6 p-6", highlighted && "border-indigo-300 ring-2 ring-indigo-600")}
    >
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {plan.name}
          </h2>
          {button.kind === "current" ? <Badge>Your plan</Badge> : null}
        </div>
        <p className="text-sm text-slate-600">{planLine(plan.tagline, modelConfigured)}</p>
      </div>
      <PlanPrice tier={tier} interval={interval} />
      <ul className="flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <CheckListItem key={feature}>{planLine(feature, modelConfigured)}</CheckListItem>
        ))}
      </ul>
      <PlanActionButton button={button} checkout={checkout} onCurrent={onCurrent} variant={highlighted ? "default" : "outline"} />
    </Card>
  );
}
