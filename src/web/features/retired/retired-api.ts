import { useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

/** GET /api/v1/ideas/retired: archived ideas with why and when they left the catalogue, newest first. */
export function useRetiredIdeas() {
  return useQuery({
    queryKey: ["ideas", "retired"],
    queryFn: ({ signal }) =>
      api.get("/api/v1/ideas/retired", { signal }),
  });
}
