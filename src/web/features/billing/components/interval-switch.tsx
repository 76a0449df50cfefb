import { useId } from "react";
import { BILLING_INTERVALS, type BillingInterval } from "@shared/plans";
import { cn } from "@web/lib/cn";

const LABELS: Record<BillingInterval, string> = { month: "Monthly", year: "Yearly" };

/** Monthly / yearly: a real radio group (arrow keys move between the two), styled as a segmented switch. */
export function IntervalSwitch({
  value,
  onChange,
  yearlyNote,
  className,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
  /** A short line under "Yearly", e.g. what a year saves. */
  yearlyNote?: string;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn("flex flex-col items-center gap-2", className)}>
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-xl bg-slate-100 p-1">
        {BILLING_INTERVALS.map((interval) => (
          <label key={interval} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={interval}
              checked={value === interval}
              onChange={() => onChange(interval)}
              className="peer sr-only"
            />
            <span className="block rounded-lg px-5 py-2 text-sm font-semibold text-slate-700 transition-colors peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-600 hover:text-slate-900">
              {LABELS[interval]}
            </span>
          </label>
        ))}
      </div>
      {yearlyNote ? <p className="text-sm text-slate-600">{yearlyNote}</p> : null}
    </fieldset>
  );
}
