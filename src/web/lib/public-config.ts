import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "./api-client";

/**
 * GET /api/v1/public-config. Defined here because src/shared has no schema for it yet; move it to
 * src/shared when the server adds one.
 */
export const OAUTH_PROVIDERS = ["google", "github"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const publicConfigSchema = z.object({
  oauthProviders: z.array(z.enum(OAUTH_PROVIDERS)),
  signupsEnabled: z.boolean(),
  supportEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => api.get("/api/v1/public-config", { schema: publicConfigSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
