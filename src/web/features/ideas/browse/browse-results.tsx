import { AlertTriangle, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import type { IdeasListResponse } from "@shared/schemas/idea-api";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { formatNumber } from "@web/lib/format";
import { IdeaCard } from "@web/components/catalogue/idea-card";
import { LockedCard } from "./locked-card";
import { CompareToggle } from "@web/features/compare";

export const SAMPLE_NOTE = "Showing sample ideas while we resolve the issue.";

/**
 * 'Showing N of M bootstrap projects': N cards on this page, M in total ("1,000+" when a search
 * stopped counting, ADR 011). Announced when it changes.
 */
export function ResultCount({ shown, total, capped = false }: { shown: number; total: number; capped?: boolean }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      Showing <span className="font-semibold text-slate-900">{formatNumber(shown)}</span> of{" "}
      <span className="font-semibold text-slate-900">
        {formatNumber(total)}
        {capped ? "+" : ""}
      </span>{" "}
      bootstrap projects
    </p>
  );
}

/** The card grid: 3 columns on wide screens, 1 on phones. Locked cards open the paywall. */
export function IdeaGrid({
  ideas,
  onLockedClick,
  busy = false,
  fitScores,
}: {
  ideas: IdeasListResponse["ideas"];
  onLockedClick: () => void;
  busy?: boolean;
  /** The viewer's fit per idea id, when the list is ranked "For you". */
  fitScores?: Record<string, number>;
}) {
  return (
    <ul
      aria-busy={busy || undefined}
      aria-label="Ideas"
      className={cn("grid grid-cols-1 gap-5 transition-opacity md:grid-cols-2 lg:grid-cols-3", busy && "opacity-60")}
    >
      {ideas.map((card, index) =>
        card.locked ? (
          <li key={`locked-${index}`}>
            <LockedCard onUnlock={onLockedClick} />
          </li>
        ) : (
          <li key={card.id} className="flex flex-col gap-2">
            <IdeaCard idea={card} fitScore={fitScores?.[card.id]} />
            <CompareToggle slug={card.slug} title={card.title} />
          </li>
        ),
      )}
    </ul>
  );
}

/** A failed load while earlier results (real ideas from the cache) stay on screen. */
export function StaleResultsAlert({ message, onRetry, children }: { message: string; onRetry: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="space-y-1 text-sm">
          <p className="font-semibold text-red-900">{message}</p>
          <p className="text-red-800">{SAMPLE_NOTE}</p>
          {children}
        </div>
      </div>
      <Button variant="outline" onClick={onRetry} className="self-start sm:self-center">
        <RotateCcw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
