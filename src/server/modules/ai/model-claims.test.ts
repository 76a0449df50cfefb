import { describe, expect, it } from "vitest";
import { backedBy, checkClaims } from "./model-claims";

/** The claim check's edges (model-research.test.ts runs it end to end against the peer). */
const record = { title: "Lead-Safe Certificate Calendar", competitors: [{ name: "ExpiryEdge" }, { name: "Lead Testing Services NJ" }] };
const source = {
  n: 3,
  url: "https://example.org/nj-lead-law",
  title: "NJ Lead Law Explained (DJP Lead)",
  accessed: "2026-11-23",
  supports: "Municipal fines up to $1,000 per week; certificate validity may change to three years.",
  idea: { slug: "lead-calendar", title: "Lead-Safe Certificate Calendar" },
};
const context = { records: new Map([["lead-calendar", record]]), sources: [source] };

describe("backedBy", () => {
  it("accepts a paraphrase that keeps the figures and names of its evidence", () => {
    expect(backedBy("Under the NJ lead law, municipal fines reach 1000 dollars per week (DJP Lead).", `${source.title} ${source.supports}`)).toBe(true);
  });
  it("refuses a changed figure, a name the evidence lacks, or a statement on another subject", () => {
    expect(backedBy("Municipal fines reach $2,000 per week.", source.supports)).toBe(false);
    expect(backedBy("Municipal fines up to $1,000 per week, says Zillow.", source.supports)).toBe(false);
    expect(backedBy("Landlords prefer mobile apps for tracking their properties.", source.supports)).toBe(false);
  });
});

describe("checkClaims", () => {
  it("keeps a backed fact with its citation, and shows the unbacked ones and unknown companies as unverified", () => {
    const checked = checkClaims(
      {
        facts: [
          { statement: "Municipal fines go up to $1,000 per week [7].", sources: [3, 3] },
          { statement: "Certificate validity may change to three years.", sources: [] },
          { statement: "Municipal fines go up to $5,000 per week.", sources: [3] },
        ],
        competitors: [
          { name: "expiryedge", fromResearch: true },
          { name: "Lead Testing Services NJ", fromResearch: true },
          { name: "Lead Testing", fromResearch: false },
          { name: "RentCheck", fromResearch: false },
        ],
      },
      context,
    );
    expect(checked.catalogueFacts).toEqual(["Municipal fines go up to $1,000 per week. [3]", "Certificate validity may change to three years."]);
    expect(checked.sources).toEqual([source]);
    expect(checked.unverifiedClaims).toEqual(["Municipal fines go up to $5,000 per week.", "RentCheck: a competitor the model named from its own knowledge."]);
  });

  it("lists no source that no backed fact cites", () => {
    const checked = checkClaims({ facts: [{ statement: "Fines of $9 a day apply.", sources: [3] }], competitors: [] }, context);
    expect(checked.sources).toEqual([]);
    expect(checked.catalogueFacts).toEqual([]);
  });
});
