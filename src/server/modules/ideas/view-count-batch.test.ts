import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { ideas } from "../../db/schema";
import { createIdeasRepo } from "./ideas.repo";
import { createIdeasService } from "./ideas.service";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // Each test counts views of its own idea, so neither sees the other's (any order passes).
  for (const slug of ["counted-idea", "retried-idea"]) {
    await database.db.insert(ideas).values({ slug, title: "Invoice tracker", tagline: "t", category: "fintech", status: "published", viewCount: 7 });
  }
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

/** The row version of the idea: it changes whenever the wide ideas row is rewritten. */
const rowVersion = async (slug = "counted-idea") => {
  const result = await database.db.execute(sql`select xmin::text as v, view_count from ideas where slug = ${slug}`);
  return (result as unknown as { rows: { v: string; view_count: number }[] }).rows[0]!;
};

describe("view counts", () => {
  it("never rewrite the idea's row per view: a batch adds them in one write", async () => {
    const service = createIdeasService({ repo: createIdeasRepo(database.db), viewCountFlushMs: 60_000 });
    const before = await rowVersion();
    for (let i = 0; i < 20; i++) expect(await service.recordView("counted-idea", `visitor:v${i}`, null)).toEqual({ counted: true });
    expect(await service.recordView("counted-idea", "visitor:v0", null)).toEqual({ counted: false });
    // Twenty counted views, and the wide row is untouched.
    expect(await rowVersion()).toEqual(before);
    await service.flushViewCounts();
    const after = await rowVersion();
    expect(after.view_count).toBe(27);
    expect(after.v).not.toBe(before.v);
    // Every view is also its narrow idea_views row, which trending counts.
    const [idea] = await database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, "counted-idea"));
    const views = await database.db.execute(sql`select count(*)::int as n from idea_views where idea_id = ${idea!.id}`);
    expect((views as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(20);
    // An empty flush writes nothing.
    await service.flushViewCounts();
    expect(await rowVersion()).toEqual(after);
  });

  it("keeps a batch whose write failed and adds it with the next", async () => {
    const repo = createIdeasRepo(database.db);
    let failNext = true;
    const flaky = {
      ...repo,
      addViewCounts: async (counts: [string, number][]) => {
        if (failNext) {
          failNext = false;
          throw new Error("database restarting");
        }
        return repo.addViewCounts(counts);
      },
    };
    const service = createIdeasService({ repo: flaky, viewCountFlushMs: 60_000 });
    const start = (await rowVersion("retried-idea")).view_count;
    for (let i = 0; i < 3; i++) await service.recordView("retried-idea", `visitor:retry${i}`, null);
    await service.flushViewCounts();
    expect((await rowVersion("retried-idea")).view_count).toBe(start);
    await service.flushViewCounts();
    expect((await rowVersion("retried-idea")).view_count).toBe(start + 3);
  });
});
