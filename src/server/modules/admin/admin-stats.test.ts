import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { ideas, ideaViews, mailOutbox, payments, savedIdeas, subscriptionEvents, users } from "../../db/schema";
import { utcDay } from "../../../shared/utc-dates";
import { recordAudit } from "../audit/index";
import type { Tier } from "../../../shared/plans";
import { grantAdmin, setLastSeen, setSignedUpAt, setTier } from "../../test/factories";
import { clearOfMidnightUtc } from "../../test/clock";

const DAY = 86_400_000;
let t: TestApp;
let admin: TestClient;
// Views and sign-ups are seeded "today" and counted per UTC day in many assertions: a shuffled CI
// run that reached this file at 23:59 counted them in yesterday's bucket. Three minutes is ample
// for this file alone.
await clearOfMidnightUtc(3 * 60_000);
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);
const ids: Record<string, string> = {};
const ideaIds: Record<string, string> = {};

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function setPlan(email: string, tier: Tier, status: "active" | "cancelled", interval: "month" | "year" | null) {
  ids[email] = await userId(email);
  await setTier(t, ids[email]!, tier, status, interval);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signUpVerified(t, "stats-admin@example.com");
  await grantAdmin(t, "stats-admin@example.com");
  for (const name of ["free", "starter-m", "starter-y", "pro-m", "pro-y", "life"]) await signUpVerified(t, `${name}@example.com`);
  await setPlan("free@example.com", "free", "active", null);
  await setPlan("starter-m@example.com", "starter", "active", "month");
  await setPlan("starter-y@example.com", "starter", "active", "year");
  await setPlan("pro-m@example.com", "pro", "active", "month");
  await setPlan("pro-y@example.com", "pro", "cancelled", "year");
  await setPlan("life@example.com", "lifetime", "active", null);
  // The free user joined 60 days ago: before the 30-day range, inside the 12-month one.
  await setSignedUpAt(t, ids["free@example.com"]!, ago(60 * DAY));

  const published = [
    ["alpha", 10, 3],
    ["beta", 20, 4],
    ["gamma", 31, 5],
  ] as const;
  for (const [slug, views, hoursAgo] of published) {
    const [row] = await db
      .insert(ideas)
      .values({ slug, title: `Idea ${slug}`, tagline: "t", category: "saas", status: "published", viewCount: views, createdAt: ago(hoursAgo * 3_600_000), publishedAt: ago(DAY) })
      .returning({ id: ideas.id });
    ideaIds[slug] = row!.id;
  }
  for (const [slug, status, hoursAgo] of [["delta", "draft", 6], ["epsilon", "archived", 7]] as const) {
    const [row] = await db.insert(ideas).values({ slug, title: `Idea ${slug}`, tagline: "t", category: "saas", status, viewCount: 99, createdAt: ago(hoursAgo * 3_600_000) }).returning({ id: ideas.id });
    ideaIds[slug] = row!.id;
  }

  const payment = (n: number, user: string, tier: Tier, amountCents: number, at: Date) => ({
    userId: ids[user]!,
    provider: "test",
    providerPaymentId: `pay_${n}`,
    tier,
    amountCents,
    status: "paid" as const,
    createdAt: at,
  });
  await db.insert(payments).values([
    payment(1, "starter-m@example.com", "starter", 2900, ago(60_000)),
    payment(2, "pro-m@example.com", "pro", 9900, ago(3 * DAY)),
    payment(3, "starter-y@example.com", "starter", 29900, ago(40 * DAY)),
  ]);
  await db.insert(subscriptionEvents).values([
    { userId: ids["starter-m@example.com"]!, eventType: "payment.refunded", amountCents: -1000, createdAt: ago(30_000) },
    { userId: ids["starter-m@example.com"]!, eventType: "subscription.created", createdAt: ago(DAY) },
    { userId: ids["pro-m@example.com"]!, eventType: "subscription.created", createdAt: ago(2 * DAY) },
    // pro-m subscribed before, 60 days ago: the conversion is counted then, not again.
    { userId: ids["pro-m@example.com"]!, eventType: "subscription.created", createdAt: ago(60 * DAY) },
    { userId: ids["pro-y@example.com"]!, eventType: "subscription.created", createdAt: ago(20 * DAY) },
  ]);

  const view = (idea: string, viewer: string, at: Date) => ({ ideaId: ideaIds[idea]!, viewerKey: viewer, day: utcDay(at), createdAt: at });
  await db.insert(ideaViews).values([
    view("alpha", "v1", ago(60_000)),
    view("alpha", "v2", ago(120_000)),
    view("alpha", "v3", ago(180_000)),
    view("alpha", "v1", ago(10 * DAY)),
    view("beta", "v1", ago(2 * DAY)),
    view("beta", "v2", ago(2 * DAY)),
    view("delta", "v1", ago(60_000)),
  ]);
  await db.insert(savedIdeas).values([
    { userId: ids["starter-m@example.com"]!, ideaId: ideaIds.alpha!, createdAt: ago(60_000) },
    { userId: ids["starter-y@example.com"]!, ideaId: ideaIds.beta!, createdAt: ago(20 * DAY) },
  ]);
  await db.insert(mailOutbox).values([
    { kind: "test", toAddress: "x@example.com", fromAddress: "f@example.com", subject: "s", html: "h", text: "t", status: "failed" },
    { kind: "test", toAddress: "y@example.com", fromAddress: "f@example.com", subject: "s", html: "h", text: "t", status: "sent" },
  ]);
  // Seen: starter-m now, starter-y 10 days ago, pro-m 40 days ago (not active); the admin's own requests make it active.
  for (const id of Object.values(ids)) await setLastSeen(t, id, null);
  await setLastSeen(t, ids["starter-m@example.com"]!, ago(60_000));
  await setLastSeen(t, ids["starter-y@example.com"]!, ago(10 * DAY));
  await setLastSeen(t, ids["pro-m@example.com"]!, ago(40 * DAY));
});
afterAll(async () => {
  await t.close();
});

describe("admin reporting routes", () => {
  const urls = ["/api/v1/admin/stats", "/api/v1/admin/quick-stats", "/api/v1/admin/analytics", "/api/v1/admin/audit"];

  it("answer 401 to visitors and 403 to free and paid users", async () => {
    const free = await signUpVerified(t, "role-free@example.com");
    const pro = await signUpVerified(t, "role-pro@example.com");
    await setTier(t, await userId("role-pro@example.com"), "pro");
    for (const url of urls) {
      expect((await t.client().get(url)).statusCode, url).toBe(401);
      expect((await free.get(url)).statusCode, url).toBe(403);
      const refused = await pro.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe("Admin access required");
    }
    // These two only checked the door: out of the figures below.
    await t.database.db.delete(users).where(inArray(users.email, ["role-free@example.com", "role-pro@example.com"]));
  });

  it("answer 400 to an unknown range or period", async () => {
    for (const url of ["/api/v1/admin/stats?range=7d", "/api/v1/admin/analytics?period=1y", "/api/v1/admin/audit?from=yesterday", "/api/v1/admin/audit?page=0"]) {
      expect((await admin.get(url)).statusCode, url).toBe(400);
    }
  });
});

describe("GET /api/v1/admin/stats", () => {
  it("gives the spec's figures from the stored rows", async () => {
    const res = await admin.get("/api/v1/admin/stats");
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    // The cancelled Pro member still has the pro tier on record, but is not paying and not counted as Pro.
    expect(data.users).toEqual({ total: 7, byTier: { free: 2, starter: 2, pro: 2, lifetime: 1 }, paying: { total: 4, starter: 2, pro: 1, lifetime: 1 } });
    expect(data.ideas).toEqual({ published: 3, draft: 1, archived: 1, total: 5 });
    // 2900 (starter monthly) + 29900 / 12 (starter yearly) + 9900 (pro monthly); the cancelled pro and lifetime add none.
    expect(data.revenue).toEqual({ mrr: Math.round(2900 + 29900 / 12 + 9900), paidUsers: 4 });
    // One definition of paying on every screen: the users page and the subscriptions page agree with it.
    const usersPage = (await admin.get("/api/v1/admin/users")).json().stats;
    expect(usersPage.paying).toEqual(data.users.paying);
    expect(usersPage.paying.total).toBe(usersPage.paying.starter + usersPage.paying.pro + usersPage.paying.lifetime);
    expect((await admin.get("/api/v1/admin/subscriptions/metrics")).json().payingUsers).toBe(data.users.paying.total);
    // (10 + 20 + 31) / 3 published ideas, one decimal; drafts and archived ideas are not counted.
    expect(data.engagement).toEqual({ avgViewsPerIdea: 20.3 });
  });

  it("lists the 10 newest sign-ups and ideas, newest first", async () => {
    const { data } = (await admin.get("/api/v1/admin/stats")).json();
    const activity = data.recentActivity as { kind: string; label: string; href: string | null; at: string }[];
    expect(activity).toHaveLength(10);
    expect(activity.filter((item) => item.kind === "signup")).toHaveLength(5);
    expect(activity.filter((item) => item.kind === "idea").map((item) => item.label)).toEqual(["Idea alpha", "Idea beta", "Idea gamma", "Idea delta", "Idea epsilon"]);
    expect(activity.find((item) => item.label === "Idea alpha")?.href).toBe("/ideas/alpha");
    expect(activity.find((item) => item.label === "Idea delta")?.href).toBeNull();
    const times = activity.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("gives payments minus refunds and sign-ups per bucket over the chosen range", async () => {
    const month = (await admin.get("/api/v1/admin/stats?range=30d")).json().data;
    expect(month.bucket).toBe("day");
    expect(month.revenueTrend).toHaveLength(30);
    const today = month.revenueTrend.at(-1);
    expect(today).toEqual({ bucket: utcDay(new Date()), paymentsCents: 2900, refundsCents: 1000, netCents: 1900 });
    expect(month.revenueTrend.find((p: { bucket: string }) => p.bucket === utcDay(ago(3 * DAY)))?.paymentsCents).toBe(9900);
    const sum = (points: { netCents: number }[]) => points.reduce((total, point) => total + point.netCents, 0);
    expect(sum(month.revenueTrend)).toBe(2900 + 9900 - 1000);
    // The free user joined before the range: the running total starts at 1 and ends at every user.
    expect(month.userGrowth).toHaveLength(30);
    expect(month.userGrowth[0].total).toBe(1 + month.userGrowth[0].signups);
    expect(month.userGrowth.at(-1)).toEqual({ bucket: utcDay(new Date()), signups: 6, total: 7 });

    const quarter = (await admin.get("/api/v1/admin/stats?range=90d")).json().data;
    expect(quarter.bucket).toBe("week");
    expect(quarter.revenueTrend).toHaveLength(13);
    expect(new Date(`${quarter.revenueTrend[0].bucket}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(sum(quarter.revenueTrend)).toBe(2900 + 9900 + 29900 - 1000);
    expect(quarter.userGrowth.at(-1).total).toBe(7);

    const year = (await admin.get("/api/v1/admin/stats?range=12m")).json().data;
    expect(year.bucket).toBe("month");
    expect(year.revenueTrend).toHaveLength(12);
    expect(year.revenueTrend.at(-1).bucket).toBe(`${utcDay(new Date()).slice(0, 7)}-01`);
    expect(sum(year.revenueTrend)).toBe(2900 + 9900 + 29900 - 1000);
    expect(year.userGrowth.reduce((total: number, p: { signups: number }) => total + p.signups, 0)).toBe(7);
  });
});

describe("GET /api/v1/admin/quick-stats", () => {
  it("counts today's sign-ups, users seen in 30 days, published ideas and failed mail", async () => {
    const res = await admin.get("/api/v1/admin/quick-stats");
    expect(res.statusCode).toBe(200);
    // Seen: the admin (by this request), starter-m and starter-y; pro-m was last seen 40 days ago.
    expect(res.json()).toEqual({ signupsToday: 6, activeUsers30d: 3, publishedIdeas: 3, failedMail: 1 });
  });
});

describe("GET /api/v1/admin/analytics", () => {
  it("counts the period's views, top ideas, sign-ups, conversions and saves", async () => {
    const week = (await admin.get("/api/v1/admin/analytics?period=7d")).json();
    expect(week).toMatchObject({ period: "7d", bucket: "day", totalViews: 6, activeUsers: 3, signups: 6, conversions: 1, saves: 1 });
    expect(week.views).toHaveLength(7);
    expect(week.views.at(-1)).toEqual({ bucket: utcDay(new Date()), views: 4 });
    // Published ideas only: the draft's view counts in the total, not in the top list.
    expect(week.topIdeas.map((i: { slug: string; views: number }) => [i.slug, i.views])).toEqual([
      ["alpha", 3],
      ["beta", 2],
    ]);

    const month = (await admin.get("/api/v1/admin/analytics?period=30d")).json();
    expect(month).toMatchObject({ totalViews: 7, signups: 6, conversions: 2, saves: 2 });
    expect(month.topIdeas[0]).toMatchObject({ slug: "alpha", views: 4, title: "Idea alpha" });

    const quarter = (await admin.get("/api/v1/admin/analytics?period=90d")).json();
    // pro-m's first subscription (60 days ago) falls inside 90 days; starter-m's and pro-y's too.
    expect(quarter).toMatchObject({ totalViews: 7, signups: 7, conversions: 3, saves: 2 });

    const day = (await admin.get("/api/v1/admin/analytics?period=24h")).json();
    expect(day).toMatchObject({ bucket: "hour", totalViews: 4, saves: 1, conversions: 0 });
    expect(day.views).toHaveLength(24);
    expect(day.topIdeas).toEqual([{ id: ideaIds.alpha, slug: "alpha", title: "Idea alpha", views: 3 }]);
  });
});

describe("GET /api/v1/admin/audit", () => {
  it("lists admin writes newest first, filtered and paged", async () => {
    const db = t.database.db;
    const actorId = await userId("stats-admin@example.com");
    for (let i = 0; i < 27; i++) {
      await recordAudit(db, { actorId, actorEmail: "stats-admin@example.com", action: "idea.update", targetType: "idea", targetId: `i${i}`, before: { n: i }, after: { n: i + 1 }, ip: "203.0.113.10" });
    }
    await recordAudit(db, { actorId: null, actorEmail: "other-admin@example.com", action: "settings.update", targetType: "settings", before: { a: 1 }, after: { a: 2 } });
    await db.execute(sql`update audit_log set created_at = now() - interval '3 days' where action = 'settings.update'`);

    const all = (await admin.get("/api/v1/admin/audit")).json();
    // 27 + 1 + the grant of the admin role in the fixtures.
    expect(all).toMatchObject({ total: 29, page: 1, pageSize: 25 });
    expect(all.items).toHaveLength(25);
    expect(all.actions).toEqual(["idea.update", "settings.update", "user.role.grant_admin"]);
    expect(all.targetTypes).toEqual(["idea", "settings", "user"]);
    const times = all.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await admin.get("/api/v1/admin/audit?page=2")).json().items).toHaveLength(4);

    const other = (await admin.get("/api/v1/admin/audit?actor=OTHER-admin")).json();
    expect(other.total).toBe(1);
    expect(other.items[0]).toMatchObject({ action: "settings.update", before: { a: 1 }, after: { a: 2 } });
    expect((await admin.get("/api/v1/admin/audit?action=idea.update")).json().total).toBe(27);
    expect((await admin.get("/api/v1/admin/audit?targetType=user")).json().items[0]).toMatchObject({ action: "user.role.grant_admin", actorEmail: "test" });
    const threeDaysAgo = utcDay(ago(3 * DAY));
    expect((await admin.get(`/api/v1/admin/audit?from=${threeDaysAgo}&to=${threeDaysAgo}`)).json().total).toBe(1);
    expect((await admin.get(`/api/v1/admin/audit?to=${utcDay(ago(4 * DAY))}`)).json().total).toBe(0);
  });
});
