import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "@web/lib/router";
import { AppProviders } from "@web/app/providers";
import { createQueryClient } from "@web/lib/query-client";

/** Renders routes in a memory router inside the real providers, with a fresh cache and no retries. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
