import { describe, expect, it } from "vitest";
import { paginationItems } from "./pagination-items";

describe("paginationItems", () => {
  it("lists every page when there are 7 or fewer", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows nothing when there are no pages", () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it("shows first, last and two either side of the current page, with ellipses for the gaps", () => {
    expect(paginationItems(10, 20)).toEqual([1, "start-ellipsis", 8, 9, 10, 11, 12, "end-ellipsis", 20]);
    expect(paginationItems(50, 100)).toEqual([1, "start-ellipsis", 48, 49, 50, 51, 52, "end-ellipsis", 100]);
  });

  it("needs no ellipsis on the side where the window meets the first or last page", () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, "end-ellipsis", 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 10]);
    expect(paginationItems(10, 10)).toEqual([1, "start-ellipsis", 8, 9, 10]);
    expect(paginationItems(8, 10)).toEqual([1, "start-ellipsis", 6, 7, 8, 9, 10]);
  });

  it("shows a single hidden page instead of an ellipsis standing for it", () => {
    expect(paginationItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, "end-ellipsis", 10]);
    expect(paginationItems(6, 10)).toEqual([1, "start-ellipsis", 4, 5, 6, 7, 8, 9, 10]);
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("clamps a current page outside the range", () => {
    expect(paginationItems(0, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
  });

  it("never repeats a page and always keeps the first, the last and the current one", () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = paginationItems(current, total).filter((item): item is number => typeof item === "number");
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        for (let n = Math.max(1, current - 2); n <= Math.min(total, current + 2); n += 1) expect(pages).toContain(n);
      }
    }
  });
});
