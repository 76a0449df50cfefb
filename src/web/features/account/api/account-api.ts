import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileBody } from "@shared/schemas/profile";
import { api } from "@web/lib/api-client";
import { ME_QUERY_KEY } from "@web/lib/me";

const SESSIONS_QUERY_KEY = ["sessions"] as const;
/** PATCH /api/v1/me/profile answers the same shape as GET /api/v1/me, so the cache is simply replaced. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.patch("/api/v1/me/profile", body),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.get("/api/v1/me/sessions", { signal }),
    staleTime: 0,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/v1/me/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/v1/me/sessions/revoke-others", {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
