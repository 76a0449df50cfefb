import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IDEAS_DIR } from "../../seed/seed";
import { ideaFileSchema } from "../../../shared/schemas/idea";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { monthlyUsd, oneWeekTestFor } from "./one-week-test";

const file = ideaFileSchema.parse(JSON.parse(readFileSync(join(IDEAS_DIR, "1099-da-basis-gap-reconciler.json"), "utf8")));
const analysis = file as unknown as IdeaFull["analysis"];
const withAnalysis = (change: Partial<IdeaFull["analysis"]>) => ({ analysis: { ...analysis, ...change } });

describe("one-week test", () => {
  it("pre-sells a cheap offer to the idea's own market through its own channels", () => {
    const test = oneWeekTestFor({ analysis });
    expect(test).toMatchObject({ available: true, kind: "presale", contacts: 50, threshold: 5 });
    if (!test.available) throw new Error("unreachable");
    // The cheapest entry point: $29 a return (spread over a year) under the self-filer's $49 a year.
    expect(test.action).toContain('"Preparer" at $29 per return or $490 for 25');
    expect(test.action).toContain("r/CryptoTax and r/tax during filing season");
    expect(test.action).toContain("US taxpayers with crypto sales");
    expect(test.basis).toContain("Cheapest tier: Preparer at $29 per return or $490 for 25");
    expect(test.basis.some((line) => line.startsWith("Where buyers described the problem: Personal blog post"))).toBe(true);
    expect(oneWeekTestFor({ analysis })).toEqual(test); // deterministic
  });

  it("reads on mid-sentence when a channel is written as a sentence, and keeps names' capitals", () => {
    const channels = (first: string) => withAnalysis({ go_to_market_strategy: { ...analysis.go_to_market_strategy, channels: [first, "LinkedIn groups for owners"] } });
    const guide = oneWeekTestFor(channels("A 'POS is down, what now' guide ranking for outage-day searches"));
    if (!guide.available) throw new Error("expected a test");
    expect(guide.action).toContain("Reach them through a 'POS is down, what now' guide ranking for outage-day searches; LinkedIn groups for owners");
    const named = oneWeekTestFor(channels("Anthropic's partner directory"));
    if (!named.available) throw new Error("expected a test");
    expect(named.action).toContain("Reach them through Anthropic's partner directory");
  });

  it("asks for calls when the cheapest offer is dear, and leaves the price out when none is named", () => {
    const dear = oneWeekTestFor(withAnalysis({ business_model: { ...analysis.business_model, tiers: [{ name: "Firm", price: "$400/month", features: ["All"] }] } }));
    expect(dear).toMatchObject({ available: true, kind: "calls", contacts: 25, threshold: 3, stopRule: "Stop if fewer than 3 of the 25 agree to a call (our one-in-ten bar)." });
    const unpriced = oneWeekTestFor(withAnalysis({ business_model: { ...analysis.business_model, tiers: [{ name: "Custom", price: "Quote", features: ["All"] }] }, buyer_voice: undefined }));
    if (!unpriced.available) throw new Error("expected a test");
    expect(unpriced.kind).toBe("calls");
    expect(unpriced.action).not.toContain("price you have in mind");
    expect(unpriced.basis.some((line) => line.startsWith("Cheapest tier"))).toBe(false);
    expect(unpriced.basis.some((line) => line.startsWith("Where buyers"))).toBe(false);
  });

  it("says so when the research gives no basis, instead of inventing a test", () => {
    const none = oneWeekTestFor(withAnalysis({ go_to_market_strategy: { ...analysis.go_to_market_strategy, channels: [] } }));
    expect(none).toEqual({ available: false, reason: expect.stringContaining("no basis") });
    expect(oneWeekTestFor(withAnalysis({ target_market: "  " })).available).toBe(false);
  });

  it("reads as whole sentences for every idea in the catalogue: no doubled stops, a long market cut at its own comma", () => {
    const long = oneWeekTestFor(withAnalysis({ target_market: "Independent tutors and small tutoring centres in the eighteen states with education savings accounts, who bill families through the state's portal (Arizona, Florida, Utah) and wait weeks for payment." }));
    if (!long.available) throw new Error("expected a test");
    expect(long.action).toContain("from: Independent tutors and small tutoring centres in the eighteen states with education savings accounts. Reach");
    for (const name of readdirSync(IDEAS_DIR).filter((entry) => entry.endsWith(".json"))) {
      const idea = ideaFileSchema.parse(JSON.parse(readFileSync(join(IDEAS_DIR, name), "utf8"))) as unknown as IdeaFull["analysis"];
      const test = oneWeekTestFor({ analysis: idea });
      if (test.available) expect(test.action, name).not.toMatch(/[.…!?]\.|\.\.|,\./);
    }
  });

  it("reads a tier's price as dollars a month", () => {
    expect(monthlyUsd("$19/month")).toBe(19);
    expect(monthlyUsd("$2,400/year")).toBe(200);
    expect(monthlyUsd("$399 one-off")).toBeCloseTo(33.25);
    expect(monthlyUsd("Free")).toBeNull();
  });
});
