import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@web/lib/api-client";

/** Local schema: src/shared has none for GET /api/v1/saved/count yet. */
const savedCountResponse = z.object({ count: z.number().int().nonnegative() });

export function useSavedCount() {
  return useQuery({
    queryKey: ["saved", "count"],
    queryFn: ({ signal }) => api.get("/api/v1/saved/count", { schema: savedCountResponse, signal }),
  });
}
