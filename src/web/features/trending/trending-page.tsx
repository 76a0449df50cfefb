import { Link, useSearchParams } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageContainer, PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { useTrending } from "@web/lib/catalogue-api";
import { EmptyState } from "@web/components/catalogue/list-states";
import { Pagination } from "@web/components/catalogue/pagination";
import { useSearchParamInput } from "@web/lib/use-search-param";
import { nextParams, searchLink } from "@web/lib/catalogue-params";
import { cn } from "@web/lib/cn";
import { useMe } from "@web/lib/me";
import { TrendingFilters } from "./components/trending-filters";
import { TrendingItem, TrendingItemSkeletons } from "./components/trending-item";
import { TrendingUpsell } from "./components/trending-upsell";
import { readTrendingParams, toTrendingQuery, TRENDING_DEFAULTS } from "./trending-params";

export const TRENDING_ERROR_TITLE = "Failed to load trending ideas";
export const TRENDING_EMPTY_TITLE = "No trending ideas found";

/**
 * /trending (spec): ideas ranked by views in a period. Query state lives in the URL like /browse.
 * The server decides how much each viewer gets: paid members 12 per page, free users and visitors
 * the top 3 with `paginated: false`, for whom an upsell replaces the pages.
 */
export function TrendingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readTrendingParams(searchParams);
  const [searchInput, setSearchInput] = useSearchParamInput();
  const trending = useTrending(toTrendingQuery(params));
  const { me } = useMe();

  const linkToPage = (page: number) => searchLink(nextParams(searchParams, { page: String(page) }, TRENDING_DEFAULTS));

  let results;
  if (trending.isError) {
    results = <ErrorPanel title={TRENDING_ERROR_TITLE} message={trending.error.message} onRetry={() => void trending.refetch()} />;
  } else if (trending.isPending) {
    results = <TrendingItemSkeletons count={3} />;
  } else {
    const { data } = trending;
    const filtered = Boolean(params.search) || params.category !== "all";
    const clearLabel = params.search && params.category !== "all" ? "Clear search and filters" : params.search ? "Clear search" : "Clear filter";
    if (data.ideas.length === 0) {
      results = (
        <EmptyState
          title={TRENDING_EMPTY_TITLE}
          hint={
            params.search
              ? "Try a different search term."
              : filtered
                ? "Try another category or a longer period."
                : "Try a longer period."
          }
          action={
            filtered ? (
              <Button asChild variant="outline">
                <Link to={searchLink(nextParams(searchParams, { search: null, category: null }, TRENDING_DEFAULTS))}>{clearLabel}</Link>
              </Button>
            ) : null
          }
        />
      );
    } else {
      const offset = (data.page - 1) * data.pageSize;
      const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
      results = (
        <div className="space-y-6">
          <ol
            aria-label="Trending ideas"
            aria-busy={trending.isPlaceholderData || undefined}
            className={cn("space-y-4 transition-opacity", trending.isPlaceholderData && "opacity-60")}
          >
            {data.ideas.map((item, index) => (
              <li key={item.id}>
                <TrendingItem item={item} rank={offset + index + 1} period={params.period} />
              </li>
            ))}
          </ol>
          {data.paginated ? (
            <Pagination page={data.page} totalPages={totalPages} linkTo={linkToPage} label="Trending pages" />
          ) : (
            <TrendingUpsell shown={data.ideas.length} total={data.total} signedIn={me !== null} />
          )}
        </div>
      );
    }
  }

  return (
    <PageContainer className="space-y-6">
      <PageHeader title="Trending Ideas" description="The ideas founders are looking at most, ranked by views." />
      <TrendingFilters
        search={searchInput}
        onSearchChange={setSearchInput}
        period={params.period}
        sort={params.sort}
        category={params.category}
        onChange={(key, value) =>
          setSearchParams((current) => nextParams(current, { [key]: value }, TRENDING_DEFAULTS), { preventScrollReset: true })
        }
      />
      <section aria-label="Results">{results}</section>
    </PageContainer>
  );
}
