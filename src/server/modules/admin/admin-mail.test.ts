import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { auditLog, jobRuns, mailOutbox } from "../../db/schema";
import { setRole } from "../auth/index";

/**
 * Each describe starts from its own database with the same people: the daily send subscribes and
 * mails, so it must not change what the reading tests count, whatever order they run in (issue 25).
 */
let t: TestApp;
let admin: TestClient;
let member: TestClient;
async function threeSubscribersAndTwoMembers(): Promise<void> {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  admin = await signUpVerified(t, "mail-admin@example.com");
  await setRole(t.database.db, "mail-admin@example.com", "admin", { id: null, label: "test" });
  member = await signUpVerified(t, "not-admin@example.com");
  for (const email of ["ann@example.com", "bob@example.com", "-cmd@example.com"]) await t.client().post("/api/v1/subscribers", { email });
  await t.client().post("/api/v1/subscribers/unsubscribe", { email: "bob@example.com", token: "forged.x" });
}

describe("admin mail endpoints", () => {
  beforeAll(threeSubscribersAndTwoMembers, 60_000);
  afterAll(() => t.close());

  it("are for admins only", async () => {
    for (const url of ["/api/v1/admin/subscribers", "/api/v1/admin/subscribers/export", "/api/v1/admin/mail/runs"]) {
      expect((await member.get(url)).statusCode, url).toBe(403);
      expect((await t.client().get(url)).statusCode, url).toBe(401);
    }
    expect((await member.post("/api/v1/admin/mail/send-daily", {})).statusCode).toBe(403);
  });

  it("list, search and filter the real subscriber table", async () => {
    const all = (await admin.get("/api/v1/admin/subscribers")).json();
    expect(all).toMatchObject({ total: 3, active: 3, page: 1, pageSize: 25 });
    expect((await admin.get("/api/v1/admin/subscribers?search=ann")).json().items.map((i: { email: string }) => i.email)).toEqual(["ann@example.com"]);
    expect((await admin.get("/api/v1/admin/subscribers?status=unsubscribed")).json().total).toBe(0);
    expect((await admin.get("/api/v1/admin/subscribers?status=maybe")).statusCode).toBe(400);
  });

  it("export a CSV that a spreadsheet cannot run as a formula", async () => {
    const res = await admin.get("/api/v1/admin/subscribers/export?status=active");
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split("\n");
    expect(lines[0]).toBe("email,status,source,referrer,subscribed_at,unsubscribed_at");
    expect(lines).toHaveLength(4);
    expect(res.body).toContain(`"'-cmd@example.com"`);
  });

});

describe("the daily send on request", () => {
  beforeAll(threeSubscribersAndTwoMembers, 60_000);
  afterAll(() => t.close());

  it("run the daily send on request, once, with an audit entry", async () => {
    const res = await admin.post("/api/v1/admin/mail/send-daily", {});
    expect(res.statusCode).toBe(202);
    const { day, started } = res.json();
    expect(started).toBe(true);
    // The answer comes once the run's row exists, so the outbox's next read already lists it.
    expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.runKey, `daily-send:${day}`))).toHaveLength(1);
    await expect
      .poll(async () => (await t.database.db.select().from(jobRuns).where(eq(jobRuns.runKey, `daily-send:${day}`)))[0]?.status, { timeout: 20_000 })
      .toBe("succeeded");
    const daily = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "daily_idea"));
    // Three active subscribers plus the verified admin and the other member (daily preference on by default).
    expect(daily.map((m) => m.toAddress).sort()).toEqual(["-cmd@example.com", "ann@example.com", "bob@example.com", "mail-admin@example.com", "not-admin@example.com"].sort());
    expect(daily.every((m) => m.status === "stored" && m.subject.startsWith("Today's Startup Idea: "))).toBe(true);

    // Someone subscribes after the day's run: sending again reaches them, and only them.
    expect((await t.client("192.0.2.9").post("/api/v1/subscribers", { email: "late@example.com" })).statusCode).toBe(200);
    const again = await admin.post("/api/v1/admin/mail/send-daily", {});
    expect(again.json()).toMatchObject({ started: true, day });
    expect(again.json().message).toContain("addresses that have not had it");
    await expect
      .poll(async () => (await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "daily_idea"), eq(mailOutbox.toAddress, "late@example.com")))).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const after = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "daily_idea"));
    expect(after).toHaveLength(daily.length + 1);
    const runs = (await admin.get("/api/v1/admin/mail/runs")).json().runs;
    expect(runs.map((r: { runKey: string }) => r.runKey)).toContain(`daily-send:${day}`);
    // Each run reports what it did: the day's run its five, the top-up the one mail it stored (it
    // reported the whole day's list and mail, six and six).
    const first = runs.find((r: { runKey: string }) => r.runKey === `daily-send:${day}`);
    expect(first.detail).toMatchObject({ recipients: 5, mail: { stored: 5 } });
    await expect
      .poll(async () => (await admin.get("/api/v1/admin/mail/runs")).json().runs.find((r: { runKey: string; status: string }) => r.runKey.includes(":top-up:"))?.status, { timeout: 20_000 })
      .toBe("succeeded");
    const topUp = (await admin.get("/api/v1/admin/mail/runs")).json().runs.find((r: { runKey: string }) => r.runKey.includes(":top-up:"));
    expect(topUp.detail).toEqual({ recipients: 1, mail: { stored: 1 } });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, "mail.send_daily"))).toHaveLength(1);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, "mail.send_daily_top_up"))).toHaveLength(1);
    expect((await admin.post("/api/v1/admin/mail/send-daily", { date: "21-11-2026" })).statusCode).toBe(400);
  });
});
