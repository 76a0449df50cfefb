import type { ReactNode } from "react";
import { DocumentTitle } from "@web/components/page";
import { Card } from "@web/components/ui/card";

/** The centred card every auth screen uses, with the page's one <h1>. */
export function AuthShell({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-indigo-50/70 to-white px-4 py-10 sm:py-16">
      <DocumentTitle title={title} />
      <Card className="w-full max-w-md">
        <div className="space-y-6 p-6 sm:p-8">
          <div className="space-y-2 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {description ? <div className="text-sm text-slate-600">{description}</div> : null}
          </div>
          {children}
        </div>
        {footer ? (
          <div className="rounded-b-2xl border-t border-slate-100 bg-slate-50 px-6 py-4 text-center text-sm text-slate-700 sm:px-8">
            {footer}
          </div>
        ) : null}
      </Card>
    </div>
  );
}

export const inlineLinkClass =
  "rounded font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600";
