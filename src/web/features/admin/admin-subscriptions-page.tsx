import { CreditCard, DollarSign, TrendingDown, UserCheck, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { ListPager } from "@web/components/list-pager";
import { StatCard } from "@web/components/stat-card";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api-client";
import { formatDate, formatMoney, formatNumber } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useSearchParamInput } from "@web/lib/use-search-param";
import {
  SUBSCRIPTION_INTERVAL_FILTERS,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_STATUS_FILTERS,
  SUBSCRIPTION_TIER_FILTERS,
  type SubscriptionRow,
} from "@shared/schemas/admin-subscriptions";
import type { AdminPayment } from "@shared/schemas/admin-billing-rows";
import {
  useCancelSubscription,
  useRefundPayment,
  useSubscriptionMetrics,
  useSubscriptions,
  type SubscriptionFilter,
  type SubscriptionPeriod,
} from "./api/admin-subscriptions-api";
import { ConfirmDialog } from "./subscriptions/confirm-dialog";
import { CancelSubscriptionDialog } from "./subscriptions/cancel-subscription-dialog";
import { ExportSubscriptionsButton } from "./subscriptions/export-subscriptions-button";
import { RevenueByMonthTable } from "./subscriptions/revenue-by-month-table";
import { RevenueChart } from "./subscriptions/revenue-chart";
import { isFilterValue, SubscriptionFilters } from "./subscriptions/subscription-filters";
import { refundableCents } from "./subscriptions/subscription-events-panel";
import { SubscriptionsTable } from "./subscriptions/subscriptions-table";
import { usePageParam } from "@web/lib/use-page-param";

export const LOAD_FAILED = "Failed to load subscriptions";
export const CANCELLED = "Subscription cancelled";
export const cancelledUntil = (date: string) => `${CANCELLED}: access ends ${date}`;
export const cancelledNow = (refund: string) => `${CANCELLED} and ${refund} refunded`;
export const CANCEL_FAILED = "Failed to cancel subscription";
export const REFUNDED = "Refund processed";
export const REFUND_FAILED = "Failed to process refund";
export const refundQuestion = (amount: string) => `Are you sure you want to refund ${amount}?`;
export const LIFETIME_REFUND = "Refunding it in full ends their Lifetime access at once, and they are no longer counted as paying.";
export const SUBSCRIPTION_REFUND = "Their plan does not change: to end it, cancel the subscription.";

/** What a refund does to the member's access, said in the dialog before the admin confirms. */
export function refundConsequence(payment: AdminPayment): string {
  return payment.tier === "lifetime" ? LIFETIME_REFUND : SUBSCRIPTION_REFUND;
}

const PERIOD_LABELS: Record<SubscriptionPeriod, string> = { "30d": "Last 30 days", "90d": "Last 90 days", "12m": "Last 12 months" };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * Subscription Management: revenue figures computed by the server from stored subscriptions and
 * payments, the table of paid plans (filters and page in the URL), cancel and refund through the
 * payment provider, each behind the spec's confirmation.
 */
export function AdminSubscriptionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const periodParam = searchParams.get("period");
  const period: SubscriptionPeriod = isFilterValue(SUBSCRIPTION_PERIODS, periodParam) ? periodParam : "30d";
  const tier = searchParams.get("tier");
  const status = searchParams.get("status");
  const interval = searchParams.get("interval");
  const search = searchParams.get("search") ?? "";
  const filter: SubscriptionFilter = {
    search,
    tier: isFilterValue(SUBSCRIPTION_TIER_FILTERS, tier) ? tier : "all",
    status: isFilterValue(SUBSCRIPTION_STATUS_FILTERS, status) ? status : "all",
    interval: isFilterValue(SUBSCRIPTION_INTERVAL_FILTERS, interval) ? interval : "all",
  };
  const [page, goToPage] = usePageParam();
  const [searchInput, setSearchInput] = useSearchParamInput("search");

  const metrics = useSubscriptionMetrics(period);
  const list = useSubscriptions(filter, page);
  const cancel = useCancelSubscription();
  const refund = useRefundPayment();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<SubscriptionRow | null>(null);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  // One toast per failed load (the id keeps retries from stacking them).
  const failed = metrics.isError || list.isError;
  useEffect(() => {
    if (failed) notifyError(LOAD_FAILED, "subscriptions-load");
  }, [failed, metrics.errorUpdatedAt, list.errorUpdatedAt]);

  const setParam = (key: string, value: string, fallback: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value === fallback) next.delete(key);
      else next.set(key, value);
      next.delete("page");
      return next;
    });

  const clearFilters = () => {
    setSearchInput("");
    setSearchParams((params) => {
      const next = new URLSearchParams();
      const kept = params.get("period");
      if (kept) next.set("period", kept);
      return next;
    }, { replace: true });
  };

  const confirmCancel = (when: "period_end" | "now") => {
    if (!cancelling) return;
    cancel.mutate({ userId: cancelling.userId, when }, {
      onSuccess: (result) => notifySuccess(result.when === "now" ? cancelledNow(formatMoney(result.refundCents)) : cancelledUntil(formatDate(result.endsAt))),
      onError: (error) => notifyError(errorMessage(error, CANCEL_FAILED), "subscription-cancel"),
      onSettled: () => setCancelling(null),
    });
  };

  const confirmRefund = () => {
    if (!refunding) return;
    refund.mutate(refunding.id, {
      onSuccess: () => notifySuccess(REFUNDED),
      onError: (error) => notifyError(errorMessage(error, REFUND_FAILED), "subscription-refund"),
      onSettled: () => setRefunding(null),
    });
  };

  const m = metrics.data;
  const filtered = filter.search !== "" || filter.tier !== "all" || filter.status !== "all" || filter.interval !== "all";

  return (
    <div className="space-y-6">
      <PageHeader
        title="Subscription Management"
        description="Revenue and every paid plan, from the payments and subscription events on record."
        actions={
          <div className="w-44 space-y-1.5">
            <Label htmlFor="subscription-period">Period</Label>
            <select
              id="subscription-period"
              value={period}
              onChange={(event) => setParam("period", event.target.value, "30d")}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none"
            >
              {SUBSCRIPTION_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {PERIOD_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        }
      />

      {metrics.isError && !m ? (
        <ErrorPanel message={errorMessage(metrics.error, LOAD_FAILED)} onRetry={() => void metrics.refetch()} />
      ) : (
        <>
          <section aria-label="Subscription metrics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <StatCard label="Monthly Recurring Revenue" icon={DollarSign} value={m ? formatMoney(m.mrrCents) : undefined} detail="Yearly plans count a twelfth; lifetime adds none" />
            <StatCard label="Active Subscriptions" icon={CreditCard} value={m ? formatNumber(m.activeSubscriptions) : undefined} detail="Monthly and yearly, active or trialing" />
            <StatCard label="Paying Users" icon={Users} value={m ? formatNumber(m.payingUsers) : undefined} detail="Active subscriptions plus lifetime owners" />
            <StatCard
              label="Churn Rate"
              icon={TrendingDown}
              value={m ? (m.churnRate === null ? "None" : percent(m.churnRate)) : undefined}
              detail={m ? `${formatNumber(m.cancelledInPeriod)} cancelled, ${PERIOD_LABELS[period].toLowerCase()}` : undefined}
            />
            <StatCard label="ARPU" icon={UserCheck} value={m ? (m.arpuCents === null ? "None" : formatMoney(m.arpuCents)) : undefined} detail="Monthly revenue per subscription" />
          </section>

          <Card className="space-y-4 p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-900">Revenue</h2>
              {m ? <p className="text-sm text-slate-700">Net {formatMoney(m.netRevenueCents)}, {PERIOD_LABELS[period].toLowerCase()}</p> : null}
            </div>
            <RevenueChart months={m?.revenueByMonth} />
          </Card>
        </>
      )}

      <section aria-labelledby="subscriptions-heading" className="space-y-4">
        <h2 id="subscriptions-heading" className="text-lg font-semibold text-slate-900">
          Subscriptions{list.data ? <span className="ml-2 text-sm font-normal text-slate-700">{formatNumber(list.data.total)} {filtered ? "matching" : "in all"}</span> : null}
        </h2>
        <SubscriptionFilters
          search={searchInput}
          onSearch={setSearchInput}
          filter={filter}
          onChange={(key, value) => setParam(key, value, "all")}
          actions={<ExportSubscriptionsButton filter={filter} />}
        />
        {list.isError && !list.data ? (
          <ErrorPanel message={errorMessage(list.error, LOAD_FAILED)} onRetry={() => void list.refetch()} />
        ) : (
          <Card className="overflow-hidden">
            <SubscriptionsTable
              rows={list.data?.items}
              busy={list.isPending || list.isPlaceholderData}
              expandedId={expandedId}
              onToggle={(userId) => setExpandedId((open) => (open === userId ? null : userId))}
              onCancel={setCancelling}
              onRefund={(_row, payment) => setRefunding(payment)}
              empty={
                filtered ? (
                  <span className="inline-flex flex-col items-center gap-3">
                    <span>No subscriptions match these filters.</span>
                    <Button variant="outline" size="sm" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  </span>
                ) : (
                  "No paid plans yet. Subscriptions appear here once someone buys a plan."
                )
              }
            />
            {list.data && list.data.total > 0 ? (
              <ListPager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={goToPage} label="Subscription pages" />
            ) : null}
          </Card>
        )}
      </section>

      <section aria-labelledby="revenue-by-month-heading" className="space-y-4">
        <h2 id="revenue-by-month-heading" className="text-lg font-semibold text-slate-900">
          Revenue by Month
        </h2>
        <Card className="overflow-hidden">
          <RevenueByMonthTable months={metrics.isError && !m ? [] : m?.revenueByMonth} />
        </Card>
      </section>

      <CancelSubscriptionDialog row={cancelling} busy={cancel.isPending} onConfirm={confirmCancel} onClose={() => setCancelling(null)} />
      <ConfirmDialog
        open={refunding !== null}
        title="Refund payment"
        question={refunding ? refundQuestion(formatMoney(refundableCents(refunding), refunding.currency)) : ""}
        detail={refunding ? refundConsequence(refunding) : undefined}
        confirmLabel="Refund"
        busy={refund.isPending}
        onConfirm={confirmRefund}
        onOpenChange={(open) => (open ? undefined : setRefunding(null))}
      />
    </div>
  );
}
