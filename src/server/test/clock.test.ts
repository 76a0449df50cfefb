import { afterEach, describe, expect, it, vi } from "vitest";
import { clearOfMidnightUtc } from "./clock";

describe("clearOfMidnightUtc", () => {
  afterEach(() => vi.useRealTimers());

  it("waits until just after midnight UTC when it is near", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T23:58:30Z") });
    let done = false;
    const waiting = clearOfMidnightUtc(3 * 60_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(89_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    await waiting;
    expect(new Date().toISOString() >= "2026-11-29T00:00:00").toBe(true);
  });

  it("does not wait when midnight is further away than the margin", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T23:50:00Z") });
    await clearOfMidnightUtc(3 * 60_000);
    expect(new Date().toISOString()).toBe("2026-11-28T23:50:00.000Z");
  });
});
