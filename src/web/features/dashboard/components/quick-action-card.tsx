import { ArrowRight, Lock, type LucideIcon } from "lucide-react";
import { Link } from "@web/lib/router";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

/** A dashboard shortcut; a locked one shows 'Pro Only' and leads to /pricing instead. */
export function QuickActionCard({
  title,
  description,
  to,
  icon: Icon,
  locked = false,
}: {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  locked?: boolean;
}) {
  return (
    <Link
      to={locked ? "/pricing" : to}
      className={cn(
        "group flex h-full flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2",
        locked ? "border-slate-200 bg-slate-50 hover:border-slate-300" : "border-slate-200 hover:border-indigo-300 hover:shadow-md",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            "flex size-10 items-center justify-center rounded-xl",
            locked ? "bg-slate-200 text-slate-700" : "bg-indigo-50 text-indigo-700",
          )}
        >
          {locked ? <Lock aria-hidden="true" className="size-5" /> : <Icon aria-hidden="true" className="size-5" />}
        </span>
        {locked ? <Badge variant="neutral">Pro Only</Badge> : null}
      </div>
      <div className="flex-1 space-y-1">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <span className="flex items-center gap-1 text-sm font-semibold text-indigo-700">
        {locked ? "Upgrade to unlock" : "Open"}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
