import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { createTestApp, testConfig, type TestApp } from "../../test/test-app";
import { admin, member, type TestPerson } from "../../test/factories";
import { auditLog, ideaSourceChecks, ideaVerifications, ideas } from "../../db/schema";
import { IDEAS_DIR } from "../../seed/seed";
import { ConfigError, loadConfig, type LinkCheckConfig } from "../../config";
import { recordAudit } from "../audit/index";
import { createJobLeaseRepo } from "../jobs/job-lease.repo";
import { createJobLeases } from "../jobs/job-leases.service";
import type { VerificationQueueResponse } from "../../../shared/schemas/verification";
import { createVerificationRepo } from "./verification.repo";
import { createVerificationService } from "./verification.service";
import { isBlockedAddress } from "./link-checker";
import { citedLinks } from "./due";

const SLUGS = ["1099-da-basis-gap-reconciler", "voice-hive-inspection-log-for-beekeepers", "iep-service-minutes-tracker-for-parents"] as const;
const [A, B, C] = SLUGS;

/** Checks on, loopback allowed (the local peer below), quick timeouts, no pause between runs. */
const LINK_CHECK: LinkCheckConfig = {
  enabled: true,
  allowPrivateAddresses: true,
  perRun: 20,
  everyMs: 0,
  recheckMs: 0,
  timeoutMs: 400,
  hostDelayMs: 20,
  concurrency: 4,
  maxRedirects: 3,
};

/** A local site: good, missing, slow and HEAD-refusing pages; it notes every request and how many overlapped. */
function startPeer() {
  const seen: { method: string; path: string; userAgent: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://peer");
    seen.push({ method: request.method ?? "", path: url.pathname, userAgent: request.headers["user-agent"] ?? "" });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const done = (status: number, headers: Record<string, string> = {}) => {
      inFlight--;
      response.writeHead(status, headers).end(request.method === "GET" ? "page" : undefined);
    };
    if (url.pathname.startsWith("/ok")) return done(200);
    if (url.pathname === "/missing") return done(404);
    if (url.pathname === "/moved") return done(301, { location: "/ok-after-redirect" });
    if (url.pathname === "/no-head") return request.method === "HEAD" ? done(405) : done(200);
    if (url.pathname.startsWith("/held")) return void setTimeout(() => done(200), 150);
    if (url.pathname === "/silent") return void request.on("close", () => inFlight--); // never answers
    done(500);
  });
  return new Promise<{ base: string; seen: typeof seen; maxInFlight: () => number; reset: () => void; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        seen,
        maxInFlight: () => maxInFlight,
        reset: () => {
          seen.length = 0;
          maxInFlight = 0;
        },
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}

/** A port nothing listens on: a connection there is refused. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let peer: Awaited<ReturnType<typeof startPeer>>;
let boss: TestPerson;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ideadeck-verification-"));
  for (const slug of SLUGS) copyFileSync(path.join(IDEAS_DIR, `${slug}.json`), path.join(dir, `${slug}.json`));
  t = await createTestApp({ seedIdeasFrom: dir, config: { linkCheck: LINK_CHECK } });
  peer = await startPeer();
  boss = await admin(t, "verifier@example.com");
  const rows = await t.database.db.select({ id: ideas.id, slug: ideas.slug }).from(ideas).where(inArray(ideas.slug, [...SLUGS]));
  for (const row of rows) ids[row.slug] = row.id;
  // Every seeded file is published here, whatever its status in the catalogue.
  await t.database.db.update(ideas).set({ status: "published" }).where(inArray(ideas.slug, [...SLUGS]));
}, 60_000);
afterAll(async () => {
  await peer?.close();
  await t?.close();
});

interface Evidence {
  last_verified_at?: string | null;
  sources?: { url: string; title: string }[];
  triggers?: { date: string; kind: string; summary: string; source_url?: string }[];
}

/** Replaces an idea's evidence (what the queue and the checker read), and forgets its checks and confirmation. */
async function setEvidence(slug: string, evidence: Evidence) {
  const sources = (evidence.sources ?? []).map((source) => ({ ...source, accessed: "2026-11-01", supports: "A claim this page supports." }));
  const triggers = (evidence.triggers ?? []).map((trigger) => ({ jurisdiction: "US", source_url: "https://example.com/rule", ...trigger }));
  const verified = evidence.last_verified_at ?? null;
  await t.database.db
    .update(ideas)
    .set({
      analysis: sql`(${ideas.analysis} - 'last_verified_at') || jsonb_build_object('sources', ${JSON.stringify(sources)}::jsonb, 'triggers', ${JSON.stringify(triggers)}::jsonb)${verified ? sql` || jsonb_build_object('last_verified_at', ${verified}::text)` : sql``}`,
    })
    .where(eq(ideas.slug, slug));
  await t.database.db.delete(ideaSourceChecks).where(eq(ideaSourceChecks.ideaId, ids[slug]!));
  await t.database.db.delete(ideaVerifications).where(eq(ideaVerifications.ideaId, ids[slug]!));
}

/** A verification service of its own (another "instance"), with a clock the test sets. */
function instance(options: { now?: () => Date; config?: Partial<LinkCheckConfig>; queueLimit?: number; queueBatch?: number } = {}) {
  const { db } = t.database;
  return createVerificationService({
    repo: createVerificationRepo(db),
    leases: createJobLeases(createJobLeaseRepo(db)),
    audit: (entry) => recordAudit(db, entry),
    config: { ...LINK_CHECK, ...options.config },
    appUrl: "http://localhost:3999",
    log: pino({ level: "silent" }),
    now: options.now,
    queueLimit: options.queueLimit,
    queueBatch: options.queueBatch,
  });
}

const queueOf = async (client = boss.client) => (await client.get("/api/v1/admin/verification")).json() as VerificationQueueResponse;
const recently = () => ({ last_verified_at: new Date().toISOString().slice(0, 10) });

beforeEach(async () => {
  for (const slug of SLUGS) await setEvidence(slug, recently());
  peer.reset();
});

describe("due marking", () => {
  it("queues an idea once a trigger dated after its last verification passes, with every reason", async () => {
    await setEvidence(A, {
      last_verified_at: "2026-11-01",
      triggers: [
        { date: "2027-01-15", kind: "effective", summary: "The state rule takes effect for every filer." },
        { date: "2026-10-01", kind: "filing", summary: "A deadline already passed when the idea was verified." },
      ],
    });
    let clock = new Date("2027-01-14T23:59:00Z");
    const service = instance({ now: () => clock });
    expect((await service.queue()).ideas.map((idea) => idea.slug)).not.toContain(A);

    clock = new Date("2027-01-15T00:01:00Z");
    const due = (await service.queue()).ideas.find((idea) => idea.slug === A);
    expect(due?.reasons).toEqual([{ kind: "trigger", date: "2027-01-15", triggerKind: "effective", summary: "The state rule takes effect for every filer." }]);
    expect(due?.lastVerifiedAt).toBe("2026-11-01T00:00:00.000Z");

    // 180 days after 2026-11-01: both reasons, the age first.
    clock = new Date("2027-04-30T12:00:00Z");
    expect((await service.queue()).ideas.find((idea) => idea.slug === A)?.reasons.map((reason) => reason.kind)).toEqual(["age", "trigger"]);
  });

  it("queues an idea never verified, and not one verified lately", async () => {
    await setEvidence(B, { last_verified_at: null });
    const queue = await queueOf();
    expect(queue.ideas.find((idea) => idea.slug === B)?.reasons).toEqual([{ kind: "age", days: null }]);
    expect(queue.ideas.map((idea) => idea.slug)).not.toContain(C);
  });

  it("reads the catalogue a batch at a time and lists the first due ideas and failing links with their totals", async () => {
    await setEvidence(B, { last_verified_at: null });
    await setEvidence(C, {
      last_verified_at: null,
      sources: [
        { url: "https://example.com/c-gone", title: "A page that went" },
        { url: "https://example.com/c-broken", title: "A page that breaks" },
      ],
    });
    await t.database.db.insert(ideaSourceChecks).values([
      { ideaId: ids[C]!, url: "https://example.com/c-gone", ok: false, httpStatus: 410, error: "HTTP 410", checkedAt: new Date(Date.now() - 60_000) },
      { ideaId: ids[C]!, url: "https://example.com/c-broken", ok: false, httpStatus: 500, error: "HTTP 500", checkedAt: new Date(Date.now() - 120_000) },
    ]);
    const whole = await instance().queue();
    expect(whole.totalDue).toBe(whole.ideas.length);
    expect(whole.totalDue).toBeGreaterThanOrEqual(2);
    expect(whole.totalFailingLinks).toBeGreaterThanOrEqual(2);
    // One idea per query and a list of one: the same first entries, the same totals and counts.
    const first = await instance({ queueLimit: 1, queueBatch: 1 }).queue();
    expect(first.ideas).toEqual(whole.ideas.slice(0, 1));
    expect(first.failingLinks).toEqual(whole.failingLinks.slice(0, 1));
    expect(first.failingLinks[0]?.url).toBe("https://example.com/c-gone");
    expect({ totalDue: first.totalDue, totalFailingLinks: first.totalFailingLinks, linkCheck: first.linkCheck }).toEqual({
      totalDue: whole.totalDue,
      totalFailingLinks: whole.totalFailingLinks,
      linkCheck: whole.linkCheck,
    });
  });
});

describe("the source link checker", () => {
  it("marks missing, refused and silent links failing and good ones ok, politely, one request at a time per host", async () => {
    const refused = `http://127.0.0.1:${await closedPort()}/page`;
    const links = {
      ok: `${peer.base}/ok`,
      moved: `${peer.base}/moved`,
      noHead: `${peer.base}/no-head`,
      missing: `${peer.base}/missing`,
      silent: `${peer.base}/silent`,
    };
    await setEvidence(A, {
      ...recently(),
      sources: [
        { url: links.ok, title: "A good page" },
        { url: links.moved, title: "A moved page" },
        { url: links.noHead, title: "A page that refuses HEAD" },
        { url: links.missing, title: "A missing page" },
        { url: refused, title: "A dead server" },
        { url: links.silent, title: "A silent server" },
      ],
    });
    await setEvidence(B, { ...recently(), sources: [{ url: links.ok, title: "The same good page" }] });

    const report = await instance().runLinkCheck();
    expect(report).toEqual({ checked: 6, failed: 3, skipped: 0 });

    const checks = await t.database.db.select().from(ideaSourceChecks).where(inArray(ideaSourceChecks.ideaId, [ids[A]!, ids[B]!]));
    const byUrl = (ideaId: string, url: string) => checks.find((check) => check.ideaId === ideaId && check.url === url);
    expect(byUrl(ids[A]!, links.ok)).toMatchObject({ ok: true, httpStatus: 200 });
    expect(byUrl(ids[B]!, links.ok)).toMatchObject({ ok: true, httpStatus: 200 });
    expect(byUrl(ids[A]!, links.moved)).toMatchObject({ ok: true, httpStatus: 200 });
    expect(byUrl(ids[A]!, links.noHead)).toMatchObject({ ok: true, httpStatus: 200 });
    expect(byUrl(ids[A]!, links.missing)).toMatchObject({ ok: false, httpStatus: 404, error: "HTTP 404" });
    expect(byUrl(ids[A]!, refused)).toMatchObject({ ok: false, httpStatus: null, error: "connection refused" });
    expect(byUrl(ids[A]!, links.silent)).toMatchObject({ ok: false, httpStatus: null, error: expect.stringMatching(/^no answer within/) });

    // One request at a time to the host, HEAD first and GET only where HEAD was refused, the same URL once.
    expect(peer.maxInFlight()).toBe(1);
    expect(peer.seen.filter((request) => request.path === "/ok")).toHaveLength(1);
    expect(peer.seen.filter((request) => request.path === "/no-head").map((request) => request.method)).toEqual(["HEAD", "GET"]);
    expect(peer.seen.filter((request) => request.path === "/missing").map((request) => request.method)).toEqual(["HEAD"]);
    expect(new Set(peer.seen.map((request) => request.userAgent))).toEqual(new Set([expect.stringMatching(/^IdeadeckLinkChecker\/1\.0 \(\+http:\/\/localhost:3999; .*Ideadeck/)]));

    // The queue lists the failing links, and the idea with a reason for each.
    const queue = await queueOf();
    expect(queue.failingLinks.filter((link) => link.ideaId === ids[A]).map((link) => [link.url, link.httpStatus, link.error])).toEqual(
      expect.arrayContaining([
        [links.missing, 404, "HTTP 404"],
        [refused, null, "connection refused"],
        [links.silent, null, expect.stringMatching(/^no answer/)],
      ]),
    );
    expect(queue.failingLinks.filter((link) => link.ideaId === ids[A])).toHaveLength(3);
    const due = queue.ideas.find((idea) => idea.slug === A);
    expect(due?.reasons.map((reason) => (reason.kind === "source" ? reason.url : reason.kind)).sort()).toEqual([links.missing, refused, links.silent].sort());
    expect(queue.ideas.map((idea) => idea.slug)).not.toContain(B);
    expect(queue.linkCheck).toMatchObject({ enabled: true, checked: expect.any(Number) });
  });

  it("checks each trigger's source page too, and queues the idea when one fails", async () => {
    const rule = `${peer.base}/missing`;
    await setEvidence(B, {
      ...recently(),
      sources: [{ url: `${peer.base}/ok`, title: "A good page" }],
      triggers: [
        { date: "2030-01-01", kind: "effective", summary: "A rule that takes effect in 2030.", source_url: rule },
        // A trigger citing one of the idea's sources is checked once, as that source.
        { date: "2030-06-01", kind: "filing", summary: "A filing date the good page announces.", source_url: `${peer.base}/ok` },
      ],
    });
    const report = await instance().runLinkCheck();
    expect(report).toMatchObject({ failed: 1, skipped: 0 });
    expect(peer.seen.filter((request) => request.path === "/missing")).toHaveLength(1);
    const queue = await queueOf();
    expect(queue.failingLinks.filter((link) => link.ideaId === ids[B])).toEqual([
      expect.objectContaining({ url: rule, httpStatus: 404, sourceTitle: "Trigger of 2030-01-01: A rule that takes effect in 2030." }),
    ]);
    expect(queue.ideas.find((idea) => idea.slug === B)?.reasons).toEqual([expect.objectContaining({ kind: "source", url: rule })]);
  });

  it("picks in the database exactly the links citedLinks names for each idea (the rule is written twice, in SQL and in due.ts)", async () => {
    await setEvidence(B, {
      ...recently(),
      sources: [{ url: `${peer.base}/twice-a`, title: "A source" }],
      triggers: [
        { date: "2030-01-01", kind: "effective", summary: "A rule of its own page.", source_url: `${peer.base}/twice-rule` },
        { date: "2030-02-01", kind: "filing", summary: "A date the source announces.", source_url: `${peer.base}/twice-a` },
      ],
    });
    const repo = createVerificationRepo(t.database.db);
    const fromSql = new Set<string>();
    for (const link of await repo.dueLinks(new Date("2100-01-01"), 1_000_000)) for (const ideaId of link.ideaIds) fromSql.add(`${ideaId} ${link.url}`);
    const fromRule = new Set<string>();
    for (const idea of await repo.publishedEvidence(null, 1_000_000)) for (const link of citedLinks(idea)) if (link.url) fromRule.add(`${idea.id} ${link.url}`);
    expect(fromRule.has(`${ids[B]} ${peer.base}/twice-rule`)).toBe(true);
    expect([...fromSql].sort()).toEqual([...fromRule].sort());
  });

  it("picks the due links in the database: unchecked for some idea first, then least recently checked, at most the run's number", async () => {
    const url = (n: number) => `${peer.base}/pick-${n}`;
    await setEvidence(A, { ...recently(), sources: [1, 2, 3].map((n) => ({ url: url(n), title: `Page ${n}` })) });
    await setEvidence(B, {
      ...recently(),
      sources: [{ url: url(2), title: "Page 2, cited again" }],
      triggers: [{ date: "2030-01-01", kind: "effective", summary: "A rule that takes effect in 2030.", source_url: url(4) }],
    });
    await setEvidence(C, { ...recently(), sources: [], triggers: [] });
    const checked = (ideaId: string, link: string, at: string) => ({ ideaId, url: link, ok: true, httpStatus: 200, error: null, checkedAt: new Date(at) });
    await t.database.db.insert(ideaSourceChecks).values([
      checked(ids[A]!, url(1), "2026-10-01T00:00:00Z"),
      // Checked for A lately, but never for B, which cites it too.
      checked(ids[A]!, url(2), "2026-11-28T11:00:00Z"),
      checked(ids[A]!, url(3), "2026-11-28T11:00:00Z"),
    ]);
    const repo = createVerificationRepo(t.database.db);
    const before = new Date("2026-11-21T12:00:00Z");
    const due = (await repo.dueLinks(before, 10)).map((link) => ({ url: link.url, ideaIds: [...link.ideaIds].sort() }));
    expect(due).toEqual([
      { url: url(2), ideaIds: [ids[A]!, ids[B]!].sort() },
      { url: url(4), ideaIds: [ids[B]!] },
      { url: url(1), ideaIds: [ids[A]!] },
    ]);
    expect((await repo.dueLinks(before, 2)).map((link) => link.url)).toEqual([url(2), url(4)]);
  });

  it("never runs on two instances at once: one takes the lease, the other does nothing", async () => {
    await setEvidence(C, { ...recently(), sources: [1, 2, 3].map((n) => ({ url: `${peer.base}/held-${n}`, title: `Held page ${n}` })) });
    const [first, second] = [instance(), instance()];
    const reports = await Promise.all([first.runLinkCheck(), second.runLinkCheck()]);
    expect(reports.filter((report) => report === null)).toHaveLength(1);
    expect(reports.find((report) => report !== null)).toEqual({ checked: 3, failed: 0, skipped: 0 });
    expect(peer.seen.map((request) => request.path).sort()).toEqual(["/held-1", "/held-2", "/held-3"]);
    expect(peer.maxInFlight()).toBe(1);

    // And a run is not repeated before its interval is over, on any instance.
    peer.reset();
    expect(await instance({ config: { everyMs: 3_600_000 } }).runLinkCheck()).toBeNull();
    expect(peer.seen).toHaveLength(0);
  });

  it("fetches nothing when checks are off, and refuses loopback unless the config allows it", async () => {
    await setEvidence(A, { ...recently(), sources: [{ url: `${peer.base}/ok`, title: "A local page" }, { url: "ftp://example.com/file", title: "Not the web" }] });
    expect(await instance({ config: { enabled: false } }).runLinkCheck()).toBeNull();
    expect(peer.seen).toHaveLength(0);

    expect(await instance({ config: { allowPrivateAddresses: false } }).runLinkCheck()).toMatchObject({ checked: 2, failed: 2 });
    expect(peer.seen).toHaveLength(0);
    const checks = await t.database.db.select().from(ideaSourceChecks).where(eq(ideaSourceChecks.ideaId, ids[A]!));
    expect(checks.map((check) => [check.url, check.ok, check.error])).toEqual(
      expect.arrayContaining([
        [`${peer.base}/ok`, false, "127.0.0.1 is a private or reserved address"],
        ["ftp://example.com/file", false, "only http and https links are checked (ftp:)"],
      ]),
    );
    expect(checks).toHaveLength(2);
  });

  it("treats loopback, private, link-local and mapped addresses as blocked, and public ones as not", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fd00::1", "fe80::1", "::ffff:127.0.0.1"]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.215.14", "1.1.1.1", "2606:4700:4700::1111"]) expect(isBlockedAddress(address), address).toBe(false);
  });
});

describe("the link check's configuration", () => {
  const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40), PAYMENTS_TEST_MODE: "true", DATA_DIR: "/tmp/ideadeck-test-unused" };
  it("is on in production and off in tests unless asked, and never allows private addresses in production", () => {
    expect(loadConfig(production).linkCheck).toMatchObject({ enabled: true, allowPrivateAddresses: false });
    expect(testConfig().linkCheck).toMatchObject({ enabled: false, allowPrivateAddresses: false });
    expect(loadConfig({ ...production, SOURCE_LINK_CHECK: "false" }).linkCheck.enabled).toBe(false);
    expect(() => loadConfig({ ...production, SOURCE_LINK_CHECK_ALLOW_PRIVATE: "true" })).toThrow(ConfigError);
  });
});

describe("verified, nothing changed", () => {
  it("records who and when, is audited, and takes the idea off the queue until it is due again", async () => {
    await setEvidence(B, { last_verified_at: null, triggers: [{ date: "2026-01-10", kind: "effective", summary: "A rule that took effect last January." }] });
    expect((await queueOf()).ideas.find((idea) => idea.slug === B)?.reasons.map((reason) => reason.kind)).toEqual(["age", "trigger"]);

    const before = Date.now();
    const res = await boss.client.post(`/api/v1/admin/verification/${ids[B]}/verified`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(ideaVerifications).where(eq(ideaVerifications.ideaId, ids[B]!));
    expect(row?.verifiedBy).toBe(boss.id);
    expect(row!.verifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.json()).toEqual({ message: expect.stringContaining("verified"), verifiedAt: row!.verifiedAt.toISOString() });

    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "idea.verified"), eq(auditLog.targetId, ids[B]!))).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(audit).toMatchObject({ actorId: boss.id, actorEmail: boss.email, targetType: "idea" });

    expect((await queueOf()).ideas.map((idea) => idea.slug)).not.toContain(B);
    // Due again 180 days on.
    const later = instance({ now: () => new Date(Date.now() + 181 * 86_400_000) });
    expect((await later.queue()).ideas.find((idea) => idea.slug === B)?.reasons).toEqual([{ kind: "age", days: 181 }]);
  });

  it("moves the idea page's \"last verified\" to the day of the confirmation", async () => {
    // The file's own evidence, so the page serves the full analysis, verified long ago.
    const file = JSON.parse(readFileSync(path.join(IDEAS_DIR, `${C}.json`), "utf8")) as Required<Evidence>;
    await setEvidence(C, { last_verified_at: "2025-01-15", sources: file.sources, triggers: file.triggers });
    const reader = await member(t, "verified-reader@example.com", "pro");
    const lastVerified = async () => (await reader.client.get(`/api/v1/ideas/${C}`)).json().idea?.evidence?.lastVerifiedAt;
    // Every instance drops its cached page on the change notice, which arrives a moment after a write.
    await expect.poll(lastVerified, { timeout: 10_000 }).toBe("2025-01-15");

    expect((await boss.client.post(`/api/v1/admin/verification/${ids[C]}/verified`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(ideaVerifications).where(eq(ideaVerifications.ideaId, ids[C]!));
    await expect.poll(lastVerified, { timeout: 10_000 }).toBe(row!.verifiedAt.toISOString().slice(0, 10));
  });

  it("answers 404 for an idea that is not in the catalogue", async () => {
    expect((await boss.client.post("/api/v1/admin/verification/00000000-0000-4000-8000-000000000000/verified")).statusCode).toBe(404);
  });

  it("is for admins only: 401 for a visitor, 403 for a member", async () => {
    const visitor = t.client();
    const reader = await member(t, "reader@example.com", "pro");
    expect((await visitor.get("/api/v1/admin/verification")).statusCode).toBe(401);
    expect((await visitor.post(`/api/v1/admin/verification/${ids[A]}/verified`)).statusCode).toBe(401);
    expect((await reader.client.get("/api/v1/admin/verification")).statusCode).toBe(403);
    expect((await reader.client.post(`/api/v1/admin/verification/${ids[A]}/verified`)).statusCode).toBe(403);
    expect(await t.database.db.select().from(ideaVerifications).where(eq(ideaVerifications.ideaId, ids[A]!))).toHaveLength(0);
  });
});
