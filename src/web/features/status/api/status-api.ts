import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api, isApiError } from "@web/lib/api-client";

/** Local schema for GET /api/v1/status (src/shared has none yet). `checks` is sent to admins only. */
const detail = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value : value == null ? null : JSON.stringify(value)));

export const statusResponse = z.object({
  status: z.enum(["up", "down"]),
  checks: z
    .object({
      database: z.object({ ok: z.boolean(), detail }),
      mail: z.object({ mode: z.enum(["smtp", "outbox"]), ok: z.boolean(), detail }),
      payments: z.object({ mode: z.enum(["stripe", "test"]), configured: z.boolean() }),
      ai: z.object({ mode: z.enum(["model", "local"]), configured: z.boolean() }),
    })
    .optional(),
});
export type StatusResponse = z.infer<typeof statusResponse>;

export interface StatusResult extends StatusResponse {
  checkedAt: Date;
  /** The server did not answer at all, or answered something that is not a status. */
  unreachable: boolean;
}

/** A "down" server may still answer 503 with a status body: that body is the answer, not an error. */
async function fetchStatus(signal: AbortSignal): Promise<StatusResult> {
  try {
    const status = await api.get("/api/v1/status", { schema: statusResponse, signal, timeoutMs: 10_000 });
    return { ...status, checkedAt: new Date(), unreachable: false };
  } catch (error) {
    const parsed = isApiError(error) ? statusResponse.safeParse(error.body) : null;
    if (parsed?.success) return { ...parsed.data, checkedAt: new Date(), unreachable: false };
    return { status: "down", checkedAt: new Date(), unreachable: true };
  }
}

export function useSystemStatus() {
  return useQuery({ queryKey: ["status"], queryFn: ({ signal }) => fetchStatus(signal), staleTime: 0 });
}
