import { useEffect, type ReactNode } from "react";
import { cn } from "@web/lib/cn";

const SITE_NAME = "Ideadeck";

/**
 * Names the browser tab. Set imperatively rather than with React 19's <title> hoisting, because two
 * rendered <title>s (index.html's and a page's) leave the browser's choice undefined.
 */
export function DocumentTitle({ title }: { title?: string }) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
  return null;
}

export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8", className)}>{children}</div>;
}

/** The page's one <h1>, with an optional subtitle and actions; also sets the document title. */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <DocumentTitle title={title} />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="text-sm text-slate-600 sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
