import { Users } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { formatNumber } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useSearchParamInput } from "@web/lib/use-search-param";
import { useSubscribers, type SubscriberStatusFilter } from "./api/admin-mail-api";
import { ListPager } from "@web/components/list-pager";
import { ExportSubscribersButton } from "./subscribers/export-subscribers-button";
import { isStatusFilter, SubscriberFilters } from "./subscribers/subscriber-filters";
import { SubscribersList, SubscribersTable } from "./subscribers/subscribers-table";
import { usePageParam } from "@web/lib/use-page-param";

export const LOAD_FAILED = "Failed to load subscribers";

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/**
 * The daily e-mail's subscriber list (the email_subscribers table, not user profiles). Search,
 * status and page live in the URL, so reloads and the back button keep the admin's place.
 */
export function AdminEmailSubscribersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, goToPage] = usePageParam();
  const search = searchParams.get("search") ?? "";
  const statusParam = searchParams.get("status");
  const status: SubscriberStatusFilter = isStatusFilter(statusParam) ? statusParam : "all";
  // The box updates at once; ?search follows once the text settles (and resets the page).
  const [searchInput, setSearchInput] = useSearchParamInput("search");
  const filter = { search, status };
  const { data, error, isPending, isError, isPlaceholderData, errorUpdatedAt, refetch } = useSubscribers(filter, page);


  // One toast per failed load (the id keeps retries from stacking them).
  useEffect(() => {
    if (isError) notifyError(LOAD_FAILED, "subscribers-load");
  }, [isError, errorUpdatedAt]);

  const setStatus = (next: SubscriberStatusFilter) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next === "all") updated.delete("status");
      else updated.set("status", next);
      updated.delete("page");
      return updated;
    });

  const clearFilters = () => {
    // The settling search catches up by itself: it lands on "", which the URL already says.
    setSearchInput("");
    setSearchParams(new URLSearchParams(), { replace: true });
  };

  const filtered = search !== "" || status !== "all";
  const view = {
    items: data?.items,
    busy: isPending || isPlaceholderData,
    empty: filtered ? (
      <span className="inline-flex flex-col items-center gap-3">
        <span>No subscribers match these filters.</span>
        <Button variant="outline" size="sm" onClick={clearFilters}>
          Clear filters
        </Button>
      </span>
    ) : (
      "No subscribers yet. Addresses appear here when people sign up for the daily idea e-mail."
    ),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Email Subscribers"
        description="Everyone on the daily idea e-mail list, from the sign-up forms across the site."
        actions={<ExportSubscribersButton filter={filter} />}
      />

      <div className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
        <Users aria-hidden="true" className="size-4 text-indigo-600" />
        {data ? (
          <span>
            <span className="font-semibold text-slate-900">{plural(data.active, "active subscriber", "active subscribers")}</span>
            {filtered ? <> · {plural(data.total, "match", "matches")}</> : null}
          </span>
        ) : isError ? (
          <span>Subscriber count unavailable</span>
        ) : (
          <>
            <span className="sr-only">Loading subscriber count</span>
            <Skeleton className="h-4 w-40" />
          </>
        )}
      </div>

      <SubscriberFilters search={searchInput} onSearch={setSearchInput} status={status} onStatus={setStatus} />

      {isError && !data ? (
        <ErrorPanel message={errorMessage(error, LOAD_FAILED)} onRetry={() => void refetch()} />
      ) : (
        <Card className="overflow-hidden">
          <SubscribersList {...view} />
          <SubscribersTable {...view} />
          {data && data.total > 0 ? (
            <ListPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} label="Subscriber pages" />
          ) : null}
        </Card>
      )}
    </div>
  );
}
