import { StrictMode, useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider, type Router } from "@web/lib/router";
import { RenderedParts } from "@web/components/lazy-part";
import { AppProviders } from "./providers";

/** Marks <html data-hydrated> once React owns the page, so browser tests act only on a live page. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * The whole app, for the browser (main.tsx) and the server (ssr/render-page.tsx) alike. Hydration
 * needs the same tree on both sides: React's useId numbers elements by their place in it, and a
 * server id that differs from the browser's leaves tabs pointing at panels that do not exist.
 */
export function AppRoot({ router, queryClient, renderedParts = null }: { router: Router; queryClient: QueryClient; renderedParts?: Set<string> | null }) {
  return (
    <StrictMode>
      {/* The server render notes which lazy parts it rendered (lazy-part.tsx); the browser passes none. */}
      <RenderedParts.Provider value={renderedParts}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          <HydrationMark />
        </AppProviders>
      </RenderedParts.Provider>
    </StrictMode>
  );
}
