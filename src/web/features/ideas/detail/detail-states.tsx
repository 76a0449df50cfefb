import { Compass, Loader2, RotateCcw, SearchX } from "lucide-react";
import { Link } from "@web/lib/router";
import { ERROR_CATALOGUE } from "@shared/errors";
import { DocumentTitle, PageContainer } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { isApiError, isRateLimited } from "@web/lib/api-client";

export const LOADING_TEXT = "Loading idea details...";
export const NOT_FOUND_TITLE = "Idea not found";
export const RATE_LIMITED_TITLE = "Too many requests";

/** The spec's full-screen loading state. */
export function IdeaLoading() {
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
      <DocumentTitle title="Loading idea" />
      <div role="status" className="flex flex-col items-center gap-3 text-slate-700">
        <Loader2 aria-hidden="true" className="size-8 animate-spin text-indigo-600" />
        <p className="text-base font-medium">{LOADING_TEXT}</p>
      </div>
    </PageContainer>
  );
}

/**
 * Not found (404) and any other load failure share the spec's full-screen state titled 'Idea not
 * found'; the message says which of the two it was.
 */
export function IdeaLoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const notFound = isApiError(error) && error.status === 404;
  // A limit is not a missing idea: it says so, and how long to wait when the server said.
  const limited = isRateLimited(error);
  const title = limited ? RATE_LIMITED_TITLE : NOT_FOUND_TITLE;
  const message = limited
    ? error.message
    : notFound
      ? ERROR_CATALOGUE.NOT_FOUND.message
      : isApiError(error) && error.status === 0
        ? ERROR_CATALOGUE.NETWORK.message
        : ERROR_CATALOGUE.LOAD_IDEA.message;
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <DocumentTitle title={title} />
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p role="alert" className="mt-3 max-w-md text-slate-600">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          Try Again
        </Button>
        <Button variant="outline" asChild>
          <Link to="/browse">
            <Compass aria-hidden="true" />
            Browse Ideas
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
