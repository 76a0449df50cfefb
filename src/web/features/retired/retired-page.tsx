import { Archive, ExternalLink } from "lucide-react";
import { categoryLabel } from "@shared/categories";
import type { RetiredIdea } from "@shared/schemas/retired";
import { Link } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageContainer, PageHeader } from "@web/components/page";
import { EmptyState } from "@web/components/catalogue/list-states";
import { Skeleton } from "@web/components/ui/skeleton";
import { useRetiredIdeas } from "./retired-api";

export const RETIRED_EMPTY_TITLE = "No retired ideas yet";

/** "27 November 2026" from the stored YYYY-MM-DD, read as a calendar day (no time zone shift). */
function formatDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!)).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

function RetiredEntry({ idea }: { idea: RetiredIdea }) {
  return (
    <li>
      <article aria-labelledby={`retired-${idea.slug}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="space-y-1">
          <h2 id={`retired-${idea.slug}`} className="text-lg font-semibold text-slate-900">
            {idea.title}
          </h2>
          <p className="text-sm text-slate-600">
            {idea.retiredOn ? <>Retired <time dateTime={idea.retiredOn}>{formatDay(idea.retiredOn)}</time></> : "Retired"}
            {" · "}
            {categoryLabel(idea.category)}
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-600">{idea.tagline}</p>
        <p className="mt-3 text-slate-800">
          <span className="font-medium">Why: </span>
          {idea.reason ?? "No reason was recorded when this idea was archived."}
        </p>
        {idea.sourceUrl ? (
          <a
            href={idea.sourceUrl}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="mt-2 inline-flex items-center gap-1 rounded text-sm text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          >
            Source <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only"> for {idea.title} (opens in a new tab)</span>
          </a>
        ) : null}
      </article>
    </li>
  );
}

/**
 * /retired (issue 27 item 3): ideas we took out of the catalogue, with when and why (a competitor
 * that already does the job, a rule that was annulled). Public: the API sends no analysis.
 */
export function RetiredPage() {
  const retired = useRetiredIdeas();
  let body;
  if (retired.isError) {
    body = <ErrorPanel title="Failed to load retired ideas" message={retired.error.message} onRetry={() => void retired.refetch()} />;
  } else if (!retired.data) {
    body = <Skeleton className="h-64 w-full rounded-xl" />;
  } else if (retired.data.ideas.length === 0) {
    body = <EmptyState icon={Archive} title={RETIRED_EMPTY_TITLE} hint="Ideas we archive are listed here with the reason." />;
  } else {
    body = (
      <ul className="space-y-4" aria-label="Retired ideas">
        {retired.data.ideas.map((idea) => (
          <RetiredEntry key={idea.slug} idea={idea} />
        ))}
      </ul>
    );
  }
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader
        title="Retired ideas"
        description={
          <>
            Ideas we took out of the catalogue, newest first, and why: a product already does the whole job, or the rule the idea rested
            on changed. The live catalogue is on <Link to="/browse" className="text-indigo-700 hover:underline">Browse</Link>.
          </>
        }
      />
      {body}
    </PageContainer>
  );
}
