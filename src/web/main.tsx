import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "@web/lib/router";
import { hydrate } from "@tanstack/react-query";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import { takeSsrState } from "./ssr/ssr-state";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Public pages arrive server-rendered with the data they were rendered from (src/web/ssr); the
// browser adopts that markup and data instead of fetching and drawing the page again.
const ssrState = takeSsrState();
const queryClient = createQueryClient();
if (ssrState) hydrate(queryClient, ssrState.queries);
const router = await createAppRouter({ hydrating: ssrState !== null });

/** Marks <html data-hydrated> once React owns the page, so browser tests act only on a live page. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <HydrationMark />
    </AppProviders>
  </StrictMode>
);
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (Lighthouse's total blocking time); a click on a part
// not hydrated yet makes React hydrate that part first and then handle the click.
if (ssrState) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
