import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type { OAuthProvider, PublicConfig } from "@shared/schemas/public-config";

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: ({ signal }) =>
      api.get("/api/v1/public-config", { schema: () => import("@shared/schemas/public-config").then((m) => m.publicConfigResponse), signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether to offer "Get Started" (sign-up) to a visitor: not while an admin has closed sign-ups, so
 * nobody is led to a closed page. Until the config has loaded, sign-ups count as open (the usual case).
 */
export function useSignupsOpen(): boolean {
  const { data } = usePublicConfig();
  return data?.signupsEnabled !== false;
}
