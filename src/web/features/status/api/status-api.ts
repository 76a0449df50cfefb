import { useQuery } from "@tanstack/react-query";
import type { StatusResponse } from "@shared/schemas/status";
import { api, isApiError } from "@web/lib/api-client";

export interface StatusResult extends StatusResponse {
  checkedAt: Date;
  /** The server did not answer at all, or answered something that is not a status. */
  unreachable: boolean;
}

/** A "down" server may still answer 503 with a status body: that body is the answer, not an error. */
async function fetchStatus(signal: AbortSignal): Promise<StatusResult> {
  try {
    const status = await api.get("/api/v1/status", { signal, timeoutMs: 10_000 });
    return { ...status, checkedAt: new Date(), unreachable: false };
  } catch (error) {
    // The schema (and zod) loads only on this path, when the server answered something else than a
    // status: zod would be a fifth of a first visit's JavaScript (issue 30).
    const parsed = isApiError(error) ? (await import("@shared/schemas/status")).statusResponseSchema.safeParse(error.body) : null;
    if (parsed?.success) return { ...parsed.data, checkedAt: new Date(), unreachable: false };
    return { status: "down", checkedAt: new Date(), unreachable: true };
  }
}

export function useSystemStatus() {
  return useQuery({ queryKey: ["status"], queryFn: ({ signal }) => fetchStatus(signal), staleTime: 0 });
}
