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
