import { isRouteErrorResponse, useRouteError } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageContainer } from "@web/components/page";
import { NotFoundPage } from "./not-found-page";

/**
 * Shown when a page throws while rendering or its code chunk fails to load (typically after a
 * deploy replaced the chunk files): a full reload fetches the new ones, so Try Again reloads.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <PageContainer>
      <ErrorPanel headingLevel={1} onRetry={() => window.location.reload()} />
    </PageContainer>
  );
}
