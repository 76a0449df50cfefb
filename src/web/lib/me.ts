import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { VISITOR_ENTITLEMENTS, type Entitlements } from "@shared/entitlements";
import type { MeResponse } from "@shared/schemas/profile";
import { SESSION_HINT_COOKIE } from "@shared/session-hint";
import { api, isApiError, type ApiError } from "./api-client";

/** Without the server's hint cookie there is no session to ask about: the visitor needs no request. */
function mayHaveSession(): boolean {
  return typeof document === "undefined" || document.cookie.split("; ").some((c) => c === `${SESSION_HINT_COOKIE}=1`);
}

export const ME_QUERY_KEY = ["me"] as const;

/** Spec: the auth session's loading is forced to finish after 3 s. */
export const SESSION_TIMEOUT_MS = 3_000;

/**
 * A visitor is not an error: GET /api/v1/me answers 401 and we store `null`. A 200 with a null body
 * means the same, should the server ever answer visitors that way (it keeps 401s out of the console).
 */
async function fetchMe(signal: AbortSignal): Promise<MeResponse | null> {
  if (!mayHaveSession()) return null;
  try {
    return (await api.get("/api/v1/me", { signal, timeoutMs: SESSION_TIMEOUT_MS })) ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  // No automatic retry: a slow or failing session check must end within the 3 s budget; the guard
  // offers "Try Again" instead.
  retry: false,
  staleTime: 60_000,
});

export interface MeState {
  me: MeResponse | null;
  entitlements: Entitlements;
  isLoading: boolean;
  /** Set when the session could not be checked (timeout, network, server error): treated as signed out. */
  error: ApiError | Error | null;
  refetch: () => void;
}

export function useMe(): MeState {
  const query = useQuery(meQueryOptions);
  const me = query.data ?? null;
  return {
    me,
    entitlements: me?.entitlements ?? VISITOR_ENTITLEMENTS,
    isLoading: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** Re-reads the session and waits for it, so a navigation right after sign-in sees the new user. */
export async function refreshMe(queryClient: QueryClient): Promise<MeResponse | null> {
  try {
    return await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
  } catch {
    return null;
  }
}

export function emailPrefix(email: string): string {
  return email.split("@")[0] ?? email;
}

export function displayName(me: MeResponse): string {
  return me.profile.fullName?.trim() || emailPrefix(me.profile.email);
}
