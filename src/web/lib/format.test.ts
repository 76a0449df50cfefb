import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMoney, formatNumber, onFirstUse, utcDayText } from "./format";

// The hand-written formats must read exactly as Intl's en-US ones they replace on the first page's path.
const intlUtcDay = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const intlNumber = new Intl.NumberFormat("en-US");

describe("format", () => {
  it("writes a UTC day exactly as Intl's en-US short date, on every month and at the day's edges", () => {
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [[1, 0], [9, 12], [28, 23]] as const) {
        const date = new Date(Date.UTC(2026, month, day, hour, 59));
        expect(utcDayText(date)).toBe(intlUtcDay.format(date));
      }
    }
    expect(formatDay("2026-11-21")).toBe("Nov 21, 2026");
    expect(formatDay("not a day")).toBe("not a day");
    expect(formatDate("2026-01-05T23:30:00Z")).toBe("Jan 5, 2026");
    expect(formatDate("garbage")).toBe("");
    expect(formatDate(null)).toBe("");
  });

  it("groups whole numbers as Intl does, and leaves fractions to Intl", () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 123456789, -1, -1234, -1234567, Number.MAX_SAFE_INTEGER, 1234.5, 0.25]) {
      expect(formatNumber(n)).toBe(intlNumber.format(n));
    }
  });

  it("writes money with cents only when there are some", () => {
    expect(formatMoney(2900)).toBe("$29");
    expect(formatMoney(2999)).toBe("$29.99");
    expect(formatMoney(150000)).toBe("$1,500");
    expect(formatMoney(2450, "eur")).toBe("€24.50");
  });

  it("builds a value on first use only, once", () => {
    let built = 0;
    const value = onFirstUse(() => ++built);
    expect(built).toBe(0);
    expect([value(), value()]).toEqual([1, 1]);
    expect(built).toBe(1);
  });
});
