import { describe, expect, it } from "vitest";
import type { SavedItem } from "@shared/schemas/saved-api";
import { filterSaved, revenueRange, savedCategories, savedCountText, sortSaved } from "./saved-list";

function item(title: string, savedAt: string, overrides: Partial<SavedItem["idea"]> = {}): SavedItem {
  return {
    savedAt,
    idea: {
      id: title,
      slug: title.toLowerCase(),
      title,
      tagline: `${title} tagline`,
      category: "saas",
      tags: [],
      isProPick: false,
      opportunityScore: 7,
      problemTeaser: "A problem.",
      fullAccess: true,
      revenuePotential: { min: 12_000, max: 100_000 },
      primaryKeyword: { term: "term", monthlyVolume: 100, growthRate: 10 },
      ...overrides,
    },
  };
}

const a = item("A", "2026-03-01T00:00:00Z", { opportunityScore: 6, primaryKeyword: null, category: "fintech" });
const b = item("B", "2026-03-03T00:00:00Z", { opportunityScore: 9, primaryKeyword: { term: "x", monthlyVolume: 10, growthRate: 5 } });
const c = item("C", "2026-03-02T00:00:00Z", { opportunityScore: 9, primaryKeyword: { term: "y", monthlyVolume: 10, growthRate: 80 }, category: "creator" });
const d = item("D", "2026-02-01T00:00:00Z", { opportunityScore: 2, primaryKeyword: null });
const titles = (items: SavedItem[]) => items.map((entry) => entry.idea.title);

describe("sortSaved", () => {
  it("puts the most recently saved first by default", () => {
    expect(titles(sortSaved([a, b, c, d], "recent"))).toEqual(["B", "C", "A", "D"]);
  });

  it("sorts by opportunity score, highest first, ties by recency", () => {
    expect(titles(sortSaved([a, b, c, d], "opportunity"))).toEqual(["B", "C", "A", "D"]);
    expect(titles(sortSaved([d, c, a], "opportunity"))).toEqual(["C", "A", "D"]);
  });

  it("sorts by keyword growth, highest first, with ideas lacking keyword data last", () => {
    expect(titles(sortSaved([a, b, c, d], "growth"))).toEqual(["C", "B", "A", "D"]);
  });

  it("does not change the list it is given", () => {
    const list = [a, b];
    sortSaved(list, "recent");
    expect(titles(list)).toEqual(["A", "B"]);
  });
});

describe("filterSaved and savedCategories", () => {
  it("lists only the categories present, legacy names merged, and filters by them", () => {
    expect(savedCategories([a, b, c, d])).toEqual(["creator_economy", "fintech", "saas"]);
    expect(titles(filterSaved([a, b, c, d], "creator_economy"))).toEqual(["C"]);
    expect(titles(filterSaved([a, b, c, d], "all"))).toEqual(["A", "B", "C", "D"]);
  });
});

describe("texts", () => {
  it("counts ideas", () => {
    expect(savedCountText(1)).toBe("1 idea");
    expect(savedCountText(0)).toBe("0 ideas");
    expect(savedCountText(1200)).toBe("1,200 ideas");
  });

  it("shows revenue ranges in millions with one decimal, and in thousands below a million", () => {
    expect(revenueRange({ min: 1_200_000, max: 3_450_000 })).toBe("$1.2M to $3.5M ARR");
    expect(revenueRange({ min: 500_000, max: 1_000_000 })).toBe("$0.5M to $1.0M ARR");
    expect(revenueRange({ min: 12_000, max: 100_000 })).toBe("$12K to $100K ARR");
  });
});
