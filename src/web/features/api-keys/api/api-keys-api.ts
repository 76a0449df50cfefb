import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

const KEYS_QUERY_KEY = ["api-keys"] as const;
const adminKeysQueryKey = (userId: string) => ["admin", "users", userId, "api-keys"] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: KEYS_QUERY_KEY,
    queryFn: async ({ signal }) => (await api.get("/api/v1/api-keys", { signal })).data,
    staleTime: 0,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await api.post("/api/v1/api-keys", { name })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/v1/api-keys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS_QUERY_KEY }),
  });
}

export function useAdminApiKeys(userId: string) {
  return useQuery({
    queryKey: adminKeysQueryKey(userId),
    queryFn: async ({ signal }) => (await api.get(`/api/v1/admin/users/${encodeURIComponent(userId)}/api-keys`, { signal })).data,
    staleTime: 0,
  });
}

export function useAdminRevokeApiKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/v1/admin/api-keys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeysQueryKey(userId) }),
  });
}
