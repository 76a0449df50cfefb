import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";

/** Spec: skeleton cards while the list loads. */
export const SKELETON_CARD_COUNT = 6;

export function IdeaCardSkeleton() {
  return (
    <div className="flex h-full min-h-56 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex justify-between">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-5 w-4/5" />
      <Skeleton className="mt-3 h-3 w-full" />
      <Skeleton className="mt-2 h-3 w-5/6" />
      <div className="mt-auto grid grid-cols-2 gap-3 border-t border-slate-100 pt-4">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    </div>
  );
}

/** The loading grid, announced once as "Loading ideas". */
export function IdeaGridSkeleton({ count = SKELETON_CARD_COUNT, className }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-label="Loading ideas" className={cn("grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3", className)}>
      {Array.from({ length: count }, (_, index) => (
        <IdeaCardSkeleton key={index} />
      ))}
    </div>
  );
}
