import { useId, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { BILLING_INTERVALS, PLANS, RECURRING_PLANS, type BillingInterval, type RecurringPlan } from "@shared/plans";
import type { BillingOverview, ChangePreview } from "@shared/schemas/billing";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { formatDate, formatMoney } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useChangePlan, useChangePreview } from "../api/billing-api";
import { priceFor } from "@shared/plans";
import { planLabel } from "./billing-copy";

export const CHANGE_FAILED = "Failed to change plan";

interface Option {
  plan: RecurringPlan;
  interval: BillingInterval;
}

const OPTIONS: Option[] = RECURRING_PLANS.flatMap((plan) => BILLING_INTERVALS.map((interval) => ({ plan, interval })));
const optionKey = (option: Option) => `${option.plan}:${option.interval}`;

function isCurrent(option: Option, overview: BillingOverview): boolean {
  return option.plan === overview.tier && option.interval === overview.interval;
}

/** The pricing page links here with ?plan=&interval= to preselect the plan the user picked there. */
function preselected(params: URLSearchParams, overview: BillingOverview): string | null {
  const option = OPTIONS.find((candidate) => candidate.plan === params.get("plan") && candidate.interval === params.get("interval"));
  return option && !isCurrent(option, overview) ? optionKey(option) : null;
}

/** Yearly to monthly would restart the period and charge at once, so it waits for the year to end (the server refuses it). */
function isShorter(option: Option, overview: BillingOverview): boolean {
  return overview.interval === "year" && option.interval === "month";
}

/** FAQ: upgrades apply at once with a prorated charge; downgrades take effect at the end of the period. */
function consequence(option: Option, overview: BillingOverview, preview: ChangePreview): string {
  const label = planLabel(option.plan, option.interval);
  const renewal = `${formatMoney(preview.renewalCents, preview.currency)} a ${option.interval}`;
  if (preview.timing === "period_end") {
    return `Downgrade: you keep ${PLANS[overview.tier].name} until ${formatDate(preview.effectiveAt)}, then ${label} renews at ${renewal}. Nothing is charged today.`;
  }
  const charge = formatMoney(preview.amountDueCents, preview.currency);
  const today =
    preview.amountDueCents <= 0
      ? "Nothing is charged today"
      : option.interval !== overview.interval
        ? `A new ${option.interval} starts today: you are charged ${charge}, the new price less the unused part of your current plan`
        : `You are charged ${charge} today for the rest of this period`;
  return `${label} starts now. ${today}, then ${renewal}.`;
}

function ChangeConsequence({ id, choice, overview }: { id: string; choice: Option; overview: BillingOverview }) {
  const preview = useChangePreview(choice);
  return (
    <p id={id} className="text-sm text-slate-700" aria-live="polite">
      {preview.data
        ? consequence(choice, overview, preview.data)
        : preview.error
          ? errorMessage(preview.error, "Could not work out the price of this change.")
          : "Working out the price…"}
    </p>
  );
}

export function ChangePlanCard({ overview }: { overview: BillingOverview }) {
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(() => preselected(params, overview));
  const change = useChangePlan();
  const name = useId();
  const descriptionId = useId();
  const choice = OPTIONS.find((option) => optionKey(option) === selected && !isCurrent(option, overview) && !isShorter(option, overview)) ?? null;

  const submit = () => {
    if (!choice) return;
    change.mutate(choice, {
      onSuccess: (next) => {
        setSelected(null);
        const label = planLabel(choice.plan, choice.interval);
        const graceUntil = formatDate(next.graceUntil);
        notifySuccess(next.graceTier && graceUntil ? `${label} starts on ${graceUntil}.` : `Your plan is now ${label}.`);
      },
      onError: (error) => notifyError(errorMessage(error, CHANGE_FAILED)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change plan</CardTitle>
        <CardDescription>Upgrades apply now with a prorated charge; downgrades apply at the end of the billing period.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset aria-describedby={choice ? descriptionId : undefined}>
          <legend className="sr-only">New plan</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {OPTIONS.map((option) => {
              const key = optionKey(option);
              const current = isCurrent(option, overview);
              const shorter = isShorter(option, overview);
              return (
                <label
                  key={key}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm has-[:checked]:border-indigo-600 has-[:checked]:ring-1 has-[:checked]:ring-indigo-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600",
                    (current || shorter) && "cursor-not-allowed bg-slate-50",
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={key}
                    checked={selected === key}
                    disabled={current || shorter || change.isPending}
                    onChange={() => setSelected(key)}
                    className="mt-1 size-4 accent-indigo-600"
                  />
                  <span className="space-y-0.5">
                    <span className="block font-semibold text-slate-900">{planLabel(option.plan, option.interval)}</span>
                    <span className="block text-slate-600">{priceFor(option.plan, option.interval)?.display}</span>
                    {current ? <span className="block font-medium text-slate-700">Current plan</span> : null}
                    {shorter ? <span className="block text-slate-600">Available when your year ends</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {choice ? <ChangeConsequence id={descriptionId} choice={choice} overview={overview} /> : null}
        <Button onClick={submit} disabled={!choice || change.isPending}>
          {change.isPending ? (
            <>
              <Spinner />
              Changing plan...
            </>
          ) : (
            "Change plan"
          )}
        </Button>
      </CardContent>
    </Card>
  );
}
