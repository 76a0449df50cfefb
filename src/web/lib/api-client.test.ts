import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ERROR_CATALOGUE, ERROR_REASONS } from "@shared/errors";
import { mockFetch } from "@web/test/fetch-mock";
import { ApiError, api, errorMessage } from "./api-client";

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
