import { describe, expect, it } from "vitest";
import { daysBetween, isKeywordMeasured, localDay, relativeDay } from "./idea-format";

describe("search demand", () => {
  it("is shown only when it was measured: a keyword left at 0 volume and 0 growth was not", () => {
    expect(isKeywordMeasured({ monthlyVolume: 0, growthRate: 0 })).toBe(false);
    expect(isKeywordMeasured({ monthlyVolume: 1900, growthRate: 0 })).toBe(true);
    expect(isKeywordMeasured({ monthlyVolume: 0, growthRate: -12 })).toBe(true);
  });
});

describe("dates relative to the viewer's today", () => {
  it("says today, tomorrow and yesterday, then days, weeks, months and years, ahead and ago", () => {
    const today = "2026-11-27";
    expect(relativeDay("2026-11-27", today)).toBe("today");
    expect(relativeDay("2026-11-28", today)).toBe("tomorrow");
    expect(relativeDay("2026-11-26", today)).toBe("yesterday");
    expect(relativeDay("2026-12-02", today)).toBe("in 5 days");
    expect(relativeDay("2026-12-18", today)).toBe("in 3 weeks");
    expect(relativeDay("2026-11-13", today)).toBe("2 weeks ago");
    expect(relativeDay("2026-09-27", today)).toBe("2 months ago");
    expect(relativeDay("2027-11-27", today)).toBe("in 12 months");
    expect(relativeDay("2029-01-01", today)).toBe("in 2 years");
    expect(relativeDay("2025-12-27", today)).toBe("11 months ago");
    // Across a daylight-saving change the count stays in whole days.
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
  });

  it("takes the viewer's own calendar day, not UTC's", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localDay(new Date(2026, 11, 31, 0, 1))).toBe("2026-12-31");
  });
});
