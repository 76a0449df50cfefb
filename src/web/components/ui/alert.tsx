import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

const styles = {
  error: { box: "border-red-200 bg-red-50 text-red-800", Icon: AlertCircle },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CheckCircle2 },
  info: { box: "border-indigo-200 bg-indigo-50 text-indigo-900", Icon: Info },
} as const;

/** A message box; errors use role="alert" so they are announced when they appear. */
export function Alert({
  variant = "error",
  className,
  children,
  ...props
}: ComponentProps<"div"> & { variant?: keyof typeof styles }) {
  const { box, Icon } = styles[variant];
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border p-3 text-sm", box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  );
}
