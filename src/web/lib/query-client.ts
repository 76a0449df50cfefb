import { QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/** Client errors (4xx) will not change on retry; network and 5xx failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Maintenance turned on while a page is open: the public config (and with it the maintenance
    // page, see app/layout/maintenance-gate.tsx) is read again at the first 503 MAINTENANCE.
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.reason === "MAINTENANCE") void client.invalidateQueries({ queryKey: ["public-config"] });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return client;
}
