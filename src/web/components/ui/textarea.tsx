import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/** The form textarea, styled like Input (border, focus ring, red border while aria-invalid). */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none aria-invalid:border-red-600",
        className,
      )}
      {...props}
    />
  );
}
