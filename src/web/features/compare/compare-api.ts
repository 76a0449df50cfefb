import { useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

/** GET /api/v1/compare: the columns as this viewer's plan allows (a shared link shows each viewer their own). */
export function useCompare(slugs: string[]) {
  return useQuery({
    queryKey: ["compare", slugs],
    enabled: slugs.length >= 2,
    queryFn: ({ signal }) =>
      api.get(`/api/v1/compare?ideas=${slugs.map(encodeURIComponent).join(",")}`, { signal }),
  });
}
