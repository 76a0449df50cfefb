import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type { OAuthProvider, PublicConfig } from "@shared/schemas/public-config";

/** Every page's layout asks for it; the server renderer fetches it before the first render (src/web/ssr). */
export const publicConfigQuery = queryOptions({
  queryKey: ["public-config"],
  queryFn: ({ signal }) =>
    api.get("/api/v1/public-config", { signal }),
  staleTime: 5 * 60_000,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

/**
 * Whether to offer "Get Started" (sign-up) to a visitor: not while an admin has closed sign-ups, so
 * nobody is led to a closed page. Until the config has loaded, sign-ups count as open (the usual case).
 */
export function useSignupsOpen(): boolean {
  const { data } = usePublicConfig();
  return data?.signupsEnabled !== false;
}
