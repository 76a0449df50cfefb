import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { AppRoot } from "./app/app-root";
import { preloadRenderedParts } from "./components/lazy-part";
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
// The lazy parts the server rendered, before hydrating: hydrated without their code they would stay
// inert, and a click on them would be lost (lazy-part.tsx). The route's chunk, loaded above, defines them.
if (ssrState?.parts) await preloadRenderedParts(ssrState.parts);

const app = <AppRoot router={router} queryClient={queryClient} />;
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (Lighthouse's total blocking time); a click on a part
// not hydrated yet makes React hydrate that part first and then handle the click.
if (ssrState) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
