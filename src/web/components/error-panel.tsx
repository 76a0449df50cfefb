import { AlertTriangle, Home, RotateCcw } from "lucide-react";
import { Link } from "@web/lib/router";
import { DEFAULT_ERROR_TITLE } from "@shared/errors";
import { Button } from "./ui/button";
import { DocumentTitle } from "./page";

/**
 * The generic error panel (spec: 'Something went wrong', Try Again, Go Home). `headingLevel` 1 when
 * it replaces a whole page, 2 when it sits under the page's own <h1>.
 */
export function ErrorPanel({
  title = DEFAULT_ERROR_TITLE,
  message,
  onRetry,
  headingLevel = 2,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      {headingLevel === 1 ? <DocumentTitle title={title} /> : null}
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-2">
        <Heading className="text-xl font-semibold text-slate-900">{title}</Heading>
        {message ? <p className="text-sm text-slate-600">{message}</p> : null}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        ) : null}
        <Button variant="outline" asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Go Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
