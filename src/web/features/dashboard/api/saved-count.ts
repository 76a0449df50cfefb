import { useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

export function useSavedCount() {
  return useQuery({
    queryKey: ["saved", "count"],
    queryFn: ({ signal }) =>
      api.get("/api/v1/saved/count", { signal }),
  });
}
