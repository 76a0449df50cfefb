import type { ReactNode } from "react";
import { PageContainer, PageHeader } from "@web/components/page";
import { cn } from "@web/lib/cn";
import { formatLongDate, isoDay } from "../content-format";
import { proseClass } from "./prose";

export interface LegalSection {
  /** The in-page anchor: /terms#billing. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A legal page: one <h1>, a 'Last updated' line (today, as the spec asks), a table of contents of
 * in-page links and numbered sections. On wide screens the contents stay beside the text.
 */
export function LegalDocument({
  title,
  intro,
  sections,
  now = new Date(),
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  now?: Date;
}) {
  return (
    <PageContainer>
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <PageHeader
          className="lg:col-span-2"
          title={title}
          description={
            <>
              Last updated <time dateTime={isoDay(now)}>{formatLongDate(now)}</time>
            </>
          }
        />

        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:border-0 lg:bg-transparent lg:p-0">
            <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
              Contents
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 lg:-mx-2"
                  >
                    <span className="w-5 shrink-0 text-right tabular-nums text-slate-600">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="min-w-0 space-y-10">
          <div className={cn(proseClass, "sm:text-lg sm:leading-8")}>{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 space-y-4">
              <h2 id={`${section.id}-heading`} className="max-w-[70ch] text-xl font-semibold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className={proseClass}>{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </PageContainer>
  );
}
