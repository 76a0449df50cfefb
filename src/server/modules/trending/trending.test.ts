import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import pino from "pino";
import { ideas, jobRuns, users } from "../../db/schema";
import { createIdeasRepo } from "../ideas/ideas.repo";
import { createJobLeaseRepo } from "../jobs/job-lease.repo";
import { createJobLeases } from "../jobs/index";
import { createTrendingRanksRepo } from "./trending-ranks.repo";
import { createTrendingRebuild, PGLITE_PACING, POSTGRES_PACING } from "./trending-rebuild";
import { setTier } from "../../test/factories";

let t: TestApp;
let slugs: string[];

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  // Only published ideas trend; the catalogue also ships archived ones.
  slugs = (await t.database.db.select({ slug: ideas.slug }).from(ideas).where(eq(ideas.status, "published"))).map((r) => r.slug);
}, 60_000);
/** The scheduled rebuild as the app makes it; refreshSeconds 0 makes every run due. */
function trendingJob(refreshSeconds = 0) {
  return createTrendingRebuild({
    repo: createTrendingRanksRepo(t.database.jobDb),
    leases: createJobLeases(createJobLeaseRepo(t.database.db)),
    pacing: t.database.kind === "pglite" ? PGLITE_PACING : POSTGRES_PACING,
    refreshSeconds,
    vacuum: t.database.kind === "postgres",
    log: pino({ level: "silent" }),
  });
}

afterAll(async () => {
  await t.close();
});

describe("GET /api/v1/trending", () => {
  it("ranks by views in the period, one per viewer per day", async () => {
    const [hot, warm] = [slugs[10]!, slugs[20]!];
    for (let i = 0; i < 3; i++) await t.client(`10.0.0.${i + 1}`).post(`/api/v1/ideas/${hot}/views`);
    await t.client().post(`/api/v1/ideas/${warm}/views`);
    // An old view counts for "all" but not for 7d.
    const [old] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, slugs[30]!));
    for (let i = 0; i < 5; i++) {
      await t.database.db.execute(sql`insert into idea_views (idea_id, viewer_key, day) values (${old!.id}, ${`visitor:old-${i}`}, current_date - 40)`);
    }

    await trendingJob().run();

    const user = await signUpVerified(t, "trend-pro@example.com");
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "trend-pro@example.com"));
    await setTier(t, u!.id, "pro");

    const week = (await user.get("/api/v1/trending?period=7d")).json();
    expect(week.ideas.slice(0, 2).map((i: { slug: string }) => i.slug)).toEqual([hot, warm]);
    expect(week.ideas[0].periodViews).toBe(3);
    expect(week).toMatchObject({ pageSize: 12, paginated: true, total: slugs.length });

    const all = (await user.get("/api/v1/trending?period=all")).json();
    expect(all.ideas[0].slug).toBe(slugs[30]);
    expect((await user.get("/api/v1/trending?page=2")).json().ideas).toHaveLength(12);
  });

  it("gives visitors and free users the top 3 and no pages", async () => {
    for (const client of [t.client(), await signUpVerified(t, "trend-free@example.com")]) {
      const body = (await client.get("/api/v1/trending?page=3")).json();
      expect(body).toMatchObject({ page: 1, pageSize: 3, paginated: false });
      expect(body.ideas).toHaveLength(3);
    }
  });

  it("filters by category and search and refuses bad values", async () => {
    const member = await signUpVerified(t, "trend-filter@example.com");
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "trend-filter@example.com"));
    await setTier(t, u!.id, "starter");
    const body = (await member.get("/api/v1/trending?category=fintech&sort=opportunity")).json();
    expect(body.ideas.length).toBeGreaterThan(0);
    expect(body.ideas.every((i: { category: string }) => i.category === "fintech")).toBe(true);
    const scores = body.ideas.map((i: { opportunityScore: number }) => i.opportunityScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const url of ["/api/v1/trending?period=1y", "/api/v1/trending?sort=best", "/api/v1/trending?page=-1"]) {
      expect((await t.client().get(url)).statusCode, url).toBe(400);
    }
  });

  it("reads the last built ranking until the scheduled rebuild, which runs under a lease at most every TRENDING_REFRESH_SECONDS", async () => {
    const repo = createIdeasRepo(t.database.db);
    const top = async () => (await repo.trending({ scope: "full", proOnly: false }, "trending", "90d", 1, 0)).rows[0];
    await trendingJob().run();
    const before = await top();

    const risingSlug = slugs[40]!;
    const [rising] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, risingSlug));
    for (let i = 0; i < 10; i++) {
      await t.database.db.execute(sql`insert into idea_views (idea_id, viewer_key, day) values (${rising!.id}, ${`visitor:rising-${i}`}, current_date)`);
    }
    // Requests never rebuild: the new views count once the job has run.
    expect((await top())?.slug).toBe(before?.slug);
    const hourly = trendingJob(3600);
    expect(await hourly.run()).toBeNull(); // the last run finished just now
    await t.database.db.update(jobRuns).set({ finishedAt: sql`now() - interval '2 hours'` }).where(eq(jobRuns.runKey, "trending-rebuild"));
    const report = await hourly.run();
    expect(report?.periods["90d"]).toMatchObject({ written: 1, removed: 0 });
    expect(await top()).toMatchObject({ slug: risingSlug, periodViews: 10 });
    // Within the interval the lease is not taken again, here or on another instance.
    expect(await hourly.run()).toBeNull();
    expect(await trendingJob(3600).run()).toBeNull();
    const [run] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.runKey, "trending-rebuild"));
    expect(run).toMatchObject({ status: "succeeded", leaseExpiresAt: null });

    // An idea whose views are gone leaves the ranking at the next rebuild.
    await t.database.db.execute(sql`delete from idea_views where idea_id = ${rising!.id} and viewer_key like 'visitor:rising-%'`);
    expect((await trendingJob().run())?.periods["90d"].removed).toBeGreaterThanOrEqual(1);
    expect((await top())?.slug).not.toBe(risingSlug);
  });
});
