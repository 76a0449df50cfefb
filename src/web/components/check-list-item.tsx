import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { cn } from "@web/lib/cn";

/** A list item with a green tick: plan features, what an upgrade unlocks, a tool's strengths. */
export function CheckListItem({ children, className, iconClassName }: { children: ReactNode; className?: string; iconClassName?: string }) {
  return (
    <li className={cn("flex gap-2", className)}>
      <Check aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0 text-emerald-700", iconClassName)} />
      {children}
    </li>
  );
}
