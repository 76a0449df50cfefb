import { describe, expect, it } from "vitest";
import { createViewerCache } from "./viewer-cache";

const entry = (userId: string, expiresInMs = 60_000, now = 0) => ({ userId, expiresAt: new Date(now + expiresInMs) });

describe("viewer cache", () => {
  it("remembers a token for its TTL and never past its session's end", () => {
    let clock = 0;
    const cache = createViewerCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    cache.set("t1", entry("u1", 500));
    cache.set("t2", entry("u2", 5000));
    expect(cache.get("t1")?.userId).toBe("u1");
    clock = 600;
    expect(cache.get("t1")).toBeNull();
    expect(cache.get("t2")?.userId).toBe("u2");
    clock = 1001;
    expect(cache.get("t2")).toBeNull();
  });

  it("forgets every token of a user at once, and only theirs", () => {
    const cache = createViewerCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.set("a", entry("u1", 60_000, Date.now()));
    cache.set("b", entry("u1", 60_000, Date.now()));
    cache.set("c", entry("u2", 60_000, Date.now()));
    cache.forgetUser("u1");
    expect(cache.get("a")).toBeNull();
    expect(cache.get("b")).toBeNull();
    expect(cache.get("c")?.userId).toBe("u2");
  });

  it("keeps at most maxEntries", () => {
    const cache = createViewerCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const token of ["a", "b", "c"]) cache.set(token, entry("u", 60_000, Date.now()));
    expect(cache.get("a")).toBeNull();
    expect(cache.get("c")).not.toBeNull();
  });
});
