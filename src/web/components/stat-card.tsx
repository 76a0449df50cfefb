import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import type { LucideIcon } from "lucide-react";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";

/** A figure with its label (admin dashboards): a skeleton while `value` is undefined, a link when `to` is set. */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
  to,
  className,
}: {
  label: string;
  value: ReactNode | undefined;
  detail?: ReactNode;
  icon?: LucideIcon;
  to?: string;
  className?: string;
}) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" /> : null}
      </div>
      <div className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">{value === undefined ? <Skeleton className="h-8 w-24" /> : value}</div>
      {detail ? <p className="mt-1 text-xs text-slate-600">{detail}</p> : null}
    </>
  );
  const frame = cn("block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm", className);
  return to ? (
    <Link to={to} className={cn(frame, "hover:border-indigo-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600")}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
