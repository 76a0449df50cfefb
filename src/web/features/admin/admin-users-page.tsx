import { Activity, CreditCard, UserRound, Users } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "@web/lib/router";
import type { SubscriptionStatus, Tier } from "@shared/plans";
import type { AdminUserSort } from "@shared/schemas/admin-users";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { ListPager } from "@web/components/list-pager";
import { StatCard } from "@web/components/stat-card";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { errorMessage } from "@web/lib/api-client";
import { formatNumber } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useSearchParamInput } from "@web/lib/use-search-param";
import { useAdminUsers } from "./api/admin-users-api";
import { AddUserDialog } from "./users/add-user-dialog";
import { ExportUsersButton } from "./users/export-users-button";
import { isSort, isStatus, isTier, SORT_LABELS, USER_MESSAGES } from "./users/user-copy";
import { UserFilters } from "./users/user-filters";
import { UsersTable } from "./users/users-table";
import { usePageParam } from "@web/lib/use-page-param";

/**
 * User Management: the stat figures, search, tier/status filters and sort (all in the URL, so a
 * reload or the back button keeps the admin's place), Export CSV, Add User and 20 users a page.
 */
export function AdminUsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get("search") ?? "";
  const tierParam = searchParams.get("tier");
  const statusParam = searchParams.get("status");
  const sortParam = searchParams.get("sort");
  const tier: Tier | "all" = isTier(tierParam) ? tierParam : "all";
  const status: SubscriptionStatus | "all" = isStatus(statusParam) ? statusParam : "all";
  const sort: AdminUserSort = isSort(sortParam) ? sortParam : "created";
  const order = searchParams.get("order") === "asc" ? "asc" : "desc";
  const [page, goToPage] = usePageParam();
  const [searchInput, setSearchInput] = useSearchParamInput("search");
  const filter = { search, tier, status };
  const { data, error, isPending, isError, isPlaceholderData, errorUpdatedAt, refetch } = useAdminUsers({ ...filter, sort, order, page });

  // One toast per failed load (the id keeps retries from stacking them).
  useEffect(() => {
    if (isError) notifyError(USER_MESSAGES.loadFailed, "users-load");
  }, [isError, errorUpdatedAt]);

  /** Sets one parameter (dropping it at its default) and goes back to page 1. */
  const setParam = (name: string, value: string, fallback: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value === fallback) next.delete(name);
      else next.set(name, value);
      next.delete("page");
      return next;
    });

  const clearFilters = () => {
    setSearchInput("");
    setSearchParams(new URLSearchParams(), { replace: true });
  };

  const stats = data?.stats;
  const filtered = search !== "" || tier !== "all" || status !== "all";
  const empty = filtered ? (
    <span className="inline-flex flex-col items-center gap-3">
      <span>No users match these filters.</span>
      <Button variant="outline" size="sm" onClick={clearFilters}>
        Clear filters
      </Button>
    </span>
  ) : (
    "No users yet."
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        description="Everyone with an account: plans, activity and AI usage."
        actions={
          <>
            <ExportUsersButton filter={filter} />
            <AddUserDialog />
          </>
        }
      />

      <section aria-label="User figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Users" icon={Users} value={stats ? formatNumber(stats.total) : isError ? "—" : undefined} />
        <StatCard
          label="Paying Users"
          icon={CreditCard}
          value={stats ? formatNumber(stats.paying.total) : isError ? "—" : undefined}
          detail={stats ? `${formatNumber(stats.paying.starter)} Bootstrap Builder · ${formatNumber(stats.paying.pro)} Weekend Empire · ${formatNumber(stats.paying.lifetime)} Lifetime` : undefined}
        />
        <StatCard label="Free Users" icon={UserRound} value={stats ? formatNumber(stats.byTier.free) : isError ? "—" : undefined} />
        <StatCard label="Active Users" icon={Activity} value={stats ? formatNumber(stats.active30d) : isError ? "—" : undefined} detail="Seen in the last 30 days" />
      </section>

      <UserFilters
        search={searchInput}
        onSearch={setSearchInput}
        tier={tier}
        onTier={(value) => setParam("tier", value, "all")}
        status={status}
        onStatus={(value) => setParam("status", value, "all")}
        sort={sort}
        onSort={(value) => setParam("sort", value, "created")}
        order={order}
        onOrder={(value) => setParam("order", value, "desc")}
      />

      {isError && !data ? (
        <ErrorPanel message={errorMessage(error, USER_MESSAGES.loadFailed)} onRetry={() => void refetch()} />
      ) : (
        <Card className="relative overflow-hidden">
          <UsersTable
            rows={data?.items}
            busy={isPending || isPlaceholderData}
            empty={empty}
            caption={`Users sorted by ${SORT_LABELS[sort].toLowerCase()}, ${order === "asc" ? "ascending" : "descending"}`}
          />
          {data && data.total > 0 ? <ListPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} label="User pages" /> : null}
        </Card>
      )}
    </div>
  );
}
