import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { ideas, ideaScoreHistory } from "../db/schema";
import { IDEAS_DIR, seedDatabase } from "./seed";
import { CATEGORY_MINIMUM, IdeaFileError, loadIdeaFiles, refusesRelativePhrasesAndNearCopies, staleIdeas } from "./load-idea-files";
import { seedIdeas } from "./seed-ideas";
import { catalogueFiles } from "../test/catalogue-files";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** The catalogue's idea files by name, in directory order. */
const ideaFileNames = () => readdirSync(IDEAS_DIR).filter((n) => n.endsWith(".json"));

function tempCopy(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "ideadeck-seed-"));
  for (const name of files) copyFileSync(path.join(IDEAS_DIR, name), path.join(dir, name));
  return dir;
}

describe("freshness", () => {
  it("flags published ideas never verified or verified more than 180 days ago", () => {
    const [a, b, c] = catalogueFiles();
    const files = [
      { ...a!, status: "published" as const, last_verified_at: "2026-11-01" },
      { ...b!, status: "published" as const, last_verified_at: "2026-03-01" },
      { ...c!, status: "published" as const, last_verified_at: undefined },
    ];
    expect(staleIdeas(files, new Date("2026-11-22T00:00:00Z"))).toEqual([
      { slug: b!.slug, lastVerifiedAt: "2026-03-01" },
      { slug: c!.slug, lastVerifiedAt: null },
    ]);
  });
});

describe("the catalogue files", () => {
  it("all validate, cover every category with at least 12 ideas, and about 10% are Pro Picks", () => {
    const files = loadIdeaFiles(IDEAS_DIR, { minPerCategory: CATEGORY_MINIMUM }).filter((f) => f.status === "published");
    expect(files.length).toBeGreaterThanOrEqual(12 * 12);
    const perCategory = new Map<string, number>();
    for (const f of files) perCategory.set(f.category, (perCategory.get(f.category) ?? 0) + 1);
    expect(perCategory.size).toBe(12);
    for (const n of perCategory.values()) expect(n).toBeGreaterThanOrEqual(CATEGORY_MINIMUM);
    const share = files.filter((f) => f.is_pro_pick).length / files.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.15);
  });

  it("reject a bad file naming the file and the field", () => {
    const [first] = ideaFileNames();
    const dir = tempCopy([first!]);
    const broken = JSON.parse(readFileSync(path.join(dir, first!), "utf8"));
    broken.scores.opportunity = 14;
    writeFileSync(path.join(dir, first!), JSON.stringify(broken));
    expect(() => loadIdeaFiles(dir)).toThrow(IdeaFileError);
    expect(() => loadIdeaFiles(dir)).toThrow(new RegExp(`${first!.replace(".", "\\.")}: scores\\.opportunity`));
    const unsourced = JSON.parse(readFileSync(path.join(IDEAS_DIR, first!), "utf8"));
    delete unsourced.sources;
    delete unsourced.last_verified_at;
    writeFileSync(path.join(dir, first!), JSON.stringify(unsourced));
    expect(() => loadIdeaFiles(dir)).toThrow(new RegExp(`${first!.replace(".", "\\.")}: sources: required .*; last_verified_at: required`));
    writeFileSync(path.join(dir, first!), "{ not json");
    expect(() => loadIdeaFiles(dir)).toThrow(/not valid JSON/);
  });

  it("reject a catalogue with a category below its minimum, naming the category", () => {
    const names = ideaFileNames().slice(0, 3);
    const dir = tempCopy(names);
    expect(loadIdeaFiles(dir)).toHaveLength(3);
    expect(() => loadIdeaFiles(dir, { minPerCategory: CATEGORY_MINIMUM })).toThrow(/category below its minimum of 12 published ideas: .*web3 has \d/);
  });

  it("reject a sentence over 40 characters that another idea already says, naming both files", () => {
    const [first, second] = ideaFileNames();
    const dir = tempCopy([first!, second!]);
    expect(loadIdeaFiles(dir)).toHaveLength(2);
    const a = JSON.parse(readFileSync(path.join(dir, first!), "utf8"));
    const b = JSON.parse(readFileSync(path.join(dir, second!), "utf8"));
    const copied = "This sentence was lifted whole from another idea file.";
    a.market_gap = `${a.market_gap} ${copied}`;
    b.solution_overview = `${copied} ${b.solution_overview}`;
    writeFileSync(path.join(dir, first!), JSON.stringify(a));
    writeFileSync(path.join(dir, second!), JSON.stringify(b));
    expect(() => loadIdeaFiles(dir)).toThrow(new RegExp(`${second!.replace(".", "\\.")}: the sentence "this sentence was lifted.*also appears in ${first!.replace(".", "\\.")}`));
    // A short set phrase (40 characters or fewer) may repeat.
    a.market_gap = `${a.market_gap.replace(copied, "")} Two weekends to build it.`;
    b.solution_overview = `Two weekends to build it. ${b.solution_overview.replace(copied, "")}`;
    writeFileSync(path.join(dir, first!), JSON.stringify(a));
    writeFileSync(path.join(dir, second!), JSON.stringify(b));
    expect(loadIdeaFiles(dir)).toHaveLength(2);
  });
});

describe("the dated and prose rules (issue 24)", () => {
  const names = () => ideaFileNames().slice(0, 2) as [string, string];
  const read = (dir: string, name: string) => JSON.parse(readFileSync(path.join(dir, name), "utf8"));
  const write = (dir: string, name: string, value: unknown) => writeFileSync(path.join(dir, name), JSON.stringify(value));
  const trigger = { date: "2026-06-01", kind: "effective", jurisdiction: "US-CA", summary: "The state rule takes effect for covered sellers.", source_url: "https://example.gov/rule" };
  const now = new Date("2026-11-27T12:00:00Z");

  it("refuses a trigger passed more than 30 days before the seed day without an outcome, and accepts it with one", () => {
    const [first] = names();
    const dir = tempCopy([first]);
    write(dir, first, { ...read(dir, first), triggers: [{ ...trigger, date: "2026-12-01" }, trigger] });
    expect(() => loadIdeaFiles(dir, { now })).toThrow(
      new RegExp(`${first.replace(".", "\\.")}: triggers\\[1\\] \\(effective, 2026-06-01\\) passed more than 30 days before 2026-11-27 without an outcome`),
    );
    // The rule is about the seed's day: before the date, and within 30 days after it, the file loads.
    expect(loadIdeaFiles(dir, { now: new Date("2026-05-31T00:00:00Z") })).toHaveLength(1);
    expect(loadIdeaFiles(dir, { now: new Date("2026-07-01T00:00:00Z") })).toHaveLength(1);
    expect(() => loadIdeaFiles(dir, { now: new Date("2026-07-02T00:00:00Z") })).toThrow(/passed more than 30 days before 2026-07-02/);
    write(dir, first, { ...read(dir, first), triggers: [{ ...trigger, outcome: "Took effect on time; the state published its first list of registered sellers." }] });
    const [loaded] = loadIdeaFiles(dir, { now });
    expect(loaded?.triggers?.[0]?.outcome).toMatch(/^Took effect/);
  });

  it("refuses impossible dates and quotes dated in the future", () => {
    const [first] = names();
    const dir = tempCopy([first]);
    write(dir, first, { ...read(dir, first), triggers: [{ ...trigger, date: "2027-02-30" }] });
    expect(() => loadIdeaFiles(dir, { now })).toThrow(/triggers\[0\]\.date: 2027-02-30 is not a calendar day/);
    write(dir, first, { ...read(dir, first), triggers: undefined, buyer_voice: [{ url: "https://example.com/t/1", place: "r/smallbusiness thread", date: "2026-12-24", quote: "We lost the listing twice this year." }] });
    expect(() => loadIdeaFiles(dir, { now })).toThrow(/buyer_voice\[0\]\.date: 2026-12-24 is after today/);
  });

  it("refuses relative time phrases and near-copies when the prose rules are on, and follows the switch by default", () => {
    const [first, second] = names();
    const dir = tempCopy([first, second]);
    const a = read(dir, first);
    write(dir, first, { ...a, why_now: `${a.why_now} The filing window closes five days away.` });
    expect(() => loadIdeaFiles(dir, { now, refuseProseRules: true })).toThrow(new RegExp(`${first.replace(".", "\\.")}: relative time phrases, write the date instead: .*why_now: "five days away"`));
    expect(loadIdeaFiles(dir, { now, refuseProseRules: false })).toHaveLength(2);
    if (refusesRelativePhrasesAndNearCopies()) expect(() => loadIdeaFiles(dir, { now })).toThrow(IdeaFileError);
    else expect(loadIdeaFiles(dir, { now })).toHaveLength(2);

    const b = read(dir, second);
    write(dir, first, { ...a, market_gap: `${a.market_gap} Three weeks of evenings to build it, then three or four hours a week of support.` });
    write(dir, second, { ...b, market_gap: `${b.market_gap} Three weeks of evenings to build it, then two or four hours a week of support.` });
    // A one-word edit passes the exact-sentence guard, and only the near-copy rule refuses it.
    expect(loadIdeaFiles(dir, { now, refuseProseRules: false })).toHaveLength(2);
    expect(() => loadIdeaFiles(dir, { now, refuseProseRules: true })).toThrow(
      new RegExp(`${second.replace(".", "\\.")}: the sentence "Three weeks of evenings.*nearly copies \\(word similarity 0\\.\\d+\\) .* in ${first.replace(".", "\\.")}`),
    );
  });

  it("stores triggers and buyer voice with the analysis", async () => {
    const [file] = loadIdeaFiles(tempCopy(names().slice(0, 1)));
    const voice = { url: "https://example.com/t/2", place: "Shopify Community post", date: "2026-09-14", quote: "Suspended again, and the email says nothing useful." };
    await seedIdeas(database.db, [{ ...file!, triggers: [{ ...trigger, kind: "effective", outcome: "It took effect as written." }], buyer_voice: [voice] }], { force: true });
    const [row] = await database.db.select({ analysis: ideas.analysis }).from(ideas).where(eq(ideas.slug, file!.slug));
    try {
      expect(row?.analysis).toMatchObject({ triggers: [{ date: "2026-06-01", outcome: "It took effect as written." }], buyer_voice: [voice] });
    } finally {
      // The other tests here expect the catalogue they seed themselves, starting from empty.
      await database.db.delete(ideas).where(eq(ideas.slug, file!.slug));
    }
  });
});

describe("seeding", () => {
  it("fills an empty catalogue on start, upserts by slug without duplicates, and keeps admin edits unless forced", async () => {
    // Its own database: "on start" seeds only an empty catalogue, and the other tests here leave ideas behind.
    // Twenty files, not the whole catalogue: the rules are the same for any number, and the test
    // templates seed all of data/ideas on both databases in every run (database-templates.ts).
    const own = await createTestDatabase();
    const dir = tempCopy(ideaFileNames().slice(0, 20));
    try {
      await seedDatabase(own.db, { log: () => {}, ideasDir: dir });
      const files = loadIdeaFiles(dir);
      const [n1] = await own.db.select({ n: count() }).from(ideas);
      expect(n1?.n).toBe(files.length);

      // A second start does not seed again; an explicit seed updates without duplicating.
      await seedDatabase(own.db, { log: () => {}, ideasDir: dir });
      const again = await seedIdeas(own.db, files, { force: false });
      expect(again).toEqual({ inserted: 0, updated: files.length, skippedAdminEdited: 0 });
      const [n2] = await own.db.select({ n: count() }).from(ideas);
      expect(n2?.n).toBe(files.length);

      const target = files[0]!;
      await own.db.update(ideas).set({ title: "Edited by an admin", editedByAdminAt: new Date(), viewCount: 42 }).where(eq(ideas.slug, target.slug));
      const keep = await seedIdeas(own.db, files, { force: false });
      expect(keep.skippedAdminEdited).toBe(1);
      const [kept] = await own.db.select().from(ideas).where(eq(ideas.slug, target.slug));
      expect(kept?.title).toBe("Edited by an admin");

      const forced = await seedIdeas(own.db, files, { force: true });
      expect(forced.updated).toBe(files.length);
      const [restored] = await own.db.select().from(ideas).where(eq(ideas.slug, target.slug));
      expect(restored).toMatchObject({ title: target.title, editedByAdminAt: null, viewCount: 42 });
    } finally {
      await own.destroy();
    }
  });

  it("keeps an idea's old scores, the date and the reason when a re-seed changes them, and nothing when it does not", async () => {
    const [file] = catalogueFiles();
    await seedIdeas(database.db, [file!], { force: true });
    const history = async () => {
      const [row] = await database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, file!.slug));
      return database.db.select().from(ideaScoreHistory).where(eq(ideaScoreHistory.ideaId, row!.id));
    };
    const before = (await history()).length;
    await seedIdeas(database.db, [file!], { force: true });
    expect(await history()).toHaveLength(before);

    const rescored = { ...file!, scores: { ...file!.scores, opportunity: 4.2 }, score_change_reason: "A competitor now sells the same upload links." };
    await seedIdeas(database.db, [rescored], { force: true });
    const entries = await history();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      previous: { opportunity: file!.scores.opportunity, problem: file!.scores.problem },
      current: { opportunity: 4.2 },
      reason: "A competitor now sells the same upload links.",
    });
    await seedIdeas(database.db, [file!], { force: true });
  });
});
