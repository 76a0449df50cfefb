import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@web/test/fetch-mock";
import { fetchStatus } from "./status-api";

const signal = () => new AbortController().signal;

describe("fetchStatus", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock("@shared/schemas/status");
  });

  it("answers up with the server's status", async () => {
    mockFetch({ "GET /api/v1/status": { body: { status: "up" } } });
    expect(await fetchStatus(signal())).toMatchObject({ status: "up", unreachable: false });
  });

  it("reads a 503 that carries a status as the server's own word that it is down", async () => {
    mockFetch({ "GET /api/v1/status": { status: 503, body: { status: "down" } } });
    expect(await fetchStatus(signal())).toMatchObject({ status: "down", unreachable: false });
  });

  it("calls a server that gives no answer unreachable, without downloading the schema it cannot use", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    // Were the schema asked for, this download would fail as the real one does with the server gone.
    vi.doMock("@shared/schemas/status", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    expect(await fetchStatus(signal())).toMatchObject({ status: "down", unreachable: true });
  });

  it("calls an answer it cannot read unreachable, also when the schema's download fails", async () => {
    mockFetch({ "GET /api/v1/status": { status: 502, body: { error: { code: "NETWORK", message: "Bad gateway" } } } });
    vi.doMock("@shared/schemas/status", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    expect(await fetchStatus(signal())).toMatchObject({ status: "down", unreachable: true });
  });
});
