import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp } from "../../test/test-app";
import { IDEAS_DIR } from "../../db/seed/seed";
import { ideas, profiles, trendingRefreshes, users } from "../../db/schema";
import { createIdeasRepo } from "../ideas/ideas.repo";

let t: TestApp;
let slugs: string[];

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  // Only published ideas trend; the catalogue also ships archived ones.
  slugs = (await t.database.db.select({ slug: ideas.slug }).from(ideas).where(eq(ideas.status, "published"))).map((r) => r.slug);
}, 60_000);
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

    const user = await signUpVerified(t, "trend-pro@example.com");
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "trend-pro@example.com"));
    await t.database.db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, u!.id));

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
    await t.database.db.update(profiles).set({ subscriptionTier: "starter" }).where(eq(profiles.id, u!.id));
    const body = (await member.get("/api/v1/trending?category=fintech&sort=opportunity")).json();
    expect(body.ideas.length).toBeGreaterThan(0);
    expect(body.ideas.every((i: { category: string }) => i.category === "fintech")).toBe(true);
    const scores = body.ideas.map((i: { opportunityScore: number }) => i.opportunityScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const url of ["/api/v1/trending?period=1y", "/api/v1/trending?sort=best", "/api/v1/trending?page=-1"]) {
      expect((await t.client().get(url)).statusCode, url).toBe(400);
    }
  });

  it("keeps a period's ranking until it is older than TRENDING_REFRESH_SECONDS, and parallel first requests build it once", async () => {
    const repo = createIdeasRepo(t.database.db, { trendingRefreshSeconds: 60 });
    const since = "2000-01-01"; // a period no other test asks for
    const top = async () => (await repo.trending({ scope: "full", proOnly: false }, "trending", since, 1, 0)).rows[0]?.slug;
    const firsts = await Promise.all([top(), top(), top()]);
    expect(new Set(firsts).size).toBe(1);

    const risingSlug = slugs[40]!;
    const [rising] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, risingSlug));
    for (let i = 0; i < 10; i++) {
      await t.database.db.execute(sql`insert into idea_views (idea_id, viewer_key, day) values (${rising!.id}, ${`visitor:rising-${i}`}, current_date)`);
    }
    // Within the refresh interval the kept ranking answers; the new views count once it is rebuilt.
    expect(await top()).toBe(firsts[0]);
    await t.database.db.update(trendingRefreshes).set({ refreshedAt: sql`now() - interval '61 seconds'` }).where(eq(trendingRefreshes.since, since));
    expect(await top()).toBe(risingSlug);
    const rows = (await repo.trending({ scope: "full", proOnly: false }, "trending", since, 1, 0)).rows;
    expect(rows[0]).toMatchObject({ slug: risingSlug, periodViews: 10 });
  });
});
