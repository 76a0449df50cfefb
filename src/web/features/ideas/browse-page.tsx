import { useState } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { ERROR_CATALOGUE } from "@shared/errors";
import type { IdeasListResponse } from "@shared/schemas/idea-api";
import { ErrorPanel } from "@web/components/error-panel";
import { lazyDialog } from "@web/components/lazy-dialog";
import { Alert } from "@web/components/ui/alert";
import { isApiError, isRateLimited } from "@web/lib/api-client";
import { PageContainer, PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useIdeas } from "@web/lib/catalogue-api";
import { BrowseFilters } from "./browse/browse-filters";
import { IdeaGrid, ResultCount, StaleResultsAlert } from "./browse/browse-results";
import { EmptyState } from "@web/components/catalogue/list-states";
import { Pagination } from "@web/components/catalogue/pagination";
import { IdeaGridSkeleton } from "./browse/skeletons";
import { useSearchParamInput } from "@web/lib/use-search-param";
import { BROWSE_DEFAULTS, isPersonalOrder, nextParams, readBrowseParams, searchLink, toIdeasQuery, type ParamChanges } from "@web/lib/catalogue-params";
import { PersonalOrderNotice, usePersonalIdeas } from "@web/features/founder";

// Radix's dialog code loads when a locked card is first opened (issue 9's first-visit budget).
const PaywallDialog = lazyDialog("paywall-dialog", async () => (await import("./browse/paywall-dialog")).PaywallDialog);

export const BROWSE_EMPTY_TITLE = "No bootstrap projects found";

/**
 * /browse (spec): the catalogue as cards. The URL's search, category, sort, pro and page are the
 * single source of truth. The server decides what each viewer sees: cards it may not see arrive as
 * `{ locked: true }` and open the paywall, so this page never needs the viewer's plan.
 */
export function BrowsePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readBrowseParams(searchParams);
  const [searchInput, setSearchInput] = useSearchParamInput();
  // "For you" and "Your weights" are ranked by the founder-fit API; a search lists matches newest first.
  const personalOrder = isPersonalOrder(params.sort) ? params.sort : null;
  const ranked = personalOrder !== null && !params.search;
  const listed = useIdeas(toIdeasQuery(params), { enabled: !ranked });
  const personal = usePersonalIdeas(
    { order: personalOrder ?? "for-you", category: params.category === "all" ? undefined : params.category, pro: params.proOnly ? "true" : undefined, page: params.page },
    ranked,
  );
  const ideas = ranked ? personal : listed;
  const [paywallOpen, setPaywallOpen] = useState(false);

  // The last list that loaded, kept so a failed load can still show real ideas (never invented ones).
  const [lastLoaded, setLastLoaded] = useState<IdeasListResponse | undefined>(undefined);
  if (ideas.isSuccess && !ideas.isPlaceholderData && ideas.data !== lastLoaded) setLastLoaded(ideas.data);

  const update = (changes: ParamChanges) =>
    setSearchParams((current) => nextParams(current, changes, BROWSE_DEFAULTS), { preventScrollReset: true });
  const linkToPage = (page: number) => searchLink(nextParams(searchParams, { page: String(page) }, BROWSE_DEFAULTS));
  const filtered = params.category !== "all" || params.proOnly;
  // Clearing keeps the chosen sort.
  const withoutFilters = searchLink(nextParams(searchParams, { search: null, category: null, pro: null }, BROWSE_DEFAULTS));
  const retry = () => void ideas.refetch();

  let results;
  if (ideas.isError && isApiError(ideas.error) && ideas.error.code === "VALIDATION") {
    // The request was refused, not the service down: say what to change.
    results = <Alert>{ideas.error.issues[0]?.message ?? ideas.error.message}</Alert>;
  } else if (ideas.isError) {
    const fallback = ideas.data ?? lastLoaded;
    // Limited, the member is told to wait (and how long), not to check a connection that works.
    const message = isRateLimited(ideas.error) ? ideas.error.message : ERROR_CATALOGUE.LOAD_IDEAS.message;
    results = fallback?.ideas.length ? (
      <div className="space-y-5">
        <StaleResultsAlert message={message} onRetry={retry} />
        <IdeaGrid ideas={fallback.ideas} onLockedClick={() => setPaywallOpen(true)} />
      </div>
    ) : (
      <ErrorPanel message={message} onRetry={retry} />
    );
  } else if (ideas.isPending) {
    results = (
      <div className="space-y-5">
        <Skeleton className="h-5 w-60" />
        <IdeaGridSkeleton />
      </div>
    );
  } else {
    const { data } = ideas;
    const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
    if (data.ideas.length === 0) {
      const pastTheEnd = data.total > 0;
      const clearLabel = params.search && filtered ? "Clear search and filters" : params.search ? "Clear search" : "Clear filters";
      results = (
        <div className="space-y-5">
          {pastTheEnd ? <ResultCount shown={0} total={data.total} /> : null}
          <EmptyState
            title={BROWSE_EMPTY_TITLE}
            hint={
              pastTheEnd
                ? "This page is past the end of the list."
                : params.search
                  ? "Try a different search term or check the spelling."
                  : filtered
                    ? "Try a different category or turn off Pro Picks Only."
                    : "New ideas are published regularly. Check back soon."
            }
            action={
              pastTheEnd ? (
                <Button asChild variant="outline">
                  <Link to={linkToPage(1)}>Go to page 1</Link>
                </Button>
              ) : params.search || filtered ? (
                <Button asChild variant="outline">
                  <Link to={withoutFilters}>{clearLabel}</Link>
                </Button>
              ) : null
            }
          />
        </div>
      );
    } else {
      results = (
        <div className="space-y-6">
          <ResultCount shown={data.ideas.length} total={data.total} capped={data.capped} />
          <IdeaGrid ideas={data.ideas} onLockedClick={() => setPaywallOpen(true)} busy={ideas.isPlaceholderData} fitScores={ranked && personalOrder === "for-you" ? personal.data?.fitScores : undefined} />
          <Pagination page={params.page} totalPages={totalPages} linkTo={linkToPage} label="Browse pages" className="pt-2" />
        </div>
      );
    }
  }

  return (
    <PageContainer className="space-y-6">
      <PageHeader title="Browse Ideas" description="Researched bootstrap projects you can start building this weekend." />
      <BrowseFilters
        search={searchInput}
        onSearchChange={setSearchInput}
        category={params.category}
        onCategoryChange={(category) => update({ category })}
        sort={params.sort}
        onSortChange={(sort) => update({ sort })}
        proOnly={params.proOnly}
        onProOnlyChange={(pro) => update({ pro: pro ? "true" : null })}
      />
      {personalOrder ? <PersonalOrderNotice order={personalOrder} profileSet={personal.data?.profileSet} searching={!ranked} /> : null}
      <section aria-label="Results">{results}</section>
      <PaywallDialog open={paywallOpen} onOpenChange={setPaywallOpen} />
    </PageContainer>
  );
}
