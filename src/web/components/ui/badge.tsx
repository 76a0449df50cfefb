import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      default: "bg-indigo-50 text-indigo-700 ring-1 ring-inset ring-indigo-200",
      neutral: "bg-slate-100 text-slate-700 ring-1 ring-inset ring-slate-200",
      success: "bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-200",
      warning: "bg-amber-50 text-amber-800 ring-1 ring-inset ring-amber-200",
      danger: "bg-red-50 text-red-700 ring-1 ring-inset ring-red-200",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
