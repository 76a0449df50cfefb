import { GitCompareArrows } from "lucide-react";
import { changeLines } from "@shared/idea-change-lines";
import { lazyPart } from "@web/components/lazy-part";
import { formatDate } from "@web/lib/format";
import { useIdeaChanges } from "./history-api";

// Only a member who saved the idea sees it; its mail choice (a select and a mutation) stays out of
// the idea page's first download (issue 30's first-visit budget).
const SinceSaved = lazyPart("since-saved", async () => (await import("./since-saved")).SinceSaved);

/**
 * "What changed" on the idea page (issue 27 item 2): every published change with its date; for a
 * member who saved the idea, everything since they saved it as one difference, and their choice of
 * mail about saved ideas. Renders nothing while loading or when there is nothing to say.
 */
export function IdeaChanges({ slug }: { slug: string }) {
  const { data } = useIdeaChanges(slug);
  if (!data || (data.changes.length === 0 && !data.sinceSaved)) return null;
  return (
    <section id="what-changed" aria-labelledby="what-changed-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="what-changed-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <GitCompareArrows aria-hidden="true" className="size-4 text-slate-600" />
        What changed
      </h2>
      {data.sinceSaved ? <SinceSaved sinceSaved={data.sinceSaved} mailMode={data.mailMode} /> : null}
      {data.changes.length ? (
        <ol className="space-y-3">
          {data.changes.map((change) => (
            <li key={change.changedAt} className="text-slate-700">
              <p className="font-medium text-slate-900">
                <time dateTime={change.changedAt}>{formatDate(change.changedAt)}</time>
              </p>
              <ul className="list-disc pl-5">
                {changeLines(change.items).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {change.reason ? <p className="mt-1 text-slate-600">Why: {change.reason}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">No changes since it was published.</p>
      )}
    </section>
  );
}
