import type { ReactNode } from "react";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";

/**
 * A titled chart with its text summary (what screen readers get); skeletons until the figures
 * arrive. The chart itself is a lazyPart (trend-charts), with the same skeleton until its code comes.
 */
export function ChartCard({ title, summary, children }: { title: string; summary: string | undefined; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {summary === undefined ? <Skeleton className="h-4 w-3/4" /> : <p className="text-sm text-slate-700">{summary}</p>}
      {summary === undefined ? <Skeleton className="h-64 w-full" /> : children}
    </Card>
  );
}

