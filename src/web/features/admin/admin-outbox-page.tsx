import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { Card } from "@web/components/ui/card";
import { SearchField } from "@web/components/search-field";
import { isRunning, RUNS_POLL_MS, useMailRuns } from "./api/admin-mail-api";
import { useOutbox, type OutboxItem } from "./api/outbox-api";
import { MailRunsPanel } from "./outbox/mail-runs-panel";
import { OutboxMessageDialog } from "./outbox/outbox-message-dialog";
import { ListPager } from "@web/components/list-pager";
import { OutboxList, OutboxTable } from "./outbox/outbox-table";
import { SendDailyButton } from "./outbox/send-daily-button";
import { useSearchParamInput } from "@web/lib/use-search-param";
import { usePageParam } from "@web/lib/use-page-param";

/** Page and search live in the URL, so reloads and the back button keep the admin's place. */
export function AdminOutboxPage() {
  const [searchParams] = useSearchParams();
  const [page, goToPage] = usePageParam();
  const search = searchParams.get("search") ?? "";
  // The box updates at once; ?search follows once the text settles (and resets the page).
  const [searchInput, setSearchInput] = useSearchParamInput("search");
  const [openItem, setOpenItem] = useState<OutboxItem | null>(null);
  const runs = useMailRuns();
  const runInProgress = runs.data?.some(isRunning) ?? false;
  // While a run fills the outbox, the table follows it at the runs panel's pace.
  const { data, isPending, isError, isPlaceholderData, refetch } = useOutbox(page, search, {
    refetchInterval: runInProgress ? RUNS_POLL_MS : false,
  });

  // And once the run ends, one last look, so the table shows everything it sent.
  const queryClient = useQueryClient();
  const wasRunning = useRef(runInProgress);
  useEffect(() => {
    if (wasRunning.current && !runInProgress) void queryClient.invalidateQueries({ queryKey: ["admin", "outbox"] });
    wasRunning.current = runInProgress;
  }, [runInProgress, queryClient]);

  const view = {
    items: data?.items,
    busy: isPending || isPlaceholderData,
    emptyText: search ? `No e-mails match “${search}”.` : "No e-mails yet.",
    onOpen: setOpenItem,
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Outbox"
        description="Every e-mail the app has sent, or stored instead of sending when no SMTP server is configured."
        actions={<SendDailyButton />}
      />

      <MailRunsPanel
        runs={runs.data}
        isError={runs.isError}
        isFetching={runs.isFetching}
        onRefresh={() => void runs.refetch()}
      />

      <SearchField
        id="outbox-search"
        label="Search by address or subject"
        hideLabel
        placeholder="Search by address or subject"
        value={searchInput}
        onChange={setSearchInput}
        className="max-w-md"
      />

      {isError && !data ? (
        <ErrorPanel message="Failed to load the outbox." onRetry={() => void refetch()} />
      ) : (
        <Card className="overflow-hidden">
          <OutboxList {...view} />
          <OutboxTable {...view} />
          {data && data.total > 0 ? (
            <ListPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} label="Outbox pages" />
          ) : null}
        </Card>
      )}

      <OutboxMessageDialog item={openItem} onClose={() => setOpenItem(null)} />
    </div>
  );
}
