import { Eye, FileText, Lightbulb, Plus, Sparkles, Trophy } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { CATEGORIES } from "@shared/categories";
import { IDEA_STATUSES, type AdminIdeaRow, type IdeaStatus } from "@shared/schemas/admin-ideas";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { ListPager } from "@web/components/list-pager";
import { StatCard } from "@web/components/stat-card";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { formatNumber } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useSearchParamInput } from "@web/lib/use-search-param";
import {
  useAdminIdeas,
  useDeleteIdea,
  useSetDaily,
  useSetFeatured,
  useSetIdeaStatus,
  useSetProPick,
  type PickFilter,
} from "./api/admin-ideas-api";
import { ArchiveIdeaDialog, type ArchiveInput } from "./ideas/archive-idea-dialog";
import { DailyIdeaBanner } from "./ideas/daily-idea-banner";
import { DeleteIdeaDialog } from "./ideas/delete-idea-dialog";
import { IdeaFilters } from "./ideas/idea-filters";
import { IdeaFormDialog, type FormTarget } from "./ideas/idea-form-dialog";
import { IdeasTable } from "./ideas/ideas-table";
import { usePageParam } from "@web/lib/use-page-param";

export const LOAD_FAILED = "Failed to fetch ideas";

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | "all" => (allowed.includes(value as T) ? (value as T) : "all");

/**
 * Manage Ideas (spec section 2): today's idea, the catalogue's figures, search and filters kept in
 * the URL, and every idea with its status and actions. Create and edit share the idea form.
 */
export function AdminIdeasPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, goToPage] = usePageParam();
  const filter = {
    search: searchParams.get("search") ?? "",
    category: oneOf(searchParams.get("category"), CATEGORIES),
    status: oneOf(searchParams.get("status"), IDEA_STATUSES),
    pick: oneOf(searchParams.get("pick"), ["pro", "regular"] as const) as PickFilter,
  };
  const [searchInput, setSearchInput] = useSearchParamInput("search");
  const { data, error, isPending, isError, isPlaceholderData, errorUpdatedAt, refetch } = useAdminIdeas(filter, page);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminIdeaRow | null>(null);
  const [archiving, setArchiving] = useState<AdminIdeaRow | null>(null);
  const setStatus = useSetIdeaStatus();
  const setProPick = useSetProPick();
  const setFeatured = useSetFeatured();
  const setDaily = useSetDaily();
  const remove = useDeleteIdea();

  useEffect(() => {
    if (isError) notifyError(LOAD_FAILED, "admin-ideas-load");
  }, [isError, errorUpdatedAt]);

  // ?edit=<id> (the re-verification queue's Edit link) opens that idea's editor once the list shows it.
  const editId = searchParams.get("edit");
  useEffect(() => {
    const idea = editId ? data?.items.find((row) => row.id === editId) : undefined;
    if (!idea) return;
    setFormTarget({ mode: "edit", id: idea.id, title: idea.title });
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete("edit");
        return next;
      },
      { replace: true },
    );
  }, [editId, data, setSearchParams]);

  const setParam = (name: string, value: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value === "all" || value === "") next.delete(name);
      else next.set(name, value);
      next.delete("page");
      return next;
    });

  const clearFilters = () => {
    setSearchInput("");
    setSearchParams(new URLSearchParams(), { replace: true });
  };

  /** Runs a row action with the spec's toasts: the server's success message, or the action's failure text. */
  const run = <T,>(mutate: (input: T, options: { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void }) => void, input: T, failure: string) =>
    mutate(input, { onSuccess: (answer) => notifySuccess(answer.message), onError: (error) => notifyError(errorMessage(error, failure)) });

  const actions = {
    // Archiving asks for the public reason first (issue 27).
    onStatus: (idea: AdminIdeaRow, status: IdeaStatus) => {
      if (status === "archived") {
        setStatus.reset();
        setArchiving(idea);
      } else run(setStatus.mutate, { id: idea.id, status }, "Failed to update status");
    },
    onEdit: (idea: AdminIdeaRow) => setFormTarget({ mode: "edit", id: idea.id, title: idea.title }),
    onProPick: (idea: AdminIdeaRow) => run(setProPick.mutate, { id: idea.id, value: !idea.isProPick }, "Failed to update Pro Pick status"),
    onFeatured: (idea: AdminIdeaRow) => run(setFeatured.mutate, { id: idea.id, value: !idea.isFeatured }, "Failed to update Featured Pick status"),
    onDaily: (idea: AdminIdeaRow) => run(setDaily.mutate, idea.id, "Failed to set daily idea"),
    onDelete: (idea: AdminIdeaRow) => setDeleting(idea),
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setDeleting(null);
      },
      onError: (error) => notifyError(errorMessage(error, "Failed to delete idea")),
    });
  };

  const confirmArchive = (input: ArchiveInput) => {
    if (!archiving) return;
    setStatus.mutate(
      { id: archiving.id, status: "archived", ...input },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setArchiving(null);
        },
        onError: (error) => notifyError(errorMessage(error, "Failed to update status")),
      },
    );
  };

  const filtered = filter.search !== "" || filter.category !== "all" || filter.status !== "all" || filter.pick !== "all";
  const stats = data?.stats;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage Ideas"
        description="Create, edit and publish the catalogue's ideas, and choose today's idea."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/admin/ideas/generate">
                <Sparkles aria-hidden="true" className="size-4" /> AI Generate
              </Link>
            </Button>
            <Button onClick={() => setFormTarget({ mode: "create" })}>
              <Plus aria-hidden="true" className="size-4" /> Add Idea
            </Button>
          </>
        }
      />

      <DailyIdeaBanner daily={data?.daily} loading={isPending} />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Ideas" value={stats ? formatNumber(stats.total) : isError ? "–" : undefined} icon={Lightbulb} />
        <StatCard label="Published" value={stats ? formatNumber(stats.published) : isError ? "–" : undefined} icon={FileText} />
        <StatCard label="Pro Picks" value={stats ? formatNumber(stats.proPicks) : isError ? "–" : undefined} icon={Trophy} />
        <StatCard label="Total Views" value={stats ? formatNumber(stats.totalViews) : isError ? "–" : undefined} icon={Eye} />
      </div>

      <IdeaFilters search={searchInput} onSearch={setSearchInput} category={filter.category} status={filter.status} pick={filter.pick} onFilter={setParam} />

      {isError && !data ? (
        <ErrorPanel message={errorMessage(error, LOAD_FAILED)} onRetry={() => void refetch()} />
      ) : (
        <Card className="overflow-hidden">
          <IdeasTable
            rows={data?.items}
            busy={isPending || isPlaceholderData}
            actions={actions}
            empty={
              filtered ? (
                <span className="inline-flex flex-col items-center gap-3">
                  <span>No ideas match these filters.</span>
                  <Button variant="outline" size="sm" onClick={clearFilters}>
                    Clear filters
                  </Button>
                </span>
              ) : (
                "No ideas yet. Add one, or generate one with AI."
              )
            }
          />
          {data && data.total > 0 ? <ListPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} label="Idea pages" /> : null}
        </Card>
      )}

      <IdeaFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ArchiveIdeaDialog
        idea={archiving}
        busy={setStatus.isPending}
        errors={archiving && isApiError(setStatus.error) ? setStatus.error.issues : []}
        onConfirm={confirmArchive}
        onClose={() => setArchiving(null)}
      />
      <DeleteIdeaDialog idea={deleting} busy={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </div>
  );
}
