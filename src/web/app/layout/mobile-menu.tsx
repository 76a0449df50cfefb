import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { Link, NavLink } from "@web/lib/router";
import type { Entitlements } from "@shared/entitlements";
import type { MeResponse } from "@shared/schemas/profile";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { emailPrefix } from "@web/lib/me";
import { useSignupsOpen } from "@web/lib/public-config";
import { signOut } from "@web/lib/sign-out";
import { Avatar } from "./avatar";
import { accountNavItems, primaryNavItems } from "./nav-items";
import { useAiWording } from "@web/lib/ai-wording";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600",
    isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-800 hover:bg-slate-100",
  );

/** The header's items for small screens, in a panel that pushes the page down (no focus trap needed). */
export function MobileMenu({
  id,
  open,
  onClose,
  me,
  entitlements,
  isLoading,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  me: MeResponse | null;
  entitlements: Entitlements;
  isLoading: boolean;
}) {
  const signupsOpen = useSignupsOpen();
  const aiWords = useAiWording();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  return (
    <nav id={id} aria-label="Mobile" hidden={!open} className="border-t border-slate-200 bg-white md:hidden">
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-4 sm:px-6">
        <ul className="space-y-1">
          {primaryNavItems(entitlements, aiWords).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="border-t border-slate-200 pt-4">
          {isLoading ? null : me ? (
            <>
              <div className="mb-2 flex items-center gap-3 px-3">
                <Avatar email={me.profile.email} />
                <span className="truncate text-sm font-medium text-slate-800">{emailPrefix(me.profile.email)}</span>
              </div>
              <ul className="space-y-1">
                {accountNavItems(me.entitlements).map(({ label, to, icon: Icon }) => (
                  <li key={to}>
                    <NavLink to={to} end className={linkClass} onClick={onClose}>
                      {Icon ? <Icon aria-hidden="true" className="size-5 text-slate-600" /> : null}
                      {label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={() => void signOut()}
                    className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
                  >
                    <LogOut aria-hidden="true" className="size-5 text-slate-600" />
                    Sign Out
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <div className={cn("grid gap-3", signupsOpen ? "grid-cols-2" : "grid-cols-1")}>
              <Button variant="outline" asChild>
                <Link to="/login" onClick={onClose}>
                  Sign In
                </Link>
              </Button>
              {signupsOpen ? (
                <Button asChild>
                  <Link to="/signup" onClick={onClose}>
                    Get Started
                  </Link>
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </nav>
  );
}
