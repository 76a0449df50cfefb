import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { member } from "../../test/factories";
import { ideas } from "../../db/schema";
import { IDEAS_DIR } from "../../paths";
import { chatReplyResponse, validateResponse, type FounderAnswers, type ValidationReport } from "../../../shared/schemas/ai";
import { namesABuyer } from "./analyst-rules";
import { candidateQuery } from "./ai.repo";
import { normalizeWord } from "./analyst-words";

/**
 * The built-in analyst's judgement through POST /api/v1/validate on the real catalogue (issue 22):
 * it says "nothing close" instead of borrowing from unrelated ideas, recognises a catalogue idea in
 * other words, reads words rather than substrings, and admits it reads English only. Catalogue ideas
 * are picked from the database, since other work changes the catalogue.
 */
let t: TestApp;
let founder: { client: TestClient };
let catalogueCompetitors: string[];

type IdeaRow = typeof ideas.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  founder = await member(t, "analyst-founder@example.com", "lifetime");
  const rows = await t.database.db.select({ analysis: ideas.analysis }).from(ideas).where(eq(ideas.status, "published"));
  catalogueCompetitors = [...new Set(rows.flatMap((row) => row.analysis!.competitive_landscape.direct_competitors.map((c) => c.name)))];
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function validate(idea: string, answers?: FounderAnswers): Promise<ValidationReport> {
  const res = await founder.client.post("/api/v1/validate", { idea, answers });
  expect(res.statusCode, res.body).toBe(200);
  return validateResponse.parse(res.json()).data;
}

/** Everything a report says, for checking what it must not contain. */
const wordsOf = (report: ValidationReport) =>
  [report.summary, report.marketNotes, ...report.verdictReasons, ...report.risks, ...report.monetizationPaths, ...report.executionTips, ...report.catalogueFacts].join("\n");

function expectNothingBorrowed(report: ValidationReport) {
  expect(report.closestIdeas).toEqual([]);
  expect(report.nearDuplicate).toBeNull();
  expect(report.catalogueFacts).toEqual([]);
  const text = wordsOf(report);
  expect(text).not.toMatch(/As in "|Weekend scope from|Our research on/);
  // No competitor our research named appears (names of five letters or more: shorter ones are common words).
  for (const name of catalogueCompetitors.filter((n) => n.length >= 5)) expect(text, name).not.toContain(name);
}

async function publishedIdeas(): Promise<IdeaRow[]> {
  return t.database.db.select().from(ideas).where(eq(ideas.status, "published")).orderBy(ideas.slug);
}

describe("the built-in analyst's retrieval", () => {
  it("says plainly that nothing close was researched and borrows nothing from unrelated ideas", async () => {
    // Ideas the catalogue holds nothing like. The dog-groomer scheduler used to be one; since the
    // catalogue gained an idea for appointment businesses that names groomers as buyers, the analyst
    // calls that close (a "same buyer, different job" miss the evaluation in bench/ai-eval reports).
    for (const idea of [
      "A subscription box that mails rare houseplant cuttings to collectors each month, with care cards and a swap forum.",
      "an app for productivity",
      "Productivity dashboard for product managers",
    ]) {
      const report = await validate(idea);
      expectNothingBorrowed(report);
      expect(report.summary).toContain("We have not researched anything like this idea");
      expect(report.marketNotes).toContain("Nothing in our catalogue is close");
      expect(report.difficultyScore).toBeGreaterThan(0);
      expect(report.risks.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("recognises a catalogue idea in other words and hands over its research, with what differs", async () => {
    const [idea] = (await publishedIdeas()).filter((row) => (row.analysis?.sources?.length ?? 0) >= 3);
    const report = await validate(`${idea!.title}. ${idea!.tagline} Written in Elixir by a former sailor.`);
    expect(report.closestIdeas[0]!.slug).toBe(idea!.slug);
    expect(report.nearDuplicate).not.toBeNull();
    const twin = report.nearDuplicate!;
    expect(twin.slug).toBe(idea!.slug);
    expect(twin.scores).toEqual({ opportunity: idea!.scoreOpportunity, problem: idea!.scoreProblem, feasibility: idea!.scoreFeasibility, whyNow: idea!.scoreWhyNow });
    expect(twin.competitors).toEqual(idea!.analysis!.competitive_landscape.direct_competitors.map((c) => c.name));
    expect(twin.sources.map((s) => s.url)).toEqual(idea!.analysis!.sources!.map((s) => s.url));
    // "Elixir" and "sailor" are the founder's words, not the idea's.
    expect(twin.founderOnly).toEqual(expect.arrayContaining(["elixir", "sailor"]));
    expect(report.summary).toContain(`We have researched this idea: "${idea!.title}"`);
    expect(report.summary).toMatch(/Your description mentions [^.]*elixir/);

    const md = await founder.client.get(`/api/v1/validate/reports/${report.id}/export?format=md`);
    expect(md.body).toContain("## We have researched this idea");
    expect(md.body).toContain(idea!.analysis!.sources![0]!.url);
  });

  it("does not call an idea that shares one word with the description close", async () => {
    // Every published idea's title has words; one of them alone is not a description of the idea.
    const [idea] = await publishedIdeas();
    const word = idea!.title.split(/\s+/).find((w) => w.length >= 6 && /^[A-Za-z]+$/.test(w))!;
    const report = await validate(`A social network for ${word.toLowerCase()} fans to share photos of their pets and plants with friends nearby.`);
    expect(report.nearDuplicate).toBeNull();
    expect(report.closestIdeas.map((c) => c.slug)).not.toContain(idea!.slug);
  });

  it("does not call an idea close for sharing its buyer only, nor a one-line title a near-duplicate", async () => {
    // An idea whose title names its buyer after " for " ("... for Small Landlords").
    const [idea] = (await publishedIdeas()).filter((row) => / for [A-Za-z]+ [A-Za-z]+$/.test(row.title));
    const buyer = idea!.title.slice(idea!.title.lastIndexOf(" for ") + 5).toLowerCase();
    const karaoke = await validate(`A karaoke playlist voting game for office parties, sold to ${buyer}.`);
    expect(karaoke.closestIdeas.map((c) => c.slug)).not.toContain(idea!.slug);
    // The title alone is close to the idea, but too short to be called that very idea.
    const loose = await validate(idea!.title);
    expect(loose.closestIdeas[0]?.slug).toBe(idea!.slug);
    expect(loose.nearDuplicate).toBeNull();
  });

  it("asks the database for ideas sharing two of the words, never every match of any word", () => {
    expect(candidateQuery(["dog", "groomer", "route"])).toBe("(dog & groomer) | (dog & route) | (groomer & route)");
    expect(candidateQuery(["productivity"])).toBe("productivity");
    expect(candidateQuery(["drop table", "ok"])).toBe("ok");
    expect(normalizeWord("productivity")).not.toBe(normalizeWord("product"));
    expect(normalizeWord("marketing")).not.toBe(normalizeWord("market"));
    expect(normalizeWord("filming")).toBe(normalizeWord("film"));
  });
});

describe("the built-in analyst's rules and verdicts", () => {
  it("answers avoid for physical hardware and for moving other people's money, naming the flag", async () => {
    const collar = await validate("A smart GPS collar for cats that shows on your phone where your cat went all night.");
    expect(collar.verdict).toBe("avoid");
    expect(collar.verdictReasons.join(" ")).toContain("physical hardware");
    const investing = await validate("A personal finance app that rounds up every card purchase and invests the spare change in index funds.");
    expect(investing.verdict).toBe("avoid");
    expect(investing.verdictReasons.join(" ")).toContain("moving or holding other people's money");
    const allowance = await validate("Chore and allowance app for kids with a debit card their parents control.");
    expect(allowance.verdict).toBe("avoid");
    expect(allowance.verdictReasons.join(" ")).toMatch(/moving or holding other people's money.*children as users|children as users.*moving or holding/);
    const delivery = await validate("Same-day prescription delivery for independent pharmacies using local gig drivers.");
    expect(delivery.verdict).toBe("avoid");
    expect(delivery.verdictReasons.join(" ")).toContain("delivering physical goods");
    const sitters = await validate("Babysitter marketplace for parents, with background checks on every sitter and in-app payment.");
    expect(sitters.verdict).toBe("avoid");
    expect(sitters.verdictReasons.join(" ")).toMatch(/two-sided marketplace.*children as users.*background checks/);
  });

  it("does not read the buyer 'hardware startups' as hardware, insurance certificates as money, or matching remittances as a marketplace", async () => {
    const consulting = await validate("A marketplace that connects hardware startups with experienced manufacturing consultants for short paid engagements.");
    expect(consulting.verdict).toBe("refine");
    expect(wordsOf(consulting)).not.toContain("Hardware means inventory");
    expect(wordsOf(consulting)).toContain("A marketplace is empty on both sides");

    const certificates = await validate("Event venues need every vendor to send insurance certificates naming the venue. Collect and check them before each event.");
    expect(certificates.verdict).toBe("refine");
    expect(wordsOf(certificates)).not.toContain("Touching other people's money");

    const remittances = await validate("For independent pharmacies: match each manufacturer's refund remittance to the claim it pays and flag short payments.");
    expect(wordsOf(remittances)).not.toContain("A marketplace is empty on both sides");
    expect(wordsOf(remittances)).not.toContain("Touching other people's money");
  });

  it("needs a real noun phrase for a buyer: 'for cats' names none", async () => {
    const toys = await validate("A monthly subscription box of toys for cats");
    expect(toys.verdict).toBe("refine");
    expect(toys.verdictReasons.join(" ")).toContain("does not say who pays");
    const groomers = await validate("Route planning and reminders for mobile dog groomers");
    expect(groomers.verdictReasons.join(" ")).not.toContain("does not say who pays");
    expect(namesABuyer("a scheduling tool for my cat")).toBe(false);
  });

  it("answers build for the founder's own idea when it is a researched idea strong on every axis", async () => {
    const strong = (await publishedIdeas()).find(
      (row) =>
        row.scoreOpportunity >= 6 && row.scoreProblem >= 7 && row.scoreFeasibility >= 6 && row.scoreWhyNow >= 7.5 && row.executionDifficulty <= 7 && namesABuyer(`${row.title} ${row.tagline}`) && !/hardware|lend|loan|invest|patient|kids|children/i.test(`${row.title} ${row.tagline}`),
    );
    expect(strong, "the catalogue has an idea strong on every axis").toBeDefined();
    const report = await validate(`${strong!.title}. ${strong!.tagline}`);
    expect(report.nearDuplicate?.slug).toBe(strong!.slug);
    expect(report.verdict).toBe("build");
    expect(report.verdictReasons[0]).toContain(`opportunity ${strong!.scoreOpportunity}/10`);

    const weak = (await publishedIdeas()).find((row) => row.scoreOpportunity < 5 && namesABuyer(`${row.title} ${row.tagline}`));
    const refined = await validate(`${weak!.title}. ${weak!.tagline}`);
    expect(refined.nearDuplicate?.slug).toBe(weak!.slug);
    expect(refined.verdict).not.toBe("build");
  });

  it("says it reads English only instead of pretending to read Spanish, German or Japanese", async () => {
    for (const idea of [
      "Una aplicación para peluquerías caninas móviles: gestionan citas, rutas y recordatorios por WhatsApp. Los dueños pagan una suscripción mensual.",
      "Eine Software für kleine Handwerksbetriebe, die Angebote und Rechnungen automatisch aus Sprachnachrichten erstellt.",
      "小規模な歯科医院向けの予約管理と患者へのリマインダー送信サービス。月額課金で提供する。",
    ]) {
      const report = await validate(idea);
      expectNothingBorrowed(report);
      expect(report.summary).toContain("The built-in analyst reads English only");
      expect(wordsOf(report)).not.toContain("does not say who pays");
      expect(report.verdict).toBe("refine");
    }
    // English with a foreign name in it is still English.
    const english = await validate("A booking tool for Spanish tapas bars in London, paid monthly by the bar owners.");
    expect(english.summary).not.toContain("reads English only");
  });

  it("keeps the general chat from grounding a question on unrelated ideas", async () => {
    const res = await founder.client.post("/api/v1/ai-chat/message", { message: "How should I price an app for productivity?" });
    expect(res.statusCode, res.body).toBe(200);
    const reply = chatReplyResponse.parse(res.json()).data;
    expect(reply.grounding).toEqual([]);
    expect(reply.message).toContain("Nothing in our catalogue matches your question closely enough");
  });
});

describe("the founder's own idea on our rubric, from the optional question flow", () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const IDEA = "Move-out inspection checklists and photo reports for small landlords";
  const axis = (report: ValidationReport, name: string) => report.founderScores!.axes.find((a) => a.axis === name)!;

  it("scores each axis from its answer with the reason, and answers build when every axis is strong", async () => {
    const report = await validate(IDEA, {
      buyer: "small landlords",
      frequency: "monthly",
      currentSolution: "pays_people",
      trigger: { date: inDays(180), what: "The city's new rental inspection ordinance" },
      regulatedData: false,
      hardwareOrLicence: false,
      firstTenBuyers: "named_list",
    });
    expect(report.founderScores!.axes.map((a) => [a.axis, a.score])).toEqual([
      ["opportunity", 7.5],
      ["problem", 8],
      ["feasibility", 8],
      ["whyNow", 9],
    ]);
    for (const a of report.founderScores!.axes) expect(a.reasons.length, a.axis).toBeGreaterThan(0);
    expect(axis(report, "whyNow").reasons[0]).toContain("The city's new rental inspection ordinance");
    expect(report.founderScores!.comparedWith.map((c) => c.slug)).toEqual(report.closestIdeas.map((c) => c.slug));
    expect(report.verdict).toBe("build");
    expect(report.verdictReasons[0]).toContain("opportunity 7.5/10, problem 8/10, feasibility 8/10, why now 9/10");
    const md = await founder.client.get(`/api/v1/validate/reports/${report.id}/export?format=md`);
    expect(md.body).toContain("## Your idea on our rubric (from your answers)");
    expect(md.body).toContain("- Why now: 9/10.");
  });

  it("answers avoid when the answers put feasibility at the rubric's 3", async () => {
    const report = await validate(IDEA, { frequency: "weekly", currentSolution: "pays_people", trigger: { date: inDays(90), what: "A new rule" }, regulatedData: true, hardwareOrLicence: false });
    expect(axis(report, "feasibility").score).toBe(3.5);
    expect(report.verdict).toBe("avoid");
    expect(report.verdictReasons.join(" ")).toContain("regulated data");
  });

  it("answers refine naming the weakest axis, and names every unknown instead of guessing", async () => {
    const report = await validate(IDEA, { frequency: "weekly", currentSolution: "pays_tool", trigger: "none", regulatedData: false });
    expect(axis(report, "whyNow").score).toBe(3);
    expect(report.verdict).toBe("refine");
    expect(report.verdictReasons.join(" ")).toContain("Sharpen why now first");
    expect(axis(report, "feasibility").unknowns).toEqual(["Whether it needs hardware, a licence or a partnership.", "How you will reach the first ten buyers."]);

    const few = await validate(IDEA, { buyer: "small landlords" });
    expect(few.founderScores!.axes.map((a) => a.score)).toEqual([null, null, null, null]);
    expect(axis(few, "opportunity").unknowns).toEqual(["What buyers pay or do about the problem today."]);
    expect((await validate(IDEA)).founderScores).toBeNull();
  });

  it("refuses answers it cannot read with 400", async () => {
    for (const answers of [{ frequency: "often" }, { trigger: { date: "next spring", what: "A rule" } }, { currentSolution: "magic" }, { regulatedData: "maybe" }]) {
      const res = await founder.client.post("/api/v1/validate", { idea: IDEA, answers });
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
    }
  });
});
