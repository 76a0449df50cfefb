import { StrictMode, useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider, type Router } from "@web/lib/router";
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
export function AppRoot({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <HydrationMark />
      </AppProviders>
    </StrictMode>
  );
}
