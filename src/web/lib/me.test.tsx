import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VISITOR_ENTITLEMENTS } from "@shared/entitlements";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { SESSION_TIMEOUT_MS, useMe } from "./me";
import { createQueryClient } from "./query-client";

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe("useMe", () => {
  afterEach(() => vi.useRealTimers());

  it("returns the profile and the server's entitlements for a signed-in user", async () => {
    const me = meFor({ tier: "pro" });
    mockFetch({ "GET /api/v1/me": { body: me } });
    const { result } = renderHook(() => useMe(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.me).toEqual(me);
    expect(result.current.entitlements.isPro).toBe(true);
  });

  it("treats a 401 as a visitor, not an error", async () => {
    mockFetch({ "GET /api/v1/me": unauthorized });
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ me: null, error: null, entitlements: VISITOR_ENTITLEMENTS });
  });

  it("stops waiting for the session after 3 s and reports it as a visitor with an error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // A server that never answers, but honours the abort signal like the real fetch.
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
          ),
      ),
    );
    const { result } = renderHook(() => useMe(), { wrapper });
    await vi.advanceTimersByTimeAsync(SESSION_TIMEOUT_MS - 100);
    expect(result.current.isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.me).toBeNull();
    expect(result.current.entitlements).toEqual(VISITOR_ENTITLEMENTS);
    expect(result.current.error).toMatchObject({ code: "NETWORK" });
  });
});
