import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ERROR_CATALOGUE, ERROR_REASONS } from "@shared/errors";
import { mockFetch } from "@web/test/fetch-mock";
import { ApiError, api, errorMessage, tryAgainIn } from "./api-client";

describe("api client", () => {
  it("sends JSON with same-origin credentials and parses the answer with the schema", async () => {
    const { fetchMock } = mockFetch({ "POST /api/thing": { body: { id: 7 } } });
    const result = await api.post("/api/thing", { name: "x" }, { schema: z.object({ id: z.number() }) });
    expect(result).toEqual({ id: 7 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"name":"x"}' });
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("turns the server's error body into an ApiError with code, reason and issues", async () => {
    mockFetch({
      "POST /api/thing": {
        status: 400,
        body: { error: { code: "VALIDATION", message: "Please check your input and try again.", reason: "USERNAME_TAKEN", issues: [{ path: "username", message: "Taken" }] } },
      },
    });
    const error = await api.post("/api/thing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", reason: "USERNAME_TAKEN", issues: [{ path: "username", message: "Taken" }] });
  });

  it("recognises every reason the server may send (one shared list), QUOTA_EXCEEDED included", async () => {
    expect(ERROR_REASONS).toContain("QUOTA_EXCEEDED");
    for (const reason of ERROR_REASONS) {
      mockFetch({ "POST /api/thing": { status: 403, body: { error: { code: "PERMISSION", message: "No", reason } } } });
      const error = await api.post("/api/thing").catch((e: unknown) => e);
      expect(error).toMatchObject({ reason });
    }
    mockFetch({ "POST /api/thing": { status: 403, body: { error: { code: "PERMISSION", message: "No", reason: "MADE_UP" } } } });
    expect(await api.post("/api/thing").catch((e: unknown) => e)).toMatchObject({ reason: undefined });
  });

  it("takes a schema loader, loaded only when an answer arrives", async () => {
    const loader = vi.fn(async () => z.object({ id: z.number() }));
    mockFetch({ "GET /api/thing": { body: { id: 7 } } });
    expect(await api.get("/api/thing", { schema: loader })).toEqual({ id: 7 });
    expect(loader).toHaveBeenCalledTimes(1);
    mockFetch({ "GET /api/thing": { status: 500, body: {} } });
    await api.get("/api/thing", { schema: loader }).catch(() => undefined);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("turns a 429 into a RATE_LIMIT error that says how long to wait, from Retry-After", async () => {
    mockFetch({ "GET /api/thing": { status: 429, body: { error: { code: "RATE_LIMIT", message: ERROR_CATALOGUE.RATE_LIMIT.message } }, headers: { "Retry-After": "3000" } } });
    const error = await api.get("/api/thing").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMIT", retryAfterSeconds: 3000, message: "Too many requests. Try again in 50 minutes." });
    // A screen's own fallback never hides it.
    expect(errorMessage(error, "Idea not found")).toBe("Too many requests. Try again in 50 minutes.");
    // A server message that already says how long (the sign-in lock-out) is kept as written.
    const lockout = "Too many failed sign-in attempts for this account. Try again in 15 minutes. You can also reset your password.";
    mockFetch({ "POST /api/thing": { status: 429, body: { error: { code: "RATE_LIMIT", message: lockout } }, headers: { "Retry-After": "900" } } });
    expect(await api.post("/api/thing").catch((e: unknown) => e)).toMatchObject({ message: lockout });
    // A 429 without a body is still a rate limit, never "check your connection".
    mockFetch({ "GET /api/thing": { status: 429, body: {} } });
    expect(await api.get("/api/thing").catch((e: unknown) => e)).toMatchObject({ code: "RATE_LIMIT", message: ERROR_CATALOGUE.RATE_LIMIT.message });
    expect(tryAgainIn(30)).toBe("Try again in a minute.");
    expect(tryAgainIn(3 * 3600)).toBe("Try again in 3 hours.");
  });

  it("makes a network failure a NETWORK error with the catalogue message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await api.get("/api/thing").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: ERROR_CATALOGUE.NETWORK.message });
  });

  it("treats an answer that does not match the schema as a server error", async () => {
    mockFetch({ "GET /api/thing": { body: { id: "seven" } } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = await api.get("/api/thing", { schema: z.object({ id: z.number() }) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "SERVER", message: ERROR_CATALOGUE.SERVER.message });
    expect(warn).toHaveBeenCalled();
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
