import { describe, expect, it } from "vitest";
import { BROWSE_DEFAULTS, categoryFrom, nextParams, pageFrom, readBrowseParams, toIdeasQuery } from "./catalogue-params";

const params = (text: string) => new URLSearchParams(text);

describe("nextParams", () => {
  it("resets the page when a filter other than page changes", () => {
    expect(nextParams(params("page=3&sort=popular"), { category: "saas" }, BROWSE_DEFAULTS).toString()).toBe("sort=popular&category=saas");
    expect(nextParams(params("page=3"), { pro: "true" }, BROWSE_DEFAULTS).toString()).toBe("pro=true");
  });

  it("keeps the page when nothing actually changed", () => {
    expect(nextParams(params("page=3&category=saas"), { category: "saas" }, BROWSE_DEFAULTS).toString()).toBe("page=3&category=saas");
  });

  it("removes a parameter set to an empty value, 'all' or its default", () => {
    expect(nextParams(params("category=saas&page=2"), { category: "all" }, BROWSE_DEFAULTS).toString()).toBe("");
    expect(nextParams(params("search=kitchen"), { search: "  " }, BROWSE_DEFAULTS).toString()).toBe("");
    expect(nextParams(params("sort=popular"), { sort: "newest" }, BROWSE_DEFAULTS).toString()).toBe("");
    expect(nextParams(params("pro=true"), { pro: null }, BROWSE_DEFAULTS).toString()).toBe("");
  });

  it("changes the page alone, dropping page 1", () => {
    expect(nextParams(params("sort=popular"), { page: "2" }, BROWSE_DEFAULTS).toString()).toBe("sort=popular&page=2");
    expect(nextParams(params("sort=popular&page=2"), { page: "1" }, BROWSE_DEFAULTS).toString()).toBe("sort=popular");
  });

  it("does not treat a search for the word 'all' as 'all'", () => {
    expect(nextParams(params(""), { search: "all" }, BROWSE_DEFAULTS).toString()).toBe("search=all");
  });
});

describe("readBrowseParams", () => {
  it("uses the spec's defaults", () => {
    expect(readBrowseParams(params(""))).toEqual({ search: "", category: "all", sort: "newest", proOnly: false, page: 1 });
  });

  it("reads every parameter and ignores values it does not know", () => {
    expect(readBrowseParams(params("search=tax&category=fintech&sort=popular&pro=true&page=4"))).toEqual({
      search: "tax",
      category: "fintech",
      sort: "popular",
      proOnly: true,
      page: 4,
    });
    expect(readBrowseParams(params("category=nope&sort=random&pro=yes&page=-2"))).toEqual({
      search: "",
      category: "all",
      sort: "newest",
      proOnly: false,
      page: 1,
    });
  });

  it("maps legacy categories and parses pages strictly", () => {
    expect(categoryFrom("creator")).toBe("creator_economy");
    expect(categoryFrom("health_wellness")).toBe("healthtech");
    expect(pageFrom("2.5")).toBe(1);
    expect(pageFrom("12")).toBe(12);
  });

  it("asks the API only for what is set", () => {
    expect(toIdeasQuery(readBrowseParams(params("")))).toEqual({ search: undefined, category: undefined, sort: "newest", pro: undefined, page: 1 });
    expect(toIdeasQuery(readBrowseParams(params("category=saas&pro=true")))).toMatchObject({ category: "saas", pro: "true" });
  });
});
