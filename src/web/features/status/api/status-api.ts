import { useQuery } from "@tanstack/react-query";
import type { StatusResponse } from "@shared/schemas/status";
import { api, isApiError } from "@web/lib/api-client";

export interface StatusResult extends StatusResponse {
  checkedAt: Date;
  /** The server did not answer at all, or answered something that is not a status. */
  unreachable: boolean;
}

/**
 * A "down" server may still answer 503 with a status body: that body is the answer, not an error.
 * No answer at all (status 0: offline, refused, timed out) is "down, unreachable".
 */
export async function fetchStatus(signal: AbortSignal): Promise<StatusResult> {
  try {
    const status = await api.get("/api/v1/status", { signal, timeoutMs: 10_000 });
    return { ...status, checkedAt: new Date(), unreachable: false };
  } catch (error) {
    const answered = isApiError(error) && error.status > 0 && error.body !== undefined ? await statusIn(error.body) : null;
    if (answered) return { ...answered, checkedAt: new Date(), unreachable: false };
    return { status: "down", checkedAt: new Date(), unreachable: true };
  }
}

/**
 * The status in an error answer's body, or null. The schema (and zod) loads only on this path: zod
 * would be a fifth of a first visit's JavaScript (issue 30). If that download fails too (the
 * server is gone), the answer is unreadable, which the caller reports as unreachable.
 */
async function statusIn(body: unknown): Promise<StatusResponse | null> {
  try {
    const parsed = (await import("@shared/schemas/status")).statusResponseSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useSystemStatus() {
  return useQuery({ queryKey: ["status"], queryFn: ({ signal }) => fetchStatus(signal), staleTime: 0 });
}
