import { describe, expect, it } from "vitest";
import { isKeywordMeasured } from "./idea-format";

describe("search demand", () => {
  it("is shown only when it was measured: a keyword left at 0 volume and 0 growth was not", () => {
    expect(isKeywordMeasured({ monthlyVolume: 0, growthRate: 0 })).toBe(false);
    expect(isKeywordMeasured({ monthlyVolume: 1900, growthRate: 0 })).toBe(true);
    expect(isKeywordMeasured({ monthlyVolume: 0, growthRate: -12 })).toBe(true);
  });
});
