import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSettings } from "@shared/schemas/admin-settings";
import { api } from "@web/lib/api-client";

export type { AdminSettings };

export const adminSettingsKey = ["admin", "settings"] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => api.get("/api/v1/admin/settings", { signal }),
    staleTime: 0,
  });
}

/** Saves the whole settings object; the public config (maintenance, sign-ups, guest browsing) follows it. */
export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AdminSettings) => api.put("/api/v1/admin/settings", settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ["public-config"] });
    },
  });
}
