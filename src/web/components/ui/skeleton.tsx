import { cn } from "@web/lib/cn";

/**
 * A grey placeholder while content loads. Hidden from assistive technology, unless it stands alone
 * for a whole part of the page: then `label` makes it a status that says what is loading.
 */
export function Skeleton({ className, label }: { className?: string; label?: string }) {
  const style = cn("animate-pulse rounded-md bg-slate-200", className);
  if (label) return <div role="status" aria-busy="true" aria-label={label} className={style} />;
  return <div aria-hidden="true" className={style} />;
}
