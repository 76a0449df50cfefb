import type { WebResearch, WebResearchPage } from "@shared/schemas/web-research";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format";

function PageLine({ page }: { page: WebResearchPage }) {
  return (
    <li id={`web-page-${page.n}`} className="flex gap-2">
      <span className="shrink-0 text-slate-600">[W{page.n}]</span>
      <span className="min-w-0">
        <a href={page.url} target="_blank" rel="noreferrer" className="font-medium break-words text-indigo-700 hover:underline">
          {page.title}
        </a>
        {page.snippet ? <span className="block text-xs text-slate-600">{page.snippet}</span> : null}
        <span className="block text-xs text-slate-500">
          {page.published ? `Dated ${formatDate(page.published)}. ` : "Undated. "}
          Found by the search on {formatDate(page.accessed)}.
        </span>
      </span>
    </li>
  );
}

/**
 * What a model's report looked up on the web (issue 23, item 4): the searches, the pages it cites as
 * [Wn] first, the others it was shown, failed searches, or a plain statement that it did not search.
 */
export function WebResearchCard({ research }: { research: WebResearch }) {
  const cited = research.pages.filter((page) => page.cited);
  const shown = research.pages.filter((page) => !page.cited);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Web research</CardTitle>
        <Badge variant="neutral">{research.queries.length ? `${research.queries.length} search${research.queries.length === 1 ? "" : "es"}` : "Not searched"}</Badge>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        {research.provider === null ? (
          <p>This report did not search the web: no search engine is configured. Competitors and rules come from our catalogue and the model&apos;s own knowledge.</p>
        ) : research.queries.length === 0 ? (
          <p>The model did not search the web for this report.</p>
        ) : (
          <p>
            The model searched for{" "}
            {research.queries.map((query, i) => (
              <span key={query}>
                {i ? ", " : ""}&ldquo;{query}&rdquo;
              </span>
            ))}
            . Pages are as the search engine returned them; a [W] marker in the report points to one.
          </p>
        )}
        {cited.length ? (
          <div>
            <p className="font-medium text-slate-900">Pages the report cites</p>
            <ol className="space-y-2">
              {cited.map((page) => (
                <PageLine key={page.n} page={page} />
              ))}
            </ol>
          </div>
        ) : null}
        {shown.length ? (
          <div>
            <p className="font-medium text-slate-900">{cited.length ? "Also shown to the model, not cited" : "Pages shown to the model (none cited)"}</p>
            <ol className="space-y-2">
              {shown.map((page) => (
                <PageLine key={page.n} page={page} />
              ))}
            </ol>
          </div>
        ) : null}
        {research.failures.length ? (
          <div>
            <p className="font-medium text-slate-900">Searches that failed</p>
            <ul className="list-disc space-y-1 pl-5 text-xs text-slate-600">
              {research.failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
