import { Lightbulb, UserPlus } from "lucide-react";
import { Link } from "@web/lib/router";
import type { ActivityItem } from "@shared/schemas/admin-stats";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDateTime } from "@web/lib/format";

const STATUS_WORDS: Record<string, string> = { published: "published", draft: "draft", archived: "archived" };

function describe(item: ActivityItem): string {
  return item.kind === "signup" ? "Signed up" : `New idea (${STATUS_WORDS[item.status ?? ""] ?? item.status})`;
}

/** The newest sign-ups and ideas, merged by time (up to 10). */
export function RecentActivity({ items }: { items: ActivityItem[] | undefined }) {
  if (!items) {
    return (
      <ul aria-label="Loading recent activity" className="space-y-3">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <p className="py-6 text-center text-sm text-slate-600">No sign-ups or ideas yet.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const Icon = item.kind === "signup" ? UserPlus : Lightbulb;
        return (
          <li key={`${item.kind}-${item.id}`} className="flex items-center gap-3 py-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">
                {item.href ? (
                  <Link to={item.href} className="hover:underline focus-visible:underline focus-visible:outline-none">
                    {item.label}
                  </Link>
                ) : (
                  item.label
                )}
              </p>
              <p className="text-xs text-slate-600">{describe(item)}</p>
            </div>
            <time dateTime={item.at} className="shrink-0 text-xs text-slate-600">
              {formatDateTime(item.at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
