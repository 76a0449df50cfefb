import { BadgeCheck, Infinity as InfinityIcon } from "lucide-react";
import { PLANS } from "@shared/plans";
import { formatMoney } from "@web/lib/format";
import { PlanActionButton, type CheckoutControls } from "./plan-action-button";
import { LIFETIME_OWNED_TEXT } from "./plan-button";
import { CheckListItem } from "@web/components/check-list-item";
import { planLine, useAiModelConfigured } from "@web/lib/ai-wording";

const lifetime = PLANS.lifetime;

/** "SAVE 50%" from the configured price and the price it replaces. */
export function lifetimeSavingPercent(): number {
  const once = lifetime.once;
  if (!once || once.wasCents <= 0) return 0;
  return Math.round((1 - once.amountCents / once.wasCents) * 100);
}

export function LifetimeBanner({ owned, checkout }: { owned: boolean; checkout: CheckoutControls }) {
  const once = lifetime.once;
  const modelConfigured = useAiModelConfigured();
  if (!once) return null;
  const saving = lifetimeSavingPercent();
  return (
    <section
      aria-labelledby="lifetime-title"
      className="flex flex-col gap-6 rounded-2xl bg-slate-900 p-6 text-white shadow-sm sm:p-8 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <InfinityIcon aria-hidden="true" className="size-6 text-amber-300" />
          <h2 id="lifetime-title" className="text-xl font-bold">
            {lifetime.name}
          </h2>
          {saving > 0 ? (
            <span className="rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-bold tracking-wide text-slate-900">
              SAVE {saving}%
            </span>
          ) : null}
        </div>
        <p className="text-slate-200">{lifetime.tagline}</p>
        <ul className="flex flex-col gap-x-6 gap-y-1 text-sm text-slate-100 sm:flex-row sm:flex-wrap">
          {lifetime.features.map((feature) => (
            <CheckListItem key={feature} iconClassName="text-emerald-300">{planLine(feature, modelConfigured)}</CheckListItem>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 lg:min-w-64 lg:items-end">
        <p className="flex items-baseline gap-3">
          <span className="text-4xl font-bold">{formatMoney(once.amountCents)}</span>
          <span className="text-slate-300">
            once, <span className="sr-only">was </span>
            <s>{formatMoney(once.wasCents)}</s>
          </span>
        </p>
        {owned ? (
          <p className="flex items-center gap-2 font-semibold text-emerald-300">
            <BadgeCheck aria-hidden="true" className="size-5" />
            {LIFETIME_OWNED_TEXT}
          </p>
        ) : (
          <PlanActionButton
            button={{ kind: "checkout", label: "Get Lifetime Access", choice: { plan: "lifetime", interval: null } }}
            checkout={checkout}
            onCurrent={() => undefined}
            variant="secondary"
            className="lg:w-auto"
          />
        )}
      </div>
    </section>
  );
}
