import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import pino from "pino";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { decodeQuotedPrintable, startSmtpPeer } from "../../test/smtp-peer";
import { openDatabase, type Database } from "../../db/client";
import { accounts, dailyIdeas, emailSubscribers, jobRuns, mailOutbox, profiles, users } from "../../db/schema";
import { createSmtpSender } from "../../integrations/smtp";
import { createServices } from "../../services";
import { testConfig } from "../../test/test-app";
import { verifyUnsubscribeToken } from "./unsubscribe-token";
import { createScheduler } from "../../scheduler";

const SECRET = "daily-send-test-secret-daily-send-test-secret";
const APP_URL = "http://localhost:3999";
const log = pino({ level: "silent" });
let database: TestDatabase;
let peers: Awaited<ReturnType<typeof startSmtpPeer>>[] = [];
let extraDatabases: Database[] = [];
let senders: ReturnType<typeof createSmtpSender>[] = [];

/** The app's own service graph on this database, sending through the given SMTP server. */
function jobsFor(db: Database, smtpUrl: string, options: { rate?: number; leaseMs?: number } = {}) {
  const sender = createSmtpSender(smtpUrl);
  senders.push(sender);
  const config = testConfig({
    appUrl: APP_URL,
    authSecret: SECRET,
    mailFrom: "Ideadeck <hello@ideadeck.local>",
    mailRatePerSecond: options.rate ?? 1000,
    mailJobLeaseMs: options.leaseMs ?? null,
  });
  const { mail, ideas, welcome, rateLimits, mailJobs, adminSettings } = createServices({ config, database: db, log, smtp: sender });
  return { mail, ideas, welcome, rateLimits, jobs: mailJobs, settings: adminSettings };
}

async function peer(options?: Parameters<typeof startSmtpPeer>[0]) {
  const p = await startSmtpPeer(options);
  peers.push(p);
  return p;
}

/** Subscribers plus users with the daily preference, some overlapping, some opted out. */
async function recipients(db: Database["db"], n: number): Promise<string[]> {
  const emails = Array.from({ length: n }, (_, i) => `reader${String(i).padStart(4, "0")}@example.com`);
  // Welcomed already: these tests count daily mails only.
  await db.insert(emailSubscribers).values(emails.map((email) => ({ email, source: "test", welcomedAt: new Date() })));
  await db.insert(emailSubscribers).values({ email: "gone@example.com", status: "unsubscribed", unsubscribedAt: new Date() });
  // A verified member with the preference on who is also a subscriber, one who is not, one who opted
  // out, and a subscriber whose account turned the preference off in Settings.
  await db.insert(emailSubscribers).values({ email: "settings-off@example.com", source: "test", welcomedAt: new Date() });
  const members = [
    { id: "u-both", email: emails[0]!, daily: true },
    { id: "u-member", email: "member@example.com", daily: true },
    { id: "u-optout", email: "optout@example.com", daily: false },
    { id: "u-settings-off", email: "settings-off@example.com", daily: false },
  ];
  for (const m of members) {
    await db.insert(users).values({ id: m.id, name: m.id, email: m.email, emailVerified: true });
    // A password, so the account can sign in (accounts without one get no daily mail).
    await db.insert(accounts).values({ id: `acc-${m.id}`, accountId: m.id, providerId: "credential", userId: m.id, password: "hash" });
    await db.insert(profiles).values({ id: m.id, emailDailyIdea: m.daily });
  }
  return [...emails, "member@example.com"].sort();
}

beforeAll(async () => {
  database = await createTestDatabase({ template: "catalogue" }); // data/ideas, seeded
}, 60_000);
afterEach(async () => {
  // Pooled SMTP connections stay open until closed; close them before the peer stops.
  senders.forEach((sender) => sender.close());
  senders = [];
  await Promise.all(peers.map((p) => p.close()));
  peers = [];
  await Promise.all(extraDatabases.map((d) => d.close()));
  extraDatabases = [];
  await database.db.execute(sql`truncate mail_outbox, job_runs, email_subscribers, daily_ideas`);
  await database.db.execute(sql`delete from users`);
});
afterAll(async () => {
  await database.destroy();
});

describe("the daily idea e-mail", () => {
  it("reaches every recipient once, with the idea, scores and a working one-click unsubscribe", async () => {
    const smtp = await peer();
    const expected = await recipients(database.db, 30);
    const { jobs } = jobsFor(database, smtp.url);
    const day = "2026-11-21";
    const result = await jobs.runDailySend(day);
    expect(result).toMatchObject({ day, status: "done", recipients: expected.length, mail: { sent: expected.length } });

    const counts = smtp.countsByAddress();
    expect([...counts.keys()].sort()).toEqual(expected);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    const [daily] = await database.db.select().from(dailyIdeas).where(eq(dailyIdeas.day, day));
    expect(daily?.sentAt).toBeInstanceOf(Date);
    const message = smtp.inbox.find((m) => m.to.includes("member@example.com"))!.raw;
    // Headers arrive folded (unfold them); the body is quoted-printable (decode it).
    const headerEnd = message.search(/\r?\n\r?\n/);
    const headers = message.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, " ");
    const raw = `${headers}\n${decodeQuotedPrintable(message.slice(headerEnd))}`;
    expect(raw).toMatch(/^Subject: Today's Startup Idea: .+/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(raw)![1]!;
    const link = new URL(header);
    expect(link.searchParams.get("email")).toBe("member@example.com");
    expect(verifyUnsubscribeToken(SECRET, "member@example.com", link.searchParams.get("token")!)).toBe(true);
    expect(raw).toContain("Opportunity ");
    expect(raw).toMatch(/http:\/\/localhost:3999\/ideas\/[a-z0-9-]+/);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");

    // The same day again sends nothing more.
    expect((await jobs.runDailySend(day)).status).toBe("skipped");
    expect(smtp.inbox).toHaveLength(expected.length);
  });

  it("sends each address once when two instances run the same day at the same time", async () => {
    const smtp = await peer();
    const expected = await recipients(database.db, 120);
    // On PostgreSQL the second instance has its own connection pool, as a second server would.
    const second = database.url ? await openDatabase({ kind: "postgres", url: database.url }) : database;
    if (second !== database) extraDatabases.push(second);
    const a = jobsFor(database, smtp.url);
    const b = jobsFor(second, smtp.url);
    const day = "2026-11-22";
    // Two instances deliver together: one holds the run, the other's deliverer claims rows beside it.
    const [ra, rb] = await Promise.all([a.jobs.runDailySend(day), Promise.all([b.jobs.runDailySend(day), b.mail.deliverDue({ kind: "daily_idea" })])]);
    expect([ra.status, rb[0].status].sort()).toEqual(["done", "skipped"]);
    const counts = smtp.countsByAddress();
    expect([...counts.keys()].sort()).toEqual(expected);
    expect(Math.max(...counts.values())).toBe(1);
  });

  it("retries a temporary refusal with backoff and delivers it once", async () => {
    const smtp = await peer({ failFirst: ["reader0001@example.com"] });
    const expected = await recipients(database.db, 5);
    const { jobs, mail } = jobsFor(database, smtp.url);
    const result = await jobs.runDailySend("2026-11-23");
    expect(result.mail).toMatchObject({ sent: expected.length - 1, queued: 1 });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "reader0001@example.com"));
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row!.lastError).toContain("451");
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    const firstTry = smtp.inbox.length;
    // Not due yet: nothing is retried early.
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.id, row!.id));
    expect(await mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.countsByAddress().get("reader0001@example.com")).toBe(1);
    // The Message-ID is fixed per outbox row, so a resend can be recognised as the same mail.
    expect(smtp.inbox.slice(firstTry)[0]!.raw).toMatch(new RegExp(`^Message-ID: <${row!.id}@ideadeck.local>`, "mi"));
  });

  it("keeps to the configured rate", async () => {
    const smtp = await peer();
    await recipients(database.db, 10);
    const { jobs } = jobsFor(database, smtp.url, { rate: 10 });
    const started = Date.now();
    await jobs.runDailySend("2026-11-24");
    // 11 mails at 10 a second cannot go out in under a second.
    expect(smtp.inbox).toHaveLength(11);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("is started by the scheduler at the admin's time and not before", async () => {
    const smtp = await peer();
    await recipients(database.db, 3);
    const { jobs, mail, ideas, welcome, rateLimits, settings } = jobsFor(database, smtp.url);
    const scheduler = createScheduler({ settings, ideas, jobs, mail, welcome, rateLimits, log });
    await scheduler.tick(new Date("2026-11-25T08:59:00Z"));
    expect(smtp.inbox).toHaveLength(0);
    const [picked] = await database.db.select().from(dailyIdeas).where(eq(dailyIdeas.day, "2026-11-25"));
    expect(picked).toBeDefined();
    await scheduler.tick(new Date("2026-11-25T09:00:00Z"));
    expect(smtp.inbox).toHaveLength(4);
    await scheduler.tick(new Date("2026-11-25T09:01:00Z"));
    expect(smtp.inbox).toHaveLength(4);
  });
});

describe("the weekly trend alert", () => {
  it("goes on Mondays to verified members who opted in, once a week, with the week's most-read ideas", async () => {
    const smtp = await peer();
    await recipients(database.db, 2);
    for (const [id, email, alerts] of [["u-trend", "trends@example.com", true], ["u-no-trend", "quiet@example.com", false]] as const) {
      await database.db.insert(users).values({ id, name: id, email, emailVerified: true });
      await database.db.insert(accounts).values({ id: `acc-${id}`, accountId: id, providerId: "credential", userId: id, password: "hash" });
      await database.db.insert(profiles).values({ id, emailDailyIdea: false, emailTrendAlerts: alerts });
    }
    const { jobs, mail, ideas, welcome, rateLimits, settings } = jobsFor(database, smtp.url);
    const scheduler = createScheduler({ settings, ideas, jobs, mail, welcome, rateLimits, log });
    await scheduler.tick(new Date("2026-11-23T09:00:00Z")); // a Monday
    const alerts = smtp.inbox.filter((m) => /^Subject: This week's trending startup ideas/m.test(m.raw));
    expect(alerts.map((m) => m.to).flat()).toEqual(["trends@example.com"]);
    expect(alerts[0]!.raw).toMatch(/^List-Unsubscribe:\s+<http/m);
    // The template (loaded on first use) rendered the week's ideas, and each link is the recipient's own.
    const body = decodeQuotedPrintable(alerts[0]!.raw);
    expect(body).toContain("Trending on Ideadeck this week");
    expect(body).toMatch(/http:\/\/localhost:3999\/ideas\/[a-z0-9-]+/);
    expect(body).not.toContain("unsubscribe.invalid");
    await scheduler.tick(new Date("2026-11-23T10:00:00Z"));
    await scheduler.tick(new Date("2026-11-24T09:00:00Z")); // Tuesday: daily only
    expect(smtp.inbox.filter((m) => /^Subject: This week's trending/m.test(m.raw))).toHaveLength(1);
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("a run killed midway", () => {
  it("is finished by the next run, and every recipient has exactly one mail", async () => {
    const smtp = await peer();
    const expected = await recipients(database.db, 150);
    const day = "2026-11-26";
    // 2 mails a second: one SMTP exchange at a time with ~500 ms between them, so the kill below
    // lands between two mails. (Killed in the millisecond between the server's "250 OK" and our
    // record of it, one mail would be resent with the same Message-ID: ADR 008.)
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli/mail.ts", "send-daily", "--date", day], {
      env: { ...process.env, DATABASE_URL: database.url!, SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: "2", MAIL_JOB_LEASE_MS: "1500", LOG_LEVEL: "silent", APP_URL, BETTER_AUTH_SECRET: SECRET },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await expect.poll(() => smtp.inbox.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(6);
    await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill("SIGKILL");
    await exited;
    const before = smtp.inbox.length;
    expect(before).toBeLessThan(expected.length);
    const [run] = await database.db.select().from(jobRuns).where(eq(jobRuns.runKey, `daily-send:${day}`));
    expect(run?.status).toBe("running");

    // Another process takes over once the dead one's lease lapses.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const { jobs } = jobsFor(database, smtp.url, { leaseMs: 1500 });
    const result = await jobs.runDailySend(day);
    expect(result.status).toBe("done");
    const counts = smtp.countsByAddress();
    expect([...counts.keys()].sort()).toEqual(expected);
    expect(Math.max(...counts.values())).toBe(1);
  }, 60_000);
});
