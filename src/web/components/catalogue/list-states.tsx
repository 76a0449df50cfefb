import { SearchX, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** An empty list: an icon, the spec's title, a hint and an optional action. */
export function EmptyState({
  title,
  hint,
  action,
  icon: Icon = SearchX,
}: {
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-slate-600 shadow-sm ring-1 ring-slate-200">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {hint ? <p className="max-w-md text-sm text-slate-600">{hint}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
