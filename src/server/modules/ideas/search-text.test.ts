import { describe, expect, it } from "vitest";
import { corrections, editDistance, searchWords, tsQueryText } from "./search-text";

describe("search text", () => {
  it("splits what was typed into safe lower-case words", () => {
    expect(searchWords("  Invoice TRACKER, for plumbers!")).toEqual(["invoice", "tracker", "for", "plumbers"]);
    expect(searchWords("'); drop table ideas; -- & | ! :*")).toEqual(["drop", "table", "ideas"]);
    expect(searchWords("%")).toEqual([]);
  });

  it("requires every word and treats the last as a prefix", () => {
    expect(tsQueryText([["invoice"], ["track"]])).toBe("invoice & track:*");
    expect(tsQueryText([["invoce", "invoice"], ["trackr", "tracker"]])).toBe("(invoce | invoice) & (trackr:* | tracker)");
  });

  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("reocnciler", "reconciler")).toBe(1);
    expect(editDistance("inovice", "invoice")).toBe(1);
    expect(editDistance("invoce", "invoice")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("corrects one or two typos, not more, and never tiny words", () => {
    expect(corrections("reocnciler", ["reconcile", "reconciler", "reconciled"])).toEqual(["reconciler", "reconcile"]);
    expect(corrections("invocie", ["invoice", "invoices"])).toEqual(["invoice", "invoices"]);
    expect(corrections("xyzzyq", ["invoice"])).toEqual([]);
    expect(corrections("teh", ["the"])).toEqual([]);
  });
});
