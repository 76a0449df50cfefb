import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, linkIn, PASSWORD, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { auditLog, emailSubscribers, ideas, mailOutbox, ideaViews, payments, profiles, savedIdeas, sessions, subscriptionEvents, testBillingObjects, usageLedger, users } from "../../db/schema";
import { ledgerMonth } from "../usage/index";
import { ADMIN_USER_CSV_COLUMNS } from "../../../shared/schemas/admin-users";
import { grantAdmin, setLastSeen as seenAt, setTier, setUsername } from "../../test/factories";

/**
 * Each describe has its own database: the reads see one fixed set of five users, and the writes
 * (add, change, revoke, delete) never change what a read expects, whatever order the tests run in
 * (issue 25: the suite passes with --sequence.shuffle).
 */
let t: TestApp;
let admin: TestClient;
let free: TestClient;
let pro: TestClient;
const ids: Record<string, string> = {};

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Five users (an admin, free Ann with saves, views and AI use, Pro Bob, Lifetime Carol, past-due Dan) on a fresh database. */
async function fiveUsers(): Promise<void> {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  const db = t.database.db;
  admin = await signUpVerified(t, "boss@example.com", "Boss Admin");
  await grantAdmin(t, "boss@example.com");
  free = await signUpVerified(t, "ann@example.com", "Ann Free");
  pro = await signUpVerified(t, "bob@example.com", "Bob Pro");
  // A name a spreadsheet would run as a formula.
  await signUpVerified(t, "carol@example.com", "=SUM(1+2) Carol");
  await signUpVerified(t, "dan@example.com", "Dan Lapsed");
  for (const email of ["boss@example.com", "ann@example.com", "bob@example.com", "carol@example.com", "dan@example.com"]) ids[email] = await idOf(email);
  await setTier(t, ids["bob@example.com"]!, "pro");
  await setUsername(t, ids["bob@example.com"]!, "bobby");
  // Usernames a spreadsheet also runs: a formula behind a leading tab or carriage return (OWASP's CSV injection list).
  await setTier(t, ids["dan@example.com"]!, "starter", "past_due");
  await setUsername(t, ids["dan@example.com"]!, "\t=HYPERLINK(1)");
  await setTier(t, ids["carol@example.com"]!, "lifetime");
  await setUsername(t, ids["carol@example.com"]!, "\r=cmd|' /C calc'!A0");
  const two = await db.select({ id: ideas.id }).from(ideas).limit(2);
  const ann = ids["ann@example.com"]!;
  await db.insert(savedIdeas).values(two.map((idea) => ({ userId: ann, ideaId: idea.id })));
  await db.insert(ideaViews).values([
    { ideaId: two[0]!.id, viewerKey: `u:${ann}`, day: "2026-01-01", userId: ann },
    { ideaId: two[0]!.id, viewerKey: `u:${ann}`, day: "2026-01-02", userId: ann },
    { ideaId: two[1]!.id, viewerKey: `u:${ann}`, day: "2026-01-02", userId: ann },
  ]);
  const month = ledgerMonth(new Date());
  await db.insert(usageLedger).values([
    { userId: ann, month, kind: "ai_chat", used: 7 },
    { userId: ann, month, kind: "ai_research", used: 2 },
    { userId: ann, month: "2020-01-01", kind: "ai_chat", used: 50 },
  ]);
  await db.insert(payments).values({ userId: ann, provider: "test", providerPaymentId: "pay_ann_1", tier: "starter", interval: "year", amountCents: 29900, status: "paid" });
}

/** Last seen at known ages (Carol never). Requests move it, so a test that reads it sets it first. */
async function setLastSeen(): Promise<void> {
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
  const seen: [string, Date | null][] = [["boss@example.com", ago(0)], ["ann@example.com", ago(2)], ["bob@example.com", ago(40)], ["carol@example.com", null], ["dan@example.com", ago(10)]];
  for (const [email, at] of seen) await seenAt(t, ids[email]!, at);
}

describe("admin user endpoints", () => {
  beforeAll(fiveUsers, 90_000);
  afterAll(() => t.close());

  it("are for admins only", async () => {
    const id = ids["ann@example.com"]!;
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/v1/admin/users"],
      ["GET", "/api/v1/admin/users/export"],
      ["GET", `/api/v1/admin/users/${id}`],
      ["POST", "/api/v1/admin/users", { email: "x@example.com", fullName: "X" }],
      ["PATCH", `/api/v1/admin/users/${id}`, { tier: "pro" }],
      ["POST", `/api/v1/admin/users/${id}/revoke-sessions`, {}],
      ["DELETE", `/api/v1/admin/users/${id}`],
    ];
    for (const [method, url, body] of calls) {
      const as = (client: TestClient) => client.request({ method: method as "GET", url, body });
      expect((await as(t.client())).statusCode, `${method} ${url} visitor`).toBe(401);
      expect((await as(free)).statusCode, `${method} ${url} free`).toBe(403);
      expect((await as(pro)).statusCode, `${method} ${url} pro`).toBe(403);
    }
    expect((await t.database.db.select().from(users).where(eq(users.email, "x@example.com"))).length).toBe(0);
    // Who asks is checked before the input: an empty body tells a visitor or member nothing.
    expect((await t.client().post("/api/v1/admin/users", {})).statusCode).toBe(401);
    expect((await free.post("/api/v1/admin/users", {})).statusCode).toBe(403);
  });

  it("list every user with the row's counts and the stat figures", async () => {
    await setLastSeen();
    const res = await admin.get("/api/v1/admin/users");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    // Paying: Carol's Lifetime only. Bob's Pro was set without a billing interval (nobody pays for it) and
    // Dan's Bootstrap Builder is past due; the breakdown sums to the total.
    expect(body.stats).toEqual({ total: 5, byTier: { free: 2, starter: 1, pro: 1, lifetime: 1 }, paying: { total: 1, starter: 0, pro: 0, lifetime: 1 }, active30d: 3 });
    const ann = body.items.find((u: { email: string }) => u.email === "ann@example.com");
    expect(ann).toMatchObject({ fullName: "Ann Free", subscriptionTier: "free", subscriptionStatus: "active", role: "user", ideasSaved: 2, ideasViewed: 3, aiChatUsed: 7, aiResearchUsed: 2 });
    expect(ann.lastSignIn).not.toBeNull();
    // Newest first by default.
    expect(body.items.map((u: { email: string }) => u.email)).toEqual(["dan@example.com", "carol@example.com", "bob@example.com", "ann@example.com", "boss@example.com"]);
  });

  it("search e-mail, name and username; filter tier and status", async () => {
    const emails = async (query: string) => (await admin.get(`/api/v1/admin/users?${query}`)).json().items.map((u: { email: string }) => u.email);
    expect(await emails("search=ANN@")).toEqual(["ann@example.com"]);
    expect(await emails("search=lapsed")).toEqual(["dan@example.com"]);
    expect(await emails("search=bobby")).toEqual(["bob@example.com"]);
    expect(await emails("search=100%25")).toEqual([]);
    expect(await emails("tier=free&sort=email&order=asc")).toEqual(["ann@example.com", "boss@example.com"]);
    expect(await emails("status=past_due")).toEqual(["dan@example.com"]);
    expect(await emails("tier=pro&status=cancelled")).toEqual([]);
    const filtered = (await admin.get("/api/v1/admin/users?tier=free")).json();
    expect(filtered.total).toBe(2);
    expect(filtered.stats.total).toBe(5);
    expect((await admin.get("/api/v1/admin/users?tier=gold")).statusCode).toBe(400);
  });

  it("sort by e-mail, name and last seen, both ways", async () => {
    await setLastSeen();
    const emails = async (query: string) => (await admin.get(`/api/v1/admin/users?${query}`)).json().items.map((u: { email: string }) => u.email);
    const byEmail = ["ann@example.com", "bob@example.com", "boss@example.com", "carol@example.com", "dan@example.com"];
    expect(await emails("sort=email&order=asc")).toEqual(byEmail);
    expect(await emails("sort=email&order=desc")).toEqual([...byEmail].reverse());
    // "=SUM" sorts before letters.
    expect(await emails("sort=name&order=asc")).toEqual(["carol@example.com", "ann@example.com", "bob@example.com", "boss@example.com", "dan@example.com"]);
    // Never seen (Carol) is last both ways.
    expect(await emails("sort=last_seen&order=asc")).toEqual(["bob@example.com", "dan@example.com", "ann@example.com", "boss@example.com", "carol@example.com"]);
    expect(await emails("sort=last_seen&order=desc")).toEqual(["boss@example.com", "ann@example.com", "dan@example.com", "bob@example.com", "carol@example.com"]);
  });

  it("export the 12-column CSV, formula-safe, with the filter and a dated name", async () => {
    const res = await admin.get("/api/v1/admin/users/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split("\n");
    expect(lines[0]!.split(",")).toEqual([...ADMIN_USER_CSV_COLUMNS]);
    expect(ADMIN_USER_CSV_COLUMNS).toHaveLength(12);
    expect(lines).toHaveLength(6);
    expect(res.body).toContain(`"'=SUM(1+2) Carol"`);
    expect(res.body).toContain(`"'\t=HYPERLINK(1)"`);
    expect(res.body).toContain(`"'\r=cmd|' /C calc'!A0"`);
    const ann = lines.find((line) => line.startsWith('"ann@example.com"'))!;
    expect(ann.split(",")).toHaveLength(12);
    expect(ann).toMatch(/"Ann Free","","free","active","user","[^"]+","[^"]+","2","3","2","7"$/);
    const onlyPro = (await admin.get("/api/v1/admin/users/export?tier=pro")).body.trim().split("\n");
    expect(onlyPro).toHaveLength(2);
    expect(onlyPro[1]).toMatch(/^"bob@example.com"/);
  });

  it("show one user's detail with payments, events and active sessions", async () => {
    const id = ids["ann@example.com"]!;
    const res = await admin.get(`/api/v1/admin/users/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: "ann@example.com", ideasSaved: 2, ideasViewed: 3, aiChatUsed: 7, aiResearchUsed: 2 });
    expect(body.payments).toEqual([expect.objectContaining({ amountCents: 29900, tier: "starter", status: "paid" })]);
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ ipAddress: "203.0.113.10" });
    expect((await admin.get("/api/v1/admin/users/no-such-user")).statusCode).toBe(404);
  });
});

describe("admin user writes", () => {
  beforeAll(fiveUsers, 90_000);
  afterAll(() => t.close());

  it("add a user who sets their own password from the e-mail", async () => {
    const missing = await admin.post("/api/v1/admin/users", { email: "  ", fullName: "" });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain("Please fill in all required fields");

    await signUpVerified(t, "member-for-daily@example.com", "Daily Reader");
    const res = await admin.post("/api/v1/admin/users", { email: "New.Person@example.com", fullName: "New Person" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: "new.person@example.com" });
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, res.json().id));
    expect(profile!.fullName).toBe("New Person");

    const mail = await t.waitForMail("new.person@example.com", "password_setup");
    expect(mail.subject).toBe("Set your Ideadeck password");

    // Until they choose a password they cannot sign in, so they get no daily idea e-mail (members do).
    const day = "2026-01-05";
    expect((await admin.post("/api/v1/admin/mail/send-daily", { date: day })).statusCode).toBe(202);
    await expect
      .poll(async () => (await admin.get("/api/v1/admin/mail/runs")).json().runs.find((r: { runKey: string }) => r.runKey === `daily-send:${day}`)?.status, { timeout: 20_000 })
      .toBe("succeeded");
    const daily = await t.database.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(eq(mailOutbox.kind, "daily_idea"));
    expect(daily.map((row) => row.to)).toContain("member-for-daily@example.com");
    expect(daily.map((row) => row.to)).not.toContain("new.person@example.com");
    const link = new URL(linkIn(mail.text));
    const client = t.client();
    const landing = await client.get(link.pathname + link.search);
    expect(landing.statusCode).toBe(302);
    const token = new URL(landing.headers.location as string, "http://x").searchParams.get("token")!;
    expect((await client.post("/api/auth/reset-password", { token, newPassword: PASSWORD })).statusCode).toBe(200);
    expect((await t.client().post("/api/auth/sign-in/email", { email: "new.person@example.com", password: PASSWORD })).statusCode).toBe(200);

    const again = await admin.post("/api/v1/admin/users", { email: "new.person@example.com", fullName: "Someone Else" });
    expect(again.statusCode).toBe(409);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "user.create"), eq(auditLog.targetId, res.json().id)));
    expect(entry).toMatchObject({ actorId: ids["boss@example.com"], targetType: "user" });
  });

  it("change a tier: status becomes active, an event is recorded and the entitlement applies at once", async () => {
    const id = ids["dan@example.com"]!;
    const dan = t.client();
    expect((await dan.post("/api/auth/sign-in/email", { email: "dan@example.com", password: PASSWORD })).statusCode).toBe(200);
    expect((await dan.get("/api/v1/me")).json().entitlements.isPro).toBe(false);

    const res = await admin.patch(`/api/v1/admin/users/${id}`, { tier: "pro" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
    expect(res.json().events[0]).toMatchObject({
      eventType: "subscription.updated",
      metadata: { by: "admin", before: { tier: "starter", status: "past_due" }, after: { tier: "pro", status: "active" } },
    });
    expect((await dan.get("/api/v1/me")).json().entitlements.isPro).toBe(true);

    const status = await admin.patch(`/api/v1/admin/users/${id}`, { status: "cancelled" });
    expect(status.json().user).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "cancelled" });
    expect((await dan.get("/api/v1/me")).json().entitlements.isPro).toBe(false);
    const events = await t.database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, id));
    expect(events).toHaveLength(2);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "user.subscription.update"), eq(auditLog.targetId, id)));
    expect(audits).toHaveLength(2);
    expect((await admin.patch(`/api/v1/admin/users/${id}`, {})).statusCode).toBe(400);
    expect((await admin.patch(`/api/v1/admin/users/${id}`, { tier: "gold" })).statusCode).toBe(400);
    expect((await admin.patch("/api/v1/admin/users/no-such-user", { tier: "pro" })).statusCode).toBe(404);
  });

  it("revoke a user's sessions", async () => {
    const id = ids["bob@example.com"]!;
    expect((await pro.get("/api/v1/me")).statusCode).toBe(200);
    const res = await admin.post(`/api/v1/admin/users/${id}/revoke-sessions`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await pro.get("/api/v1/me")).statusCode).toBe(401);
  });

  it("delete a user: sessions and personal data go, payments stay detached; never oneself", async () => {
    const id = ids["ann@example.com"]!;
    const totalBefore = (await admin.get("/api/v1/admin/users")).json().stats.total as number;
    // Ann's address is on the daily list too, and the outbox holds her verification mail.
    expect((await t.client().post("/api/v1/subscribers", { email: "ann@example.com" })).statusCode).toBeLessThan(300);
    await t.waitForMail("ann@example.com", "welcome");
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "ann@example.com"))).not.toHaveLength(0);
    expect((await admin.delete(`/api/v1/admin/users/${ids["boss@example.com"]}`)).statusCode).toBe(409);
    const res = await admin.delete(`/api/v1/admin/users/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await free.get("/api/v1/me")).statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await db.select().from(savedIdeas).where(eq(savedIdeas.userId, id))).toHaveLength(0);
    expect(await db.select().from(emailSubscribers).where(eq(emailSubscribers.email, "ann@example.com"))).toHaveLength(0);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "ann@example.com"))).toHaveLength(0);
    const [payment] = await db.select().from(payments).where(eq(payments.providerPaymentId, "pay_ann_1"));
    expect(payment).toMatchObject({ userId: null, amountCents: 29900 });
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, "user.delete"), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorId: ids["boss@example.com"] });
    expect(JSON.stringify(entry!.before)).not.toContain("ann@example.com");
    expect((await admin.delete(`/api/v1/admin/users/${id}`)).statusCode).toBe(404);
    expect((await admin.get("/api/v1/admin/users")).json().stats.total).toBe(totalBefore - 1);
  });

  it("delete a paying user: their test-mode subscription is cancelled with the provider first", async () => {
    const payer = await signUpVerified(t, "payer@example.com", "Pat Payer");
    const checkout = await payer.post("/api/v1/billing/checkout", { plan: "pro", interval: "month" });
    const checkoutId = new URL(checkout.json().url).pathname.split("/").at(-1)!;
    expect((await payer.post(`/api/v1/billing/test-checkout/${checkoutId}/pay`)).statusCode).toBe(200);
    const id = await idOf("payer@example.com");
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    const subscriptionId = profile!.stripeSubscriptionId!;
    expect(subscriptionId).toBeTruthy();

    expect((await admin.delete(`/api/v1/admin/users/${id}`)).statusCode).toBe(204);
    const [subscription] = await t.database.db.select().from(testBillingObjects).where(eq(testBillingObjects.id, subscriptionId));
    expect(subscription!.data.status).toBe("canceled");
    const kept = await t.database.db.select().from(payments).where(eq(payments.amountCents, 9900));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.userId).toBeNull();
    const cancelled = await t.database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.stripeSubscriptionId, subscriptionId));
    expect(cancelled.find((e) => e.eventType === "subscription.cancelled" && e.metadata?.by === "admin")).toMatchObject({ userId: null });
  });
});
