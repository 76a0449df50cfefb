import { describe, expect, it } from "vitest";
import { approximateBytes, createCatalogueCache } from "./catalogue-cache";

describe("catalogue cache", () => {
  it("loads once per key while fresh, again after the TTL", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createCatalogueCache({ ttlMs: 1000, maxBytes: 1_000_000, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    clock = 1001;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one load among callers that ask at the same time", async () => {
    let loads = 0;
    const cache = createCatalogueCache({ ttlMs: 1000, maxBytes: 1_000_000 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)])).toEqual([1, 1, 1]);
  });

  it("with coalescing off (benches measuring the database), every caller loads for itself", async () => {
    let loads = 0;
    const cache = createCatalogueCache({ ttlMs: 0, maxBytes: 1_000_000, coalesce: false });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect((await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)])).sort()).toEqual([1, 2, 3]);
  });

  it("drops everything on clear, and never stores an answer loaded before the clear", async () => {
    let value = "old";
    const cache = createCatalogueCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    let release!: () => void;
    const inFlight = cache.get("k", () => new Promise<string>((resolve) => (release = () => resolve(value))));
    cache.clear();
    value = "new";
    release();
    expect(await inFlight).toBe("new");
    value = "newer";
    expect(await cache.get("k", async () => value)).toBe("newer");
  });

  it("holds at most maxBytes however many entries are filled, evicting the oldest", async () => {
    const maxBytes = 200_000;
    const cache = createCatalogueCache({ ttlMs: 60_000, maxBytes });
    // A crawl of idea pages: 500 documents of ~10 KB each, 5 MB in all.
    const page = (n: number) => ({ slug: `idea-${n}`, json: `{"idea":${n}}`.padEnd(10_000, " ") });
    for (let n = 0; n < 500; n++) {
      await cache.get(`idea:${n}`, async () => page(n));
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size).toBeGreaterThan(10);
    expect(cache.size).toBeLessThan(20);
    // The newest stay; the oldest were evicted and load again.
    let loads = 0;
    await cache.get("idea:499", async () => (loads++, page(499)));
    await cache.get("idea:0", async () => (loads++, page(0)));
    expect(loads).toBe(1);
    // One entry larger than the whole bound is answered, not kept; clear() frees everything.
    const huge = "x".repeat(maxBytes + 1);
    expect(await cache.get("huge", async () => huge)).toBe(huge);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it("estimates an entry's bytes from what it holds", () => {
    expect(approximateBytes("x".repeat(1000))).toBeGreaterThanOrEqual(1000);
    expect(approximateBytes({ a: "x".repeat(1000), b: ["y".repeat(500)] })).toBeGreaterThanOrEqual(1500);
    expect(approximateBytes({ br: Buffer.alloc(4000) })).toBeGreaterThanOrEqual(4000);
  });

  it("does not keep a failed load", async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => "up")).toBe("up");
  });
});
