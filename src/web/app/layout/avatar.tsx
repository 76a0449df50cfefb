import { cn } from "@web/lib/cn";

/** The initial of the e-mail address, as the spec's header shows; decorative next to the name. */
export function Avatar({ email, className }: { email: string; className?: string }) {
  const initial = (email.trim().charAt(0) || "?").toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white", className)}
    >
      {initial}
    </span>
  );
}
