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
    expect(corrections("reocnciler", ["reconcile", "reconciler", "reconciled"])).toEqual(["reconciler", "reconcile", "reconciled"]);
    expect(corrections("invocie", ["invoice", "invoices"])).toEqual(["invoice", "invoices"]);
    expect(corrections("xyzzyq", ["invoice"])).toEqual([]);
    expect(corrections("teh", ["the"])).toEqual([]);
  });

  it("keeps every word a typo may have meant, not only the first two", () => {
    // The trigram search's order for "trackr" in the catalogue: "tracker" came third and was dropped.
    const fixes = corrections("trackr", ["track", "tracks", "tracker", "trackers", "tracking", "tractor", "trick"]);
    expect(fixes).toContain("tracker");
    expect(fixes.slice(0, 3)).toEqual(["track", "tracks", "tracker"]);
    expect(fixes).not.toContain("trick");
    expect(corrections("invoce", ["invoice", "invoices", "voice"])).toEqual(["invoice", "invoices"]);
  });
});
