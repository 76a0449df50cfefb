import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { FREE_PREVIEW_COUNT } from "@shared/entitlements";
import { AI_QUOTAS, PLANS, TIERS, type Tier } from "@shared/plans";
import { formatNumber } from "@web/lib/format";
import { useAiWording, type AiWording } from "@web/lib/ai-wording";

type Cell = boolean | string;

/** A monthly AI allowance; lifetime's is a fair-use cap (DECISIONS.md). */
function quota(tier: Tier, kind: "aiChat" | "aiResearch"): Cell {
  const count = AI_QUOTAS[tier][kind];
  if (count === 0) return false;
  return tier === "lifetime" ? `${formatNumber(count)} (fair use)` : formatNumber(count);
}

function row(label: string, cell: (tier: Tier) => Cell): { label: string; cells: Cell[] } {
  return { label, cells: TIERS.map(cell) };
}

const paid = (tier: Tier) => tier !== "free";
const pro = (tier: Tier) => tier === "pro" || tier === "lifetime";

/** Every figure comes from PLANS, AI_QUOTAS and the entitlements' constants; the AI rows' names from ai-wording.ts. */
const rows = (words: AiWording) => [
  row("Daily idea", () => true),
  row("Idea previews", (tier) => (paid(tier) ? "Every idea" : String(FREE_PREVIEW_COUNT))),
  row("Full database", (tier) => (tier === "starter" ? "Except Pro Picks" : paid(tier))),
  row("Pro Picks", pro),
  row("Filters", paid),
  row("Export JSON/PDF", paid),
  row(words.builderRow, pro),
  row(words.chatRow, (tier) => quota(tier, "aiChat")),
  row("Idea validation per month", (tier) => quota(tier, "aiResearch")),
  row("Lifetime badge", (tier) => tier === "lifetime"),
];

function CellContent({ cell }: { cell: Cell }): ReactNode {
  if (cell === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-emerald-700" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (cell === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-slate-500" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <span className="font-medium text-slate-900">{cell}</span>;
}

export function FeatureComparison() {
  const words = useAiWording();
  return (
    <section aria-labelledby="compare-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="compare-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Compare plans
        </h2>
        {/* On a phone the table is wider than the screen: say so, since scroll bars are hidden there. */}
        <p className="text-sm text-slate-600 sm:hidden" aria-hidden="true">
          Swipe the table sideways to see all {TIERS.length} plans →
        </p>
      </div>
      <div
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        role="region"
        tabIndex={0}
        aria-label="Plan comparison, scrolls sideways"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Features of each plan</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 px-4 py-3 font-semibold">
                Feature
              </th>
              {TIERS.map((tier) => (
                <th key={tier} scope="col" className="px-4 py-3 text-center font-semibold">
                  {PLANS[tier].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows(words).map(({ label, cells }) => (
              <tr key={label}>
                <th scope="row" className="sticky left-0 bg-white px-4 py-3 font-medium text-slate-700">
                  {label}
                </th>
                {cells.map((cell, index) => (
                  <td key={TIERS[index]} className="px-4 py-3 text-center text-slate-700">
                    <CellContent cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
