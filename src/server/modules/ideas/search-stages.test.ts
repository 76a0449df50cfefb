import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { ideas } from "../../db/schema";
import { createIdeasRepo } from "./ideas.repo";
import type { ListFilter } from "./catalogue-lists.repo";

let database: TestDatabase;

/**
 * Twelve ideas that mention "ledger" only in their problem text, inserted first (so a scan in the
 * table's order meets them first), then one that names it in its tagline and one in its title.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  const body = Array.from({ length: 12 }, (_, i) => ({
    slug: `body-${i}`,
    title: `Body idea ${i}`,
    tagline: "A tool for shops",
    category: "fintech",
    status: "published" as const,
    scoreOverall: 5 + (i % 4) / 2,
    problemNarrative: "Owners keep a paper ledger of returns and lose it.",
  }));
  await database.db.insert(ideas).values(body);
  await database.db.insert(ideas).values([
    { slug: "tagline-hit", title: "Returns desk", tagline: "A shared ledger for returns", category: "fintech", status: "published", scoreOverall: 4 },
    { slug: "title-hit", title: "Ledger of returns", tagline: "For shops", category: "fintech", status: "published", scoreOverall: 3 },
    { slug: "draft-title-hit", title: "Ledger draft", tagline: "For shops", category: "fintech", status: "draft", scoreOverall: 9 },
  ]);
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

const search = (tsQuery: string): ListFilter => ({ tsQuery, scope: "full", proOnly: false });

describe("search stages", () => {
  it("puts ideas named for the words first (title above tagline), then the rest by overall score", async () => {
    const repo = createIdeasRepo(database.db);
    const { rows, total, capped } = await repo.list(search("ledger"), "popular", 20, 0);
    const slugs = rows.map((row) => row.slug);
    expect(slugs.slice(0, 2)).toEqual(["title-hit", "tagline-hit"]);
    expect(slugs).not.toContain("draft-title-hit");
    expect(total).toBe(14);
    expect(capped).toBe(false);
    // The body matches follow by overall score, highest first, then id.
    const scores = new Map((await database.db.select({ slug: ideas.slug, score: ideas.scoreOverall }).from(ideas)).map((row) => [row.slug, row.score]));
    const bodyScores = slugs.slice(2).map((slug) => scores.get(slug)!);
    expect(bodyScores).toEqual([...bodyScores].sort((a, b) => b - a));
  });

  it("keeps ideas named for the words when more ideas match than the cap, and says the count is capped", async () => {
    const repo = createIdeasRepo(database.db, { searchMatchCap: 5 });
    const { rows, total, capped } = await repo.list(search("ledger"), "popular", 20, 0);
    expect(rows.map((row) => row.slug).slice(0, 2)).toEqual(["title-hit", "tagline-hit"]);
    expect(rows).toHaveLength(5); // one more was read (that is how it knows there are more), not shown
    expect(total).toBe(5);
    expect(capped).toBe(true);
  });

  it("pages through the ranked matches without repeating or skipping one", async () => {
    const repo = createIdeasRepo(database.db);
    const whole = (await repo.list(search("ledger"), "popular", 20, 0)).rows.map((row) => row.slug);
    const paged: string[] = [];
    for (let offset = 0; offset < 20; offset += 4) paged.push(...(await repo.list(search("ledger"), "popular", 4, offset)).rows.map((row) => row.slug));
    expect(paged).toEqual(whole);
  });
});
