import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { member as createMember, setTier } from "../../test/factories";
import { openDatabase, type Database } from "../../db/client";
import { usageLedger } from "../../db/schema";
import { entitlementsFor } from "../../../shared/entitlements";
import type { Tier } from "../../../shared/plans";
import { usageResponseSchema, type UsageKind } from "../../../shared/schemas/usage";
import { createUsageRepo, type UsageRepo } from "./usage.repo";
import { ledgerMonth } from "./ledger-month";
import { createUsageService, type QuotaViewer, type UsageService } from "./usage.service";
import { nextUtcMonthStart } from "../../../shared/utc-dates";

let t: TestApp;
let repo: UsageRepo;
let usage: UsageService;
const silentLog = { warn: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  repo = createUsageRepo(t.database.db);
  usage = createUsageService({ repo, log: silentLog });
}, 60_000);
afterAll(async () => {
  await t.close();
});

let seq = 0;
/** A verified user on `tier` (set on the profile row, as a verified payment would), with a client signed in as them. */
async function member(tier: Tier): Promise<{ id: string; client: TestClient; viewer: QuotaViewer }> {
  const email = `usage-${tier}-${++seq}@example.com`;
  const person = await createMember(t, email, tier);
  return { id: person.id, client: person.client, viewer: viewerOf(person.id, tier) };
}

function viewerOf(id: string, tier: Tier): QuotaViewer {
  return { user: { id }, entitlements: entitlementsFor({ role: "user", tier, status: "active", endsAt: null }) };
}

async function setUsed(userId: string, kind: UsageKind, used: number, now = new Date()) {
  await t.database.db.insert(usageLedger).values({ userId, month: ledgerMonth(now), kind, used });
}

async function ledger(userId: string, kind: UsageKind, now = new Date()): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ used: usageLedger.used })
    .from(usageLedger)
    .where(and(eq(usageLedger.userId, userId), eq(usageLedger.month, ledgerMonth(now)), eq(usageLedger.kind, kind)));
  return row?.used;
}

async function getUsage(client: TestClient, url: string) {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return usageResponseSchema.strict().parse(res.json()).data;
}

const CHAT = "/api/v1/ai-chat/usage";
const RESEARCH = "/api/v1/validate/usage";
const CHAT_LIMIT_TEXT = /^You've reached your monthly chat limit of 100 chats\. It resets on .+\.$/;

describe("usage endpoints", () => {
  it("ask a visitor to sign in", async () => {
    for (const url of [CHAT, RESEARCH]) {
      const res = await t.client().get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("AUTH");
    }
  });

  it("report a pro member's month: used, limit, remaining, resetsAt and tier", async () => {
    const pro = await member("pro");
    await setUsed(pro.id, "ai_chat", 7);
    const resetsAt = nextUtcMonthStart(new Date()).toISOString();
    expect(await getUsage(pro.client, CHAT)).toEqual({ used: 7, limit: 100, remaining: 93, resetsAt, subscriptionTier: "pro" });
    expect(await getUsage(pro.client, RESEARCH)).toEqual({ used: 0, limit: 3, remaining: 3, resetsAt, subscriptionTier: "pro" });
  });

  it("give lifetime the fair-use cap of 1,000 each", async () => {
    const lifetime = await member("lifetime");
    await setUsed(lifetime.id, "ai_research", 12);
    expect(await getUsage(lifetime.client, CHAT)).toMatchObject({ used: 0, limit: 1000, remaining: 1000, subscriptionTier: "lifetime" });
    expect(await getUsage(lifetime.client, RESEARCH)).toMatchObject({ used: 12, limit: 1000, remaining: 988, subscriptionTier: "lifetime" });
  });

  it("show free and starter a limit of 0, and the service refuses them with 403 before touching the ledger", async () => {
    for (const tier of ["free", "starter"] as const) {
      const m = await member(tier);
      for (const url of [CHAT, RESEARCH]) {
        expect(await getUsage(m.client, url)).toMatchObject({ used: 0, limit: 0, remaining: 0, subscriptionTier: tier });
      }
      let ran = false;
      await expect(usage.withQuota(m.viewer, "ai_chat", async () => (ran = true))).rejects.toMatchObject({
        status: 403,
        code: "PERMISSION",
        message: "AI chat is part of Weekend Empire (Pro). Upgrade to use it.",
      });
      expect(ran).toBe(false);
      expect(await ledger(m.id, "ai_chat")).toBeUndefined();
    }
  });

  it("never show remaining below 0 after a downgrade leaves more used than the new limit", async () => {
    const m = await member("lifetime");
    await setUsed(m.id, "ai_chat", 150);
    await setTier(t, m.id, "pro");
    expect(await getUsage(m.client, CHAT)).toMatchObject({ used: 150, limit: 100, remaining: 0, subscriptionTier: "pro" });
    await expect(usage.withQuota(viewerOf(m.id, "pro"), "ai_chat", async () => "reply")).rejects.toMatchObject({ status: 429 });
    expect(await ledger(m.id, "ai_chat")).toBe(150);
  });
});

describe("calendar months (UTC)", () => {
  it("reset at the first instant of the next UTC month", () => {
    const cases: [string, string][] = [
      ["2026-12-31T23:59:59Z", "2027-01-01T00:00:00.000Z"],
      ["2026-03-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"],
      ["2026-01-31T12:00:00Z", "2026-02-01T00:00:00.000Z"],
      ["2028-02-29T23:59:59.999Z", "2028-03-01T00:00:00.000Z"],
      // Still November in UTC although December has begun east of Greenwich.
      ["2026-11-30T23:30:00-01:00", "2027-01-01T00:00:00.000Z"],
    ];
    for (const [now, resetsAt] of cases) expect(nextUtcMonthStart(new Date(now)).toISOString(), now).toBe(resetsAt);
  });

  it("do not count last month's usage this month", async () => {
    const { viewer } = await member("pro");
    const november = new Date("2026-11-30T23:59:59.999Z");
    const december = new Date("2026-12-01T00:00:00.000Z");
    for (let i = 0; i < 3; i++) await usage.withQuota(viewer, "ai_research", async () => "report", november);
    await expect(usage.withQuota(viewer, "ai_research", async () => "report", november)).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMIT",
      reason: "QUOTA_EXCEEDED",
      message: "You've used all 3 idea validations this month. They reset on December 1, 2026.",
    });
    expect(await usage.usageFor(viewer, "ai_research", november)).toMatchObject({ used: 3, remaining: 0, resetsAt: "2026-12-01T00:00:00.000Z" });
    expect(await usage.usageFor(viewer, "ai_research", december)).toMatchObject({ used: 0, remaining: 3, resetsAt: "2027-01-01T00:00:00.000Z" });
    await expect(usage.withQuota(viewer, "ai_research", async () => "report", december)).resolves.toBe("report");
  });
});

describe("taking units", () => {
  /**
   * On PostgreSQL the calls go through a pool of its own, so the test can count the connections
   * they really ran on; PGlite has one connection and runs them one after another.
   */
  async function parallelRepo(): Promise<{ repo: UsageRepo; connections: () => Promise<number>; close: () => Promise<void> }> {
    if (t.database.kind !== "postgres") return { repo, connections: async () => 1, close: async () => {} };
    const url = new URL(t.database.url!);
    const appName = `usage-race-${++seq}`;
    url.searchParams.set("application_name", appName);
    const pool: Database = await openDatabase({ kind: "postgres", url: url.toString() });
    return {
      repo: createUsageRepo(pool.db),
      connections: async () => {
        // pg_stat_activity is the server's own view of the connections open now.
        const result = await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where application_name = ${appName}`);
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      },
      close: () => pool.close(),
    };
  }

  async function race(kind: UsageKind, presetUsed: number | null) {
    const m = await member("pro");
    if (presetUsed !== null) await setUsed(m.id, kind, presetUsed);
    const parallel = await parallelRepo();
    try {
      const service = createUsageService({ repo: parallel.repo, log: silentLog });
      const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => service.withQuota(m.viewer, kind, async () => i)));
      const connections = await parallel.connections();
      return { m, results, connections };
    } finally {
      await parallel.close();
    }
  }

  it("gives exactly the 3 units left to 100 parallel chat messages, and the ledger shows the limit", async () => {
    const { m, results, connections } = await race("ai_chat", 97);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(97);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 429, code: "RATE_LIMIT", reason: "QUOTA_EXCEEDED", message: expect.stringMatching(CHAT_LIMIT_TEXT) });
    expect(await ledger(m.id, "ai_chat")).toBe(100);
    if (t.database.kind === "postgres") expect(connections).toBeGreaterThan(1);
  });

  it("gives exactly 3 of 100 parallel first validations of the month (all racing to insert the row)", async () => {
    const { m, results, connections } = await race("ai_research", null);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await ledger(m.id, "ai_research")).toBe(3);
    if (t.database.kind === "postgres") expect(connections).toBeGreaterThan(1);
  });

  it("gives the unit back when the work fails, and passes the work's error on", async () => {
    const { id, viewer } = await member("pro");
    await usage.withQuota(viewer, "ai_research", async () => "report");
    const failure = new Error("model unavailable");
    await expect(usage.withQuota(viewer, "ai_research", async () => Promise.reject(failure))).rejects.toBe(failure);
    expect(await ledger(id, "ai_research")).toBe(1);
    expect(await usage.usageFor(viewer, "ai_research")).toMatchObject({ used: 1, remaining: 2 });
  });

  it("releases into the month the unit came from and never below 0", async () => {
    const { id } = await member("pro");
    const november = new Date("2026-11-15T00:00:00Z");
    const taken = await repo.consume(id, "ai_chat", 100, november);
    expect(taken).toEqual({ month: "2026-11-01", used: 1 });
    await repo.consume(id, "ai_chat", 100, new Date("2026-12-02T00:00:00Z"));
    await repo.release(id, "ai_chat", taken!.month);
    await repo.release(id, "ai_chat", taken!.month);
    expect(await repo.usedThisMonth(id, "ai_chat", november)).toBe(0);
    expect(await repo.usedThisMonth(id, "ai_chat", new Date("2026-12-31T23:59:59Z"))).toBe(1);
  });

  it("takes nothing when the limit is 0 or used up", async () => {
    const { id } = await member("pro");
    expect(await repo.consume(id, "ai_chat", 0, new Date())).toBeNull();
    expect(await ledger(id, "ai_chat")).toBeUndefined();
    expect(await repo.consume(id, "ai_chat", 1, new Date())).toMatchObject({ used: 1 });
    expect(await repo.consume(id, "ai_chat", 1, new Date())).toBeNull();
    expect(await ledger(id, "ai_chat")).toBe(1);
  });
});
