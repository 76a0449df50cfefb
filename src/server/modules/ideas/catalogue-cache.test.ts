import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "./catalogue-cache";

describe("catalogue cache", () => {
  it("loads once per key while fresh, again after the TTL", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createCatalogueCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    clock = 1001;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one load among callers that ask at the same time", async () => {
    let loads = 0;
    const cache = createCatalogueCache({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)])).toEqual([1, 1, 1]);
  });

  it("drops everything on clear, and never stores an answer loaded before the clear", async () => {
    let value = "old";
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
    let release!: () => void;
    const inFlight = cache.get("k", () => new Promise<string>((resolve) => (release = () => resolve(value))));
    cache.clear();
    value = "new";
    release();
    expect(await inFlight).toBe("new");
    value = "newer";
    expect(await cache.get("k", async () => value)).toBe("newer");
  });

  it("keeps at most maxEntries, evicting the oldest", async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => 10)).toBe(10);
  });

  it("does not keep a failed load", async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => "up")).toBe("up");
  });
});
