import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

/**
 * The building blocks of the detail page's panels: a titled card (an <h2> region), paragraphs from
 * the analysis' blank-line-separated text, lists and small figures. Kept here so every tab looks alike.
 */
export function DetailCard({
  title,
  icon: Icon,
  aside,
  className,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <section aria-labelledby={id} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {Icon ? (
              <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                <Icon aria-hidden="true" className="size-4" />
              </span>
            ) : null}
            {title}
          </h2>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A sub-heading inside a DetailCard. */
export function SubHeading({ children, className }: { children: ReactNode; className?: string }) {
  return <h3 className={cn("text-sm font-semibold tracking-wide text-slate-900 uppercase", className)}>{children}</h3>;
}

/** Analysis text keeps its paragraphs: blank lines separate them. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <div className={cn("space-y-3 leading-relaxed text-slate-700", className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function BulletList({ items, ordered = false, className }: { items: readonly string[]; ordered?: boolean; className?: string }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={cn("space-y-2 text-slate-700", ordered ? "list-decimal pl-5" : "", className)}>
      {items.map((item, index) => (
        <li key={index} className={ordered ? "pl-1" : "flex gap-2"}>
          {ordered ? null : <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-500" />}
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}

/** A labelled figure: "Time to MVP" / "6 weeks" / "~1.4 months". */
export function Stat({ label, value, hint, className }: { label: string; value: ReactNode; hint?: ReactNode; className?: string }) {
  return (
    <div className={cn("rounded-xl border border-slate-200 bg-slate-50 p-4", className)}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-slate-600">{hint}</dd> : null}
    </div>
  );
}

export function Chips({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset">
          {item}
        </li>
      ))}
    </ul>
  );
}
