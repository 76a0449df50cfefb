import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { dailyIdeas, ideas, users } from "../../db/schema";
import { utcDay } from "../../../shared/utc-dates";
import { setTier } from "../../test/factories";

interface Seeded {
  id: string;
  slug: string;
  competitor: string;
  revenueMax: number;
}
let t: TestApp;
let regular: Seeded;
let proPick: Seeded;
let daily: Seeded;

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  const db = t.database.db;
  const columns = { id: ideas.id, slug: ideas.slug, analysis: ideas.analysis, revenueMax: ideas.revenueMax };
  const toSeeded = (row: { id: string; slug: string; analysis: unknown; revenueMax: number }): Seeded => ({
    id: row.id,
    slug: row.slug,
    revenueMax: row.revenueMax,
    competitor: (row.analysis as { competitive_landscape: { direct_competitors: { name: string }[] } }).competitive_landscape.direct_competitors[0]!.name,
  });
  const free = await db.select(columns).from(ideas).where(and(eq(ideas.status, "published"), eq(ideas.isProPick, false))).orderBy(ideas.slug).limit(2);
  const [pick] = await db.select(columns).from(ideas).where(and(eq(ideas.status, "published"), eq(ideas.isProPick, true))).orderBy(ideas.slug).limit(1);
  [regular, daily] = free.map(toSeeded) as [Seeded, Seeded];
  proPick = toSeeded(pick!);
  await db.insert(dailyIdeas).values({ day: utcDay(new Date()), ideaId: daily.id, emailSubject: "x" });
}, 180_000);
afterAll(async () => {
  await t.close();
});

let people = 0;
async function member(tier: "free" | "starter" | "pro"): Promise<TestClient> {
  const email = `compare-${tier}-${++people}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const client = await signUpVerified(t, email);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (tier !== "free") await setTier(t, user!.id, tier);
  return client;
}

const link = () => `/api/v1/compare?ideas=${[regular.slug, proPick.slug, daily.slug].join(",")}`;
type Column = { found: boolean; slug: string; full: null | { competitors: string[]; revenue: { max: number } }; scores?: { overall: number } };

describe("compare", { timeout: 90_000 }, () => {
  it("shows one shared link to each viewer as their plan allows, with nothing paid in a locked column", async () => {
    const cases: [string, TestClient, Record<string, boolean>][] = [
      ["visitor", t.client(), { [regular.slug]: false, [proPick.slug]: false, [daily.slug]: true }],
      ["free", await member("free"), { [regular.slug]: false, [proPick.slug]: false, [daily.slug]: true }],
      ["starter", await member("starter"), { [regular.slug]: true, [proPick.slug]: false, [daily.slug]: true }],
      ["pro", await member("pro"), { [regular.slug]: true, [proPick.slug]: true, [daily.slug]: true }],
    ];
    for (const [who, client, expected] of cases) {
      const res = await client.get(link());
      expect(res.statusCode, who).toBe(200);
      expect(res.headers["cache-control"], who).toBe("private, no-store");
      const columns = res.json().columns as Column[];
      expect(columns.map((c) => c.slug), who).toEqual([regular.slug, proPick.slug, daily.slug]);
      for (const column of columns) {
        expect(column.found).toBe(true);
        expect(column.scores!.overall).toBeGreaterThan(0); // public on the idea page too
        expect(column.full !== null, `${who} ${column.slug}`).toBe(expected[column.slug]);
      }
      // Nothing of a locked idea's analysis anywhere in the answer.
      for (const idea of [regular, proPick]) {
        if (expected[idea.slug]) continue;
        expect(res.body, `${who} ${idea.slug}`).not.toContain(idea.competitor);
        expect(res.body).not.toContain(`"max":${idea.revenueMax}`);
      }
      const open = columns.find((c) => c.slug === daily.slug)!;
      expect(open.full!.competitors).toContain(daily.competitor);
      expect(open.full!.revenue.max).toBe(daily.revenueMax);
    }
  });

  it("gives a member their founder fit per column as the idea page would, and a visitor none", async () => {
    const developer = { skills: ["web", "data"], skillsOther: "", hoursPerWeek: 10, budgetUsd: 1000, markets: ["fintech"], riskAppetite: "medium", audience: "b2b", regulatedData: false };
    const starter = await member("starter");
    const noProfile = (await starter.get(link())).json().columns as { slug: string; fit: { profileSet: boolean; fit: unknown } }[];
    expect(noProfile.map((column) => column.fit)).toEqual(noProfile.map(() => ({ access: expect.any(String), profileSet: false, fit: null })));
    expect((await starter.request({ method: "PUT", url: "/api/v1/founder-fit/settings", body: { profile: developer, weights: null } })).statusCode).toBe(200);
    const columns = (await starter.get(link())).json().columns as { slug: string; fit: { access: string; fit: { score: number } | null } }[];
    for (const column of columns) {
      const page = (await starter.get(`/api/v1/founder-fit/ideas/${column.slug}`)).json();
      expect(column.fit, column.slug).toEqual(page);
    }
    expect(columns.find((column) => column.slug === regular.slug)!.fit.fit!.score).toBeGreaterThanOrEqual(0);
    const visitor = (await t.client().get(link())).json().columns as { fit: unknown }[];
    expect(visitor.map((column) => column.fit)).toEqual([null, null, null]);
  });

  it("keeps the order asked, drops repeats, and marks an address no idea answers to", async () => {
    const res = await t.client().get(`/api/v1/compare?ideas=${daily.slug},no-such-idea,${daily.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().columns).toEqual([expect.objectContaining({ found: true, slug: daily.slug }), { found: false, slug: "no-such-idea" }]);
  });

  it("answers 400 for fewer than two, more than four, or malformed addresses", async () => {
    for (const query of ["", "?ideas=", `?ideas=${daily.slug}`, `?ideas=a,b,c,d,e`, "?ideas=a,B%20C", "?ideas=a,b&extra=1"]) {
      const res = await t.client().get(`/api/v1/compare${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
  });
});
