import { useSyncExternalStore } from "react";
import { Download } from "lucide-react";
import { Link } from "@web/lib/router";
import { PIPELINE_STAGES, STAGE_LABELS } from "@shared/pipeline";
import type { PipelineItem } from "@shared/schemas/pipeline-api";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { ErrorPanel } from "@web/components/error-panel";
import { PIPELINE_EXPORT_CSV, PIPELINE_EXPORT_JSON, usePipeline } from "../pipeline-api";
import { PipelineCard } from "./pipeline-card";

const WIDE = "(min-width: 768px)";

/** Whether the screen is wide enough for the board (phones get the list); false where media queries are unknown. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(WIDE);
      query?.addEventListener?.("change", notify);
      return () => query?.removeEventListener?.("change", notify);
    },
    () => Boolean(window.matchMedia?.(WIDE).matches),
    () => false,
  );
}

function byStage(items: PipelineItem[]) {
  return PIPELINE_STAGES.map((stage) => ({ stage, items: items.filter((item) => item.stage === stage) }));
}

/** The board on the dashboard: a column per stage (six across on wide screens, three on tablets), a list grouped by stage on phones. */
export function PipelineBoard() {
  const pipeline = usePipeline();
  const wide = useWideScreen();
  if (pipeline.isError) return <ErrorPanel title="Failed to load your pipeline" message={pipeline.error.message} onRetry={() => void pipeline.refetch()} />;
  if (pipeline.isPending) return <Skeleton className="h-40 w-full" />;
  const items = pipeline.data.items;
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Your pipeline</h2>
        <p className="text-sm text-slate-600">From saved to launched: move each idea on, or drop it with the reason.</p>
      </div>
      {items.length ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={PIPELINE_EXPORT_CSV} download>
              <Download aria-hidden="true" /> CSV
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={PIPELINE_EXPORT_JSON} download>
              <Download aria-hidden="true" /> JSON
            </a>
          </Button>
        </div>
      ) : null}
    </div>
  );
  if (!items.length) {
    return (
      <section aria-label="Your pipeline" className="space-y-3">
        {header}
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-700">
          Nothing in your pipeline yet. Save an idea or move one from its page, and it starts here at Saved. <Link to="/browse" className="font-medium text-indigo-700 underline">Browse ideas</Link>
        </p>
      </section>
    );
  }
  const groups = byStage(items);
  return (
    <section aria-label="Your pipeline" className="space-y-4">
      {header}
      {wide ? (
        <div role="list" aria-label="Pipeline board" className="grid gap-3 md:grid-cols-3 xl:grid-cols-6">
          {groups.map(({ stage, items: inStage }) => (
            <div role="listitem" key={stage} aria-label={STAGE_LABELS[stage]} className="min-w-0 space-y-3 rounded-xl bg-slate-50 p-3">
              <h3 className="text-sm font-semibold text-slate-800">
                {STAGE_LABELS[stage]} <span className="font-normal text-slate-600">({inStage.length})</span>
              </h3>
              {inStage.map((item) => (
                <PipelineCard key={item.idea.id} item={item} idPrefix="board" />
              ))}
            </div>
          ))}
        </div>
      ) : (
        <div className="space-y-5">
          {groups
            .filter((group) => group.items.length)
            .map(({ stage, items: inStage }) => (
              <section key={stage} aria-label={STAGE_LABELS[stage]} className="space-y-3">
                <h3 className="text-sm font-semibold text-slate-800">
                  {STAGE_LABELS[stage]} ({inStage.length})
                </h3>
                {inStage.map((item) => (
                  <PipelineCard key={item.idea.id} item={item} idPrefix="list" />
                ))}
              </section>
            ))}
        </div>
      )}
    </section>
  );
}
