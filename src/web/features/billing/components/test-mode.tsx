import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

export function TestModeBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={cn("tracking-wide uppercase", className)}>
      <FlaskConical aria-hidden="true" className="size-3" />
      Test mode
    </Badge>
  );
}

/** Shown wherever money is mentioned while the server runs payments in TEST MODE. */
export function TestModeNotice({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div
      role="note"
      className={cn(
        "flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center",
        className,
      )}
    >
      <TestModeBadge className="self-start sm:self-auto" />
      <p>{children ?? "Payments run in TEST MODE: no card is charged and no real money moves."}</p>
    </div>
  );
}
