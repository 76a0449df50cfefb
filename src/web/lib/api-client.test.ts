import { describe, expect, it, vi } from "vitest";
import { ERROR_CATALOGUE, ERROR_REASONS } from "@shared/errors";
import { mockFetch } from "@web/test/fetch-mock";
import { ApiError, api, apiPath, errorMessage, tryAgainIn } from "./api-client";

describe("api client", () => {
  it("sends JSON with same-origin credentials and answers the parsed body", async () => {
    const { fetchMock } = mockFetch({ "POST /api/v1/saved": { body: { saved: true, added: true } } });
    const result = await api.post("/api/v1/saved", { ideaId: "x" });
    expect(result).toEqual({ saved: true, added: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"ideaId":"x"}' });
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("turns the server's error body into an ApiError with code, reason and issues", async () => {
    mockFetch({
      "POST /api/v1/saved": {
        status: 400,
        body: { error: { code: "VALIDATION", message: "Please check your input and try again.", reason: "USERNAME_TAKEN", issues: [{ path: "username", message: "Taken" }] } },
      },
    });
    const error = await api.post("/api/v1/saved", { ideaId: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", reason: "USERNAME_TAKEN", issues: [{ path: "username", message: "Taken" }] });
  });

  it("recognises every reason the server may send (one shared list), QUOTA_EXCEEDED included", async () => {
    expect(ERROR_REASONS).toContain("QUOTA_EXCEEDED");
    for (const reason of ERROR_REASONS) {
      mockFetch({ "POST /api/v1/saved": { status: 403, body: { error: { code: "PERMISSION", message: "No", reason } } } });
      const error = await api.post("/api/v1/saved", { ideaId: "x" }).catch((e: unknown) => e);
      expect(error).toMatchObject({ reason });
    }
    mockFetch({ "POST /api/v1/saved": { status: 403, body: { error: { code: "PERMISSION", message: "No", reason: "MADE_UP" } } } });
    expect(await api.post("/api/v1/saved", { ideaId: "x" }).catch((e: unknown) => e)).toMatchObject({ reason: undefined });
  });

  it("holds every call to the server's contract: paths, bodies and answers (checked by typecheck)", async () => {
    mockFetch({ "GET /api/v1/ideas/daily": { body: { idea: null } } });
    const daily = await api.get("/api/v1/ideas/daily");
    // The answer is typed as the route's response: a made-up field is a type error.
    // @ts-expect-error -- not in the contract's answer for GET /api/v1/ideas/daily
    expect(daily.notAField).toBeUndefined();
    // Each call below is one the server does not accept; typecheck fails if one ever compiles. The
    // function is never called: these lines are checked by tsc, not run.
    function callsTheServerRefuses() {
      // @ts-expect-error -- no such path
      void api.get("/api/v1/no-such-route");
      // @ts-expect-error -- the path exists for GET only
      void api.delete("/api/v1/ideas/daily");
      // @ts-expect-error -- the body lacks ideaId
      void api.post("/api/v1/saved", { id: "x" });
      // @ts-expect-error -- better-auth paths go through api.auth
      void api.post("/api/auth/sign-out", {});
      // A parameter filled and a query string are fine.
      void api.get(`/api/v1/ideas/${"some-slug"}/changes`);
      void api.get(`/api/v1/ideas?${"page=2"}`);
      void apiPath("post", "/api/v1/ai-chat/message");
      // @ts-expect-error -- a link to a path the server does not have
      void apiPath("get", "/api/v1/reports/export");
    }
    expect(callsTheServerRefuses).toBeTypeOf("function");
  });

  it("turns a 429 into a RATE_LIMIT error that says how long to wait, from Retry-After", async () => {
    mockFetch({ "GET /api/v1/ideas/daily": { status: 429, body: { error: { code: "RATE_LIMIT", message: ERROR_CATALOGUE.RATE_LIMIT.message } }, headers: { "Retry-After": "3000" } } });
    const error = await api.get("/api/v1/ideas/daily").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMIT", retryAfterSeconds: 3000, message: "Too many requests. Try again in 50 minutes." });
    // A screen's own fallback never hides it.
    expect(errorMessage(error, "Idea not found")).toBe("Too many requests. Try again in 50 minutes.");
    // A server message that already says how long (the sign-in lock-out) is kept as written.
    const lockout = "Too many failed sign-in attempts for this account. Try again in 15 minutes. You can also reset your password.";
    mockFetch({ "POST /api/v1/saved": { status: 429, body: { error: { code: "RATE_LIMIT", message: lockout } }, headers: { "Retry-After": "900" } } });
    expect(await api.post("/api/v1/saved", { ideaId: "x" }).catch((e: unknown) => e)).toMatchObject({ message: lockout });
    // A 429 without a body is still a rate limit, never "check your connection".
    mockFetch({ "GET /api/v1/ideas/daily": { status: 429, body: {} } });
    expect(await api.get("/api/v1/ideas/daily").catch((e: unknown) => e)).toMatchObject({ code: "RATE_LIMIT", message: ERROR_CATALOGUE.RATE_LIMIT.message });
    expect(tryAgainIn(30)).toBe("Try again in a minute.");
    expect(tryAgainIn(3 * 3600)).toBe("Try again in 3 hours.");
  });

  it("makes a network failure a NETWORK error with the catalogue message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await api.get("/api/v1/ideas/daily").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: ERROR_CATALOGUE.NETWORK.message });
  });

  it("picks the message to show: server text, else the screen's fallback, else 'unexpected'", () => {
    const withMessage = new ApiError({ status: 401, code: "AUTH", message: "Invalid email or password", hasServerMessage: true });
    const withoutMessage = new ApiError({ status: 500, code: "SERVER", message: ERROR_CATALOGUE.SERVER.message });
    const network = new ApiError({ status: 0, code: "NETWORK", message: ERROR_CATALOGUE.NETWORK.message });
    const options = { unexpected: "An unexpected error occurred" };
    expect(errorMessage(withMessage, "Failed to sign in", options)).toBe("Invalid email or password");
    expect(errorMessage(withoutMessage, "Failed to sign in", options)).toBe("Failed to sign in");
    expect(errorMessage(network, "Failed to sign in", options)).toBe("An unexpected error occurred");
    expect(errorMessage(new Error("bug"), "Failed to sign in", options)).toBe("An unexpected error occurred");
    expect(errorMessage(network, "Failed to load")).toBe(ERROR_CATALOGUE.NETWORK.message);
  });
});
