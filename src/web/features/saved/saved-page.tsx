import { Bookmark, FolderSearch } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "@web/lib/router";
import { categoryLabel } from "@shared/categories";
import { ErrorPanel } from "@web/components/error-panel";
import { PageContainer, PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useSavedIdeas, useToggleSave } from "@web/lib/catalogue-api";
import { EmptyState } from "@web/components/catalogue/list-states";
import { ALL_CATEGORIES_LABEL } from "@web/components/catalogue/options";
import { SelectField } from "@web/components/select-field";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { SavedIdeaCard } from "./components/saved-idea-card";
import { filterSaved, SAVED_SORT_LABELS, SAVED_SORTS, savedCategories, savedCountText, sortSaved, type SavedSort } from "./saved-list";

export const SAVED_MESSAGES = {
  removed: "Idea removed from saved",
  removeFailed: "Failed to remove idea",
  loadFailed: "Failed to load saved ideas",
  emptyTitle: "No saved ideas yet",
  emptyCategoryTitle: "No saved ideas in this category",
  emptyCategoryHint: "Try selecting a different category or save more ideas.",
} as const;

const SORT_OPTIONS = SAVED_SORTS.map((sort) => ({ value: sort, label: SAVED_SORT_LABELS[sort] }));

function SavedSkeleton() {
  return (
    <div role="status" aria-label="Loading saved ideas" className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** /saved (signed-in only, guarded by the route): the user's saved ideas, filtered and sorted here. */
export function SavedPage() {
  const saved = useSavedIdeas();
  const toggleSave = useToggleSave();
  const [category, setCategory] = useState("all");
  const [sort, setSort] = useState<SavedSort>("recent");
  const [removingId, setRemovingId] = useState<string | null>(null);

  useEffect(() => {
    // A fixed id: a retry that fails again replaces the toast instead of stacking another.
    if (saved.isError) notifyError(SAVED_MESSAGES.loadFailed, "saved-load-failed");
  }, [saved.isError]);

  const remove = (ideaId: string) => {
    setRemovingId(ideaId);
    toggleSave.mutate(
      { ideaId, save: false },
      {
        onSuccess: () => notifySuccess(SAVED_MESSAGES.removed),
        onError: () => notifyError(SAVED_MESSAGES.removeFailed),
        onSettled: () => setRemovingId(null),
      },
    );
  };

  const items = saved.data?.items ?? [];
  const categories = savedCategories(items);
  // Keep the chosen category listed even after its last idea is removed, so the select stays truthful.
  if (category !== "all" && !categories.includes(category)) categories.push(category);
  const categoryOptions = [{ value: "all", label: ALL_CATEGORIES_LABEL }, ...categories.map((value) => ({ value, label: categoryLabel(value) }))];
  const visible = sortSaved(filterSaved(items, category), sort);

  let content;
  if (saved.isError) {
    content = <ErrorPanel title={SAVED_MESSAGES.loadFailed} message={saved.error.message} onRetry={() => void saved.refetch()} />;
  } else if (saved.isPending) {
    content = <SavedSkeleton />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={Bookmark}
        title={SAVED_MESSAGES.emptyTitle}
        hint="Save the ideas you like while you browse and they will wait for you here."
        action={
          <Button asChild>
            <Link to="/browse">Browse Ideas</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className="space-y-5">
        <div
          role="group"
          aria-label="Filter and sort saved ideas"
          className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:gap-4 lg:max-w-2xl"
        >
          <SelectField id="saved-category" label="Category" value={category} options={categoryOptions} onChange={setCategory} />
          <SelectField id="saved-sort" label="Sort by" value={sort} options={SORT_OPTIONS} onChange={(value) => setSort(value as SavedSort)} />
        </div>
        {visible.length === 0 ? (
          <EmptyState
            icon={FolderSearch}
            title={SAVED_MESSAGES.emptyCategoryTitle}
            hint={SAVED_MESSAGES.emptyCategoryHint}
            action={
              <Button variant="outline" onClick={() => setCategory("all")}>
                Show all saved ideas
              </Button>
            }
          />
        ) : (
          <ul aria-label="Saved ideas" className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((item) => (
              <li key={item.idea.id}>
                <SavedIdeaCard item={item} removing={removingId === item.idea.id} onRemove={() => remove(item.idea.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Saved Ideas"
        description={saved.isSuccess ? savedCountText(items.length) : saved.isPending ? <span aria-hidden="true" className="inline-block h-4 w-16 animate-pulse rounded-md bg-slate-200 align-middle" /> : null}
      />
      <section aria-label="Saved ideas list">{content}</section>
    </PageContainer>
  );
}
