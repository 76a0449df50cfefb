import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

type CheckboxProps = Omit<ComponentProps<"input">, "type" | "onChange"> & { onCheckedChange?: (checked: boolean) => void };

/**
 * The browser's own checkbox in the brand colour (accent-color): keyboard, forms, labels and screen
 * readers work as everywhere, and no script is downloaded for it (the Radix checkbox and its
 * helpers were about 5.5 KB of a first visit to /browse, issue 30). The focus mark is an outline,
 * not a ring: WebKit draws no box-shadow on a native checkbox.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        "peer size-4 shrink-0 cursor-pointer accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  );
}
