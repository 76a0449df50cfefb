import { createBrowserRouter } from "@web/lib/router";
import { routes } from "./routes";

/** The browser's router over the app's routes; a server-rendered page's chunks are loaded first. */
export function createAppRouter(options: { hydrating: boolean }) {
  return createBrowserRouter(routes, options);
}
