import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ideaFileSchema, type IdeaFile } from "../../shared/schemas/idea";
import { IDEAS_DIR } from "../paths";
import {
  findNearCopies,
  findRelativePhrases,
  hasRegulatoryWhyNow,
  isCalendarDay,
  malformedDates,
  pastTriggersWithoutOutcome,
  relativePhrases,
  wordsOf,
} from "./catalogue-rules";

/** A real catalogue file as the base of each fixture, so the fixtures pass the schema as the seed's do. */
const base: IdeaFile = ideaFileSchema.parse(JSON.parse(readFileSync(path.join(IDEAS_DIR, "merchant-center-suspension-fixer.json"), "utf8")));
const idea = (overrides: Partial<IdeaFile>): IdeaFile => ({ ...base, ...overrides });

const trigger = (date: string, extra: Partial<NonNullable<IdeaFile["triggers"]>[number]> = {}) => ({
  date,
  kind: "effective" as const,
  jurisdiction: "US",
  summary: "The rule takes effect for every covered seller.",
  source_url: "https://example.gov/rule",
  ...extra,
});

describe("relative time phrases", () => {
  it("finds each kind the issue lists, whole words in any case", () => {
    const text =
      "The deadline is five days away and the rule passed 11 days ago. Next week the agency meets; Last Month it met. " +
      "This year is busy. Yesterday a seller wrote, tomorrow another will. It recently changed, an upcoming vote closes soon, " +
      "and the portal opens in 3 weeks, in a month, in two days.";
    expect(relativePhrases(text)).toEqual([
      "five days away",
      "11 days ago",
      "Next week",
      "Last Month",
      "This year",
      "Yesterday",
      "tomorrow",
      "recently",
      "upcoming",
      "soon",
      "in 3 weeks",
      "in a month",
      "in two days",
    ]);
  });

  it("leaves words that only contain them, buyers' yearly cycles, effort spans and 'soon' joining two events", () => {
    const text =
      "The soonest slot and the soonish plan. Upcomings is not a word, nor are recentlyish or todayness. " +
      "Upload last year's report and next year's forms; compare this month's figures. " +
      "It fits in two weeks of evenings. Send it as soon as it lands, soon after filing, due soon, due-soon badges; how soon they pay. " +
      "Within 30 days of notice, the 2026 year, weekdays ago-go.";
    expect(relativePhrases(text)).toEqual([]);
  });

  it("reports the field of each phrase and skips buyers' own words, dates and addresses", () => {
    const found = findRelativePhrases(
      idea({
        why_now: `${base.why_now} The filing window closes in six weeks.`,
        competitive_landscape: {
          ...base.competitive_landscape,
          direct_competitors: [base.competitive_landscape.direct_competitors[0]!, { name: "Acme", strengths: ["Shipped an upcoming release"], weaknesses: ["Slow"] }],
        },
        buyer_voice: [{ url: "https://reddit.com/r/x/1", place: "r/smallbusiness thread", date: "2026-10-02", quote: "We got suspended last week and nobody knows why." }],
      }),
    );
    expect(found).toEqual([
      { path: "why_now", phrase: "in six weeks" },
      { path: "competitive_landscape.direct_competitors[1].strengths[0]", phrase: "upcoming" },
    ]);
  });

  it("checks trigger summaries and outcomes, which are our writing", () => {
    const found = findRelativePhrases(idea({ triggers: [trigger("2026-01-01", { outcome: "It took effect as planned and enforcement began recently." })] }));
    expect(found).toEqual([{ path: "triggers[0].outcome", phrase: "recently" }]);
  });
});

describe("triggers", () => {
  it("flags a trigger dated before the seed day without an outcome, not one with an outcome or one still ahead", () => {
    const passed = trigger("2026-11-26");
    const told = trigger("2026-10-01", { outcome: "Took effect; the agency published its first list of late filers." });
    const today = trigger("2026-11-27");
    const ahead = trigger("2027-03-01");
    expect(pastTriggersWithoutOutcome(idea({ triggers: [passed, told, today, ahead] }), "2026-11-27")).toEqual([passed]);
    expect(pastTriggersWithoutOutcome(idea({ triggers: undefined }), "2026-11-27")).toEqual([]);
    // With a grace period, only triggers dated more than that many days ago.
    const monthAgo = trigger("2026-10-27");
    expect(pastTriggersWithoutOutcome(idea({ triggers: [passed, monthAgo] }), "2026-11-27", 30)).toEqual([monthAgo]);
    expect(pastTriggersWithoutOutcome(idea({ triggers: [passed, monthAgo] }), "2026-11-26", 30)).toEqual([]);
  });

  it("refuses days that do not exist and quotes dated after today", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    const voice = (date: string) => ({ url: "https://example.com/t", place: "Shopify Community post", date, quote: "Our listing was suspended twice." });
    expect(malformedDates(idea({ triggers: [trigger("2026-04-31")], buyer_voice: [voice("2026-11-27"), voice("2026-11-28")] }), "2026-11-27")).toEqual([
      "triggers[0].date: 2026-04-31 is not a calendar day",
      "buyer_voice[1].date: 2026-11-28 is after today (2026-11-27); a quote has already been said",
    ]);
  });
});

describe("regulatory why-now", () => {
  const plain = "Merchants now list on more channels than before, and each channel's feed errors arrive in a different inbox, which costs sales.";
  it("is a trigger of a rule's kind, whatever the text says", () => {
    expect(hasRegulatoryWhyNow(idea({ why_now: plain, triggers: [trigger("2027-01-01", { kind: "filing" })] }))).toBe(true);
    expect(hasRegulatoryWhyNow(idea({ why_now: plain, triggers: [trigger("2027-01-01", { kind: "platform" })] }))).toBe(false);
  });

  it("is a why-now naming a law, a rule, a bill or a regulator, and not one that only says 'act' or 'Actually'", () => {
    expect(hasRegulatoryWhyNow(idea({ why_now: plain }))).toBe(false);
    expect(hasRegulatoryWhyNow(idea({ why_now: `${plain} Actually sellers must act fast.` }))).toBe(false);
    for (const named of ["The Corporate Transparency Act applies.", "SB 707 became law.", "The FTC finalised it.", "The new rule applies.", "Under 16 CFR 255."]) {
      expect(hasRegulatoryWhyNow(idea({ why_now: `${plain} ${named}` })), named).toBe(true);
    }
  });
});

describe("near-copy sentences", () => {
  const sentenceA = "Three weeks of evenings to build it, then three or four hours a week of support afterwards.";
  const oneWordEdit = "Three weeks of evenings to build it, then three or five hours a week of support afterwards.";
  const different = "A bakery owner in Ohio loses two wholesale orders each month because invoices go out late.";
  const withProse = (slug: string, sentence: string) => idea({ slug, market_gap: `${base.market_gap} ${sentence}` });

  it("pairs a one-word edit of a ten-word sentence across two ideas, naming both", () => {
    const pairs = findNearCopies([withProse("one", sentenceA), withProse("two", oneWordEdit)]);
    // The two fixtures share the rest of the base file's prose too; look at the planted pair.
    const planted = pairs.filter((pair) => pair.a.sentence === sentenceA || pair.b.sentence === sentenceA);
    expect(planted).toHaveLength(1);
    expect(planted[0]!.similarity).toBeGreaterThanOrEqual(0.8);
    expect(new Set([planted[0]!.a.slug, planted[0]!.b.slug])).toEqual(new Set(["one", "two"]));
  });

  it("ignores pairs within one idea, different sentences, and sentences under ten words", () => {
    const only = (ideas: IdeaFile[]) => findNearCopies(ideas).filter((pair) => [sentenceA, oneWordEdit, different].some((s) => pair.a.sentence === s || pair.b.sentence === s));
    expect(only([idea({ slug: "one", market_gap: `${base.market_gap} ${sentenceA} ${oneWordEdit}` })])).toEqual([]);
    expect(only([withProse("one", sentenceA), withProse("two", different)])).toEqual([]);
    expect(findNearCopies([withProse("one", "Nine words are too few to count as writing."), withProse("two", "Nine words are too few to count as prose.")], { minWords: 10 }).filter((p) => p.a.sentence.startsWith("Nine"))).toEqual([]);
    // The same two sentences do pair once short sentences count: the size rule is what kept them out.
    expect(findNearCopies([withProse("one", "Nine words are too few to count as writing."), withProse("two", "Nine words are too few to count as prose.")], { minWords: 9 }).filter((p) => p.a.sentence.startsWith("Nine"))).toHaveLength(1);
  });

  it("finds exactly the pairs a comparison of every sentence with every other finds", () => {
    const vocabulary = ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi"];
    const sentence = fc.array(fc.constantFrom(...vocabulary), { minLength: 10, maxLength: 16 }).map((words) => `${words.join(" ")}.`);
    fc.assert(
      fc.property(fc.array(fc.array(sentence, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 5 }), (perIdea) => {
        // Only the planted prose: every other text field is one short phrase the checks skip.
        const ideas = perIdea.map((sentences, i) => ({ slug: `idea-${i}`, market_gap: sentences.join(" ") }) as unknown as IdeaFile);
        const fast = findNearCopies(ideas).map((pair) => `${pair.a.slug}|${pair.a.sentence}|${pair.b.slug}|${pair.b.sentence}`);
        const slow: string[] = [];
        const all = perIdea.flatMap((sentences, i) => [...new Set(sentences)].map((s) => ({ slug: `idea-${i}`, s, words: new Set(wordsOf(s)) })));
        for (let x = 0; x < all.length; x++) {
          for (let y = x + 1; y < all.length; y++) {
            const a = all[x]!;
            const b = all[y]!;
            if (a.slug === b.slug) continue;
            const shared = [...a.words].filter((w) => b.words.has(w)).length;
            if (shared / (a.words.size + b.words.size - shared) >= 0.8 - 1e-9) slow.push(`${a.slug}|${a.s}|${b.slug}|${b.s}`);
          }
        }
        const key = (entry: string) => entry.split("|").sort().join("|");
        expect(fast.map(key).sort()).toEqual(slow.map(key).sort());
      }),
      { numRuns: 200 },
    );
  });
});
