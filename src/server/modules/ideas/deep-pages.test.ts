import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { ideas, trendingRanks } from "../../db/schema";
import { IDEA_SORTS } from "../../../shared/catalogue-options";
import { createIdeasRepo } from "./ideas.repo";
import type { ListFilter } from "./catalogue-lists.repo";
import { columnList, createDeepPages } from "./deep-pages.repo";

let database: TestDatabase;
const COUNT = 131;
const CATEGORIES = ["fintech", "edtech", "ai_ml"];

beforeAll(async () => {
  database = await createTestDatabase();
  // Ties on every sort key (views repeat every 7, scores every 5), nulls where the columns allow
  // them, drafts in between, so the seek's three parts (equal key from the anchor's id, lower
  // keys, nulls) all meet rows.
  const rows = Array.from({ length: COUNT + 9 }, (_, i) => ({
    slug: `deep-${String(i).padStart(3, "0")}`,
    title: `Deep page idea ${i}`,
    tagline: "t",
    category: CATEGORIES[i % 3]!,
    status: i % 15 === 14 ? ("draft" as const) : ("published" as const),
    isProPick: i % 4 === 0,
    viewCount: (i * 37) % 7,
    scoreOverall: 4 + ((i * 13) % 5) / 2,
    keywordGrowthRate: i % 6 === 0 ? null : ((i * 11) % 9) / 3,
    publishedAt: i % 10 === 3 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 40))),
  }));
  await database.db.insert(ideas).values(rows);
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

const FILTERS: ListFilter[] = [
  { scope: "full", proOnly: false },
  { scope: "full", proOnly: false, category: "edtech" },
  { scope: "full", proOnly: true },
];

/** The test database with a count of the statements run through it (`execute`, as deep pages query). */
function countingDb() {
  const counted = {
    queries: 0,
    db: new Proxy(database.db, {
      get: (target, property) =>
        property === "execute"
          ? (query: Parameters<typeof target.execute>[0]) => {
              counted.queries++;
              return target.execute(query);
            }
          : Reflect.get(target, property),
    }),
  };
  return counted;
}

/** The same repository with plain offsets only (anchors never reached) and with anchors every 5 ideas. */
const plain = () => createIdeasRepo(database.db, { deepPages: createDeepPages(database.db, { spacing: 1_000_000 }) });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe("deep pages", () => {
  it("seek from anchors to exactly the rows an offset reads, for every sort, filter, depth and page size", async () => {
    const deep = createIdeasRepo(database.db, { deepPages: createDeepPages(database.db, { spacing: 5 }) });
    const reference = plain();
    let compared = 0;
    for (const sort of IDEA_SORTS) {
      for (const filter of FILTERS) {
        const { total } = await reference.list(filter, sort, 0, 0);
        for (const limit of [20, 7]) {
          for (let offset = 0; offset <= total + 3; offset += 3) {
            const expected = await reference.list(filter, sort, limit, offset);
            const got = await deep.list(filter, sort, limit, offset);
            expect(ids(got.rows), `${sort} ${JSON.stringify(filter)} limit ${limit} offset ${offset}`).toEqual(ids(expected.rows));
            expect(got.total).toBe(expected.total);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it("use the anchors past the first spacing: pages come from the seek, not a fallback", async () => {
    const pages = createDeepPages(database.db, { spacing: 5 });
    const where = sql`${ideas.status} = 'published'`;
    const key = { column: ideas.viewCount, type: "integer" as const, volatile: true };
    expect(await pages.pageIds("popular", columnList(key, where), 20, 4)).toBeNull();
    const deep = await pages.pageIds("popular", columnList(key, where), 20, 61);
    const [expected] = [await database.db.select({ id: ideas.id }).from(ideas).where(where).orderBy(sql`${ideas.viewCount} desc nulls last`, ideas.id).limit(20).offset(61)];
    expect(deep).toEqual(ids(expected));
  });

  it("serve /trending's indexed sorts from anchors too", async () => {
    const deep = createIdeasRepo(database.db, { deepPages: createDeepPages(database.db, { spacing: 4 }) });
    const reference = plain();
    for (const sort of ["newest", "popular", "opportunity"] as const) {
      for (const offset of [0, 9, 40, 77, 120]) {
        const expected = await reference.trending(FILTERS[0]!, sort, "all", 20, offset);
        expect(ids((await deep.trending(FILTERS[0]!, sort, "all", 20, offset)).rows), `${sort} ${offset}`).toEqual(ids(expected.rows));
      }
    }
  });

  it("seek /trending's own order (a period's ranking, then unviewed ideas by growth) to exactly what offsets read", async () => {
    // Rankings for two periods over two thirds of the ideas each (drafts included, and one idea that
    // no longer exists), with tied views and tied, null or inexact (thirds) growth, so every part of
    // the two-part seek meets rows and a key that does not survive its text form would show.
    const all = await database.db.select({ id: ideas.id }).from(ideas).where(sql`${ideas.slug} like 'deep-%'`);
    const ranking = (since: string, skip: number, step: number) =>
      all
        .filter((_, i) => i % 3 !== skip)
        .map((idea, i) => ({ since, ideaId: idea.id, views: 1 + ((i * step) % 9), growth: i % 5 === 0 ? null : ((i * 3) % 4) / 3 }))
        .concat({ since, ideaId: "00000000-0000-4000-8000-000000000000", views: 5, growth: 1 });
    await database.db.insert(trendingRanks).values([...ranking("all", 1, 7), ...ranking("7d", 2, 5)]);
    try {
      const deep = createIdeasRepo(database.db, { deepPages: createDeepPages(database.db, { spacing: 4 }) });
      const reference = plain();
      let compared = 0;
      for (const period of ["all", "7d"] as const) {
        // A search last: it must not be served the unsearched list's anchors read before it.
        for (const filter of [...FILTERS, { scope: "full" as const, proOnly: false, tsQuery: "1:*" }]) {
          const { total } = await reference.trending(filter, "trending", period, 0, 0);
          expect(total).toBeGreaterThan(20);
          for (const limit of [20, 7]) {
            // Steps of 5 over anchors every 4 ideas: every position after an anchor is met.
            for (let offset = 0; offset <= total + 5; offset += 5) {
              const expected = ids((await reference.trending(filter, "trending", period, limit, offset)).rows);
              expect(ids((await deep.trending(filter, "trending", period, limit, offset)).rows), `${period} ${JSON.stringify(filter)} limit ${limit} offset ${offset}`).toEqual(expected);
              compared++;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(150);
    } finally {
      await database.db.delete(trendingRanks);
    }
  });

  it("know a long list's length from its anchors, and re-read a stale list once however many pages ask meanwhile", async () => {
    let clock = 0;
    const counted = countingDb();
    const pages = createDeepPages(counted.db, { spacing: 5, volatileMs: 1000, now: () => clock });
    const where = sql`${ideas.status} = 'published'`;
    const list = columnList({ column: ideas.viewCount, type: "integer", volatile: true }, where);
    const [published] = await database.db.select({ n: sql<number>`count(*)::int` }).from(ideas).where(where);
    expect(await pages.size("popular", list)).toBe(published!.n);
    expect(await pages.size("short", columnList({ column: ideas.viewCount, type: "integer", volatile: true }, sql`${where} and ${ideas.slug} < 'deep-003'`))).toBeNull();
    await pages.pageIds("popular", list, 20, 40);
    clock = 2000;
    counted.queries = 0;
    await Promise.all(Array.from({ length: 10 }, () => pages.pageIds("popular", list, 20, 40)));
    expect(counted.queries).toBe(11); // ten pages and one re-read of the anchors
  });

  it("keep at most maxLists lists, forgetting the one read longest ago", async () => {
    const counted = countingDb();
    const pages = createDeepPages(counted.db, { spacing: 5, maxLists: 2 });
    const list = (category: string) => columnList({ column: ideas.viewCount, type: "integer", volatile: false }, sql`${ideas.status} = 'published' and ${ideas.category} = ${category}`);
    for (const category of CATEGORIES) await pages.size(category, list(category));
    counted.queries = 0;
    await pages.size(CATEGORIES[2]!, list(CATEGORIES[2]!));
    await pages.size(CATEGORIES[1]!, list(CATEGORIES[1]!));
    expect(counted.queries).toBe(0); // the two read last are kept
    await pages.size(CATEGORIES[0]!, list(CATEGORIES[0]!));
    expect(counted.queries).toBe(1); // the first was forgotten and is read again
  });

  it("read a catalogue change once told, and moved view counts after volatileMs", async () => {
    let clock = 0;
    const pages = createDeepPages(database.db, { spacing: 5, volatileMs: 1000, now: () => clock });
    const deep = createIdeasRepo(database.db, { deepPages: pages });
    const reference = plain();
    const filter = FILTERS[0]!;
    const page = async (repo: ReturnType<typeof createIdeasRepo>, sort: "popular" | "newest") => ids((await repo.list(filter, sort, 20, 40)).rows);
    expect(await page(deep, "newest")).toEqual(await page(reference, "newest"));
    expect(await page(deep, "popular")).toEqual(await page(reference, "popular"));

    // An admin's change (a new date on a third of the ideas) arrives as the change notice.
    await database.db.execute(sql`update ideas set published_at = published_at + interval '90 days' where slug like 'deep-%' and right(slug, 1) in ('1', '4', '7')`);
    deep.forgetCatalogue();
    expect(await page(deep, "newest")).toEqual(await page(reference, "newest"));

    // Views move without a notice: the old anchors serve until volatileMs, then are read again.
    await database.db.execute(sql`update ideas set view_count = view_count + (length(slug) * 17 + ascii(right(slug, 1))) % 50 where slug like 'deep-%'`);
    clock = 2000;
    await page(deep, "popular"); // served from the old anchors while the new ones are read
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await page(deep, "popular")).toEqual(await page(reference, "popular"));
  });
});
