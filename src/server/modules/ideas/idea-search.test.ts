import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { ideas, ideaSearch } from "../../db/schema";
import { createIdeasRepo } from "./ideas.repo";
import type { ListFilter } from "./catalogue-lists.repo";

/**
 * idea_search (drizzle/0029) is what search reads: the idea_search_sync trigger must keep one row per
 * published idea, with the vectors the ideas row's generated columns used to hold, and leave it alone
 * when only a counter changes.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(ideas).values([
    {
      slug: "kiln-log",
      title: "Kiln firing log",
      tagline: "For pottery studios",
      category: "productivity",
      status: "published",
      scoreOverall: 6,
      problemNarrative: "Studios lose track of glaze batches.\n\nA second paragraph about insurance audits.",
      solutionOverview: "A shared notebook with reminders.",
    },
    { slug: "kiln-draft", title: "Kiln draft", tagline: "Not yet", category: "productivity", status: "draft", scoreOverall: 9 },
  ]);
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

const full = (tsQuery: string): ListFilter => ({ tsQuery, scope: "full", proOnly: false });
const publicText = (tsQuery: string): ListFilter => ({ tsQuery, scope: "public", proOnly: false });

async function found(filter: ListFilter): Promise<string[]> {
  return (await createIdeasRepo(database.db).list(filter, "popular", 20, 0)).rows.map((row) => row.slug);
}

async function searchRow(slug: string) {
  const result = await database.db.execute(sql`select s.xmin::text as version, s.score_overall as score from idea_search s join ideas i on i.id = s.idea_id where i.slug = ${slug}`);
  return (result as unknown as { rows: { version: string; score: number }[] }).rows[0];
}

describe("idea_search follows the ideas", () => {
  it("holds published ideas only, with the vectors the generated columns made (title A, tagline B, text C)", async () => {
    expect(await found(full("kiln"))).toEqual(["kiln-log"]);
    const result = await database.db.execute(sql`
      select s.title_vector = (setweight(to_tsvector('english', i.title), 'A') || setweight(to_tsvector('english', i.tagline), 'B')) as title_same,
        s.public_vector = (setweight(to_tsvector('english', i.title), 'A') || setweight(to_tsvector('english', i.tagline), 'B') || setweight(to_tsvector('english', 'Studios lose track of glaze batches.'), 'C')) as public_same,
        s.full_vector = (setweight(to_tsvector('english', i.title), 'A') || setweight(to_tsvector('english', i.tagline), 'B') || setweight(to_tsvector('english', i.problem_narrative), 'C') || setweight(to_tsvector('english', i.solution_overview), 'C')) as full_same
      from idea_search s join ideas i on i.id = s.idea_id where i.slug = 'kiln-log'`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ title_same: true, public_same: true, full_same: true }]);
    // The public text is the problem's first paragraph: the second one is paid.
    expect(await found(publicText("glaze"))).toEqual(["kiln-log"]);
    expect(await found(publicText("insurance"))).toEqual([]);
    expect(await found(full("insurance"))).toEqual(["kiln-log"]);
  });

  it("follows a text edit, an unpublish, a republish and a delete", async () => {
    await database.db.update(ideas).set({ solutionOverview: "A shared calendar for firings." }).where(eq(ideas.slug, "kiln-log"));
    expect(await found(full("calendar"))).toEqual(["kiln-log"]);
    expect(await found(full("notebook"))).toEqual([]);
    await database.db.update(ideas).set({ status: "archived" }).where(eq(ideas.slug, "kiln-log"));
    expect(await found(full("kiln"))).toEqual([]);
    await database.db.update(ideas).set({ status: "published" }).where(eq(ideas.slug, "kiln-draft"));
    expect(await found(full("kiln"))).toEqual(["kiln-draft"]);
    await database.db.update(ideas).set({ status: "published" }).where(eq(ideas.slug, "kiln-log"));
    expect((await found(full("kiln"))).sort()).toEqual(["kiln-draft", "kiln-log"]);
    await database.db.delete(ideas).where(eq(ideas.slug, "kiln-draft"));
    expect(await found(full("kiln"))).toEqual(["kiln-log"]);
    expect(await database.db.$count(ideaSearch)).toBe(1);
  });

  it("takes a new score without new vectors, and is not written at all when a counter changes", async () => {
    await database.db.update(ideas).set({ scoreOverall: 7.5 }).where(eq(ideas.slug, "kiln-log"));
    const scored = await searchRow("kiln-log");
    expect(scored?.score).toBe(7.5);
    await database.db.update(ideas).set({ viewCount: sql`${ideas.viewCount} + 1`, updatedAt: new Date() }).where(eq(ideas.slug, "kiln-log"));
    expect((await searchRow("kiln-log"))?.version).toBe(scored?.version);
  });

  it("leaves the connection's planner settings as they were after a search", async () => {
    const settings = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from idea_search_hits(to_tsquery('english', 'kiln'), 'full', null, false, 10)`);
      const result = await tx.execute(sql`select current_setting('enable_seqscan') as seqscan`);
      return (result as unknown as { rows: { seqscan: string }[] }).rows[0];
    });
    expect(settings?.seqscan).toBe("on");
  });
});
