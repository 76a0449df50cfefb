import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { emailPrefix } from "@web/lib/me";
import { Avatar } from "./avatar";

/** The avatar-and-name button; also the placeholder while the menu's code loads, so nothing shifts. */
export function UserMenuTrigger({ email, ...props }: { email: string } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 data-[state=open]:bg-slate-100"
      {...props}
    >
      <Avatar email={email} />
      <span className="max-w-40 truncate">{emailPrefix(email)}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-600" />
    </button>
  );
}
