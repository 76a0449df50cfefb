import { Loader2 } from "lucide-react";
import { cn } from "@web/lib/cn";

/** A decorative spinner for inside buttons; the button's text says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn("size-4 animate-spin", className)} />;
}

/** The page-level loading state: announced to assistive technology as "Loading". */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading" className={cn("flex min-h-[40vh] w-full items-center justify-center", className)}>
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-indigo-600" />
    </div>
  );
}
