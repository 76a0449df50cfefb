import { Lock } from "lucide-react";
import { cn } from "@web/lib/cn";

/** Neutral bars standing in for text; deliberately no idea data (the server sends none). */
function Bar({ className }: { className: string }) {
  return <span className={cn("block rounded-full bg-slate-200", className)} />;
}

/**
 * A card the viewer's plan does not include (`{ locked: true }`): a placeholder with a lock and
 * 'Pro Members Only'. Clicking it opens the paywall.
 */
export function LockedCard({ onUnlock, className }: { onUnlock: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onUnlock}
      className={cn(
        "group relative flex h-full min-h-56 w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 p-5 text-left shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2",
        className,
      )}
    >
      <span aria-hidden="true" className="flex w-full flex-1 flex-col gap-3 opacity-70">
        <span className="flex justify-between">
          <Bar className="h-5 w-20" />
          <Bar className="h-5 w-16" />
        </span>
        <Bar className="mt-1 h-5 w-4/5" />
        <Bar className="h-3 w-full" />
        <Bar className="h-3 w-11/12" />
        <Bar className="h-3 w-2/3" />
        <span className="mt-auto grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
          <Bar className="h-8 w-full" />
          <Bar className="h-8 w-full" />
        </span>
      </span>
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/60 px-4 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-indigo-600 text-white shadow-sm transition group-hover:scale-105">
          <Lock aria-hidden="true" className="size-5" />
        </span>
        <span className="text-sm font-semibold text-slate-900">Pro Members Only</span>{" "}
        <span className="text-xs font-medium text-indigo-700 group-hover:underline">Unlock this idea</span>
      </span>
    </button>
  );
}
