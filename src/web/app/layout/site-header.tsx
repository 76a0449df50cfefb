import { Menu, X } from "lucide-react";
import { useState } from "react";
import { lazyPart } from "@web/components/lazy-part";
import { Link, NavLink } from "@web/lib/router";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { useMe } from "@web/lib/me";
import { useSignupsOpen } from "@web/lib/public-config";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { primaryNavItems } from "./nav-items";
import { useAiWording } from "@web/lib/ai-wording";
import { UserMenuTrigger } from "./user-menu-trigger";

// The account menu pulls in Radix's menu and positioning code; visitors never need it.
const UserMenu = lazyPart("user-menu", async () => (await import("./user-menu")).UserMenu);

const MOBILE_MENU_ID = "mobile-menu";

export function SiteHeader() {
  const signupsOpen = useSignupsOpen();
  const { me, entitlements, isLoading } = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const aiWords = useAiWording();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo onNavigate={closeMenu} />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {primaryNavItems(entitlements, aiWords).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      "rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600",
                      isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">
            {isLoading ? (
              <Skeleton className="h-8 w-32 rounded-full" />
            ) : me ? (
              <UserMenu me={me} fallback={<UserMenuTrigger email={me.profile.email} disabled />} />
            ) : (
              <>
                <Button variant="ghost" asChild>
                  <Link to="/login">Sign In</Link>
                </Button>
                {signupsOpen ? (
                  <Button asChild>
                    <Link to="/signup">Get Started</Link>
                  </Button>
                ) : null}
              </>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} me={me} entitlements={entitlements} isLoading={isLoading} />
    </header>
  );
}
