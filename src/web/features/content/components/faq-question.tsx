import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { proseClass } from "./prose";

/**
 * One FAQ row, the WAI-ARIA disclosure pattern: a heading wrapping a button whose aria-expanded
 * says whether the answer region it controls is shown.
 */
export function FaqQuestion({
  id,
  question,
  open,
  onToggle,
  children,
}: {
  id: string;
  question: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const buttonId = `faq-${id}-button`;
  const panelId = `faq-${id}-answer`;
  return (
    <div id={id} className="scroll-mt-24">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="-mx-2 flex w-[calc(100%+1rem)] items-start justify-between gap-4 rounded-lg px-2 py-4 text-left text-base font-semibold text-slate-900 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2"
        >
          <span>{question}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn("mt-0.5 size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none", open && "rotate-180 text-indigo-700")}
          />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={cn(proseClass, "pb-5")}>
        {children}
      </div>
    </div>
  );
}
