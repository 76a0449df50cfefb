import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { routes } from "./routes";

/**
 * Loads the page chunks the current URL needs before the router starts. A server-rendered page must
 * hydrate with its component already in hand: a lazy route still loading would render the
 * fallback instead and throw the server's markup away.
 */
async function resolveLazyMatches(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      if (typeof lazy === "function") {
        Object.assign(route, await lazy());
      } else {
        const entries = Object.entries(lazy) as [keyof RouteObject, () => Promise<unknown>][];
        const loaded = await Promise.all(entries.map(async ([key, load]) => [key, await load()] as const));
        for (const [key, value] of loaded) (route as Record<string, unknown>)[key] = value;
      }
      route.lazy = undefined;
    }),
  );
}

export async function createAppRouter(options: { hydrating: boolean }) {
  if (options.hydrating) await resolveLazyMatches(window.location.pathname);
  return createBrowserRouter(routes);
}
