import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

export const verificationKey = ["admin", "verification"] as const;
const BASE = "/api/v1/admin/verification";

/** The ideas due for re-verification with their reasons, and the failing source links (admins only). */
export function useVerificationQueue() {
  return useQuery({
    queryKey: verificationKey,
    queryFn: ({ signal }) => api.get(BASE, { signal }),
    staleTime: 0,
  });
}

/** "Verified, nothing changed": the server records who and when; the queue is read again. */
export function useMarkVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ideaId: string) => api.post(`${BASE}/${ideaId}/verified`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKey }),
  });
}
