import { Outlet, RouteAnnouncer, ScrollRestoration, useNavigation } from "@web/lib/router";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SiteGate } from "./site-gate";

/** A thin bar while a lazy page chunk or a loader is on its way, so slow navigations feel alive. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-indigo-600" />;
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <SiteHeader />
      {/* At least a screen tall (less the 4rem header), so the footer starts below the fold and never
          jumps down in view when a page's data arrives (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        <SiteGate>
          <Outlet />
        </SiteGate>
      </main>
      <SiteFooter />
      <ScrollRestoration />
      {/* After <main>: its effects run after the page has named the tab. */}
      <RouteAnnouncer />
    </div>
  );
}
