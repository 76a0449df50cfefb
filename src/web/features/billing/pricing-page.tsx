import { useState } from "react";
import { PLANS, type BillingInterval } from "@shared/plans";
import { DocumentTitle, PageContainer } from "@web/components/page";
import { useMe } from "@web/lib/me";
import { notifyInfo } from "@web/lib/notify";
import { formatMoney } from "@web/lib/format";
import { alreadyOnMessage, currentPlanOf } from "./components/billing-copy";
import { CheckoutReturnNotice } from "./components/checkout-return-notice";
import { ContactSupport } from "./components/contact-support";
import { FeatureComparison } from "./components/feature-comparison";
import { IntervalSwitch } from "./components/interval-switch";
import { LifetimeBanner } from "./components/lifetime-banner";
import { PlanCard } from "./components/plan-card";
import { planButton, type PricingTier } from "./components/plan-button";
import { TestModeNotice } from "./components/test-mode";
import { useCheckoutReturn } from "./components/use-checkout-return";
import { useAiWording } from "@web/lib/ai-wording";
import { usePlanCheckout } from "./components/use-plan-checkout";

const CARD_TIERS: PricingTier[] = ["free", "starter", "pro"];

/** The most a year saves against twelve months, over the recurring plans. */
function bestYearlySaving(): string | undefined {
  const savings = (["starter", "pro"] as const).map((tier) => {
    const { monthly, yearly } = PLANS[tier];
    return monthly && yearly ? monthly.amountCents * 12 - yearly.amountCents : 0;
  });
  const best = Math.max(...savings);
  return best > 0 ? `Pay yearly and save up to ${formatMoney(best)} a year` : undefined;
}

/** /pricing (public): the plans, the lifetime offer, a comparison table and the checkout. */
export function PricingPage() {
  const { me } = useMe();
  const current = currentPlanOf(me);
  // Until the visitor picks, show a subscriber their own billing period, everyone else yearly.
  const [chosen, setChosen] = useState<BillingInterval | null>(null);
  const interval = chosen ?? current?.interval ?? "year";
  const { config, ...checkout } = usePlanCheckout();
  const returnState = useCheckoutReturn();
  const aiWords = useAiWording();

  return (
    <PageContainer className="space-y-10">
      <DocumentTitle title="Pricing" />
      <header className="mx-auto max-w-2xl space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Pick the plan that fits your build</h1>
        <p className="text-base text-slate-600 sm:text-lg">{aiWords.pricingLead}</p>
      </header>

      <div className="mx-auto max-w-3xl space-y-3">
        <CheckoutReturnNotice state={returnState} />
        {config?.mode === "test" ? <TestModeNotice /> : null}
      </div>

      <IntervalSwitch value={interval} onChange={setChosen} yearlyNote={bestYearlySaving()} />

      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {CARD_TIERS.map((tier) => (
          <PlanCard
            key={tier}
            tier={tier}
            interval={interval}
            button={planButton(tier, interval, current)}
            checkout={checkout}
            onCurrent={() => notifyInfo(alreadyOnMessage(tier, tier === "free" ? null : interval), "already-on-plan")}
            highlighted={tier === "pro"}
          />
        ))}
      </div>

      <LifetimeBanner owned={current?.tier === "lifetime"} checkout={checkout} />
      <FeatureComparison />
      <ContactSupport />
    </PageContainer>
  );
}
