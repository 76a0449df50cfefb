import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/test-app";
import { admin, member } from "../../test/factories";
import { ideas, mailOutbox } from "../../db/schema";
import { IDEA_RETIRED_KIND } from "./retired-notice";
import { IDEAS_DIR } from "../../seed/seed";
import { IdeaFileError, loadIdeaFiles } from "../../seed/load-idea-files";
import type { IdeaFile } from "../../../shared/schemas/idea";
import type { RetiredIdeasResponse } from "../../../shared/schemas/retired";

// Two archived catalogue files retired on different days, and one published idea that must not appear.
const NEWER = "nrua-annual-deposit-prep-for-spanish-holiday-let-managers"; // retired 2026-11-27
const OLDER = "booster-club-treasurer-reports"; // retired 2026-11-23
const PUBLISHED = "1099-da-basis-gap-reconciler";
const REASON = "A bigger vendor shipped the same reconciliation inside its free tier.";

const read = (dir: string, slug: string): IdeaFile => JSON.parse(readFileSync(path.join(dir, `${slug}.json`), "utf8"));
const write = (dir: string, slug: string, value: unknown) => writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify(value));
function tempCopy(slugs: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "ideadeck-retired-"));
  for (const slug of slugs) copyFileSync(path.join(IDEAS_DIR, `${slug}.json`), path.join(dir, `${slug}.json`));
  return dir;
}

describe("GET /api/v1/ideas/retired", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedIdeasFrom: tempCopy([NEWER, OLDER, PUBLISHED]) });
  }, 60_000);
  afterAll(async () => t?.close());

  it("lists archived ideas newest first with the date, reason and source, and nothing paid", async () => {
    const res = await t.client().request({ url: "/api/v1/ideas/retired" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as RetiredIdeasResponse;
    const newer = read(IDEAS_DIR, NEWER);
    const older = read(IDEAS_DIR, OLDER);
    expect(body.ideas).toEqual([
      { slug: NEWER, title: newer.title, tagline: newer.tagline, category: newer.category, retiredOn: "2026-11-27", reason: newer.retirement!.reason, sourceUrl: newer.retirement!.source_url ?? null },
      { slug: OLDER, title: older.title, tagline: older.tagline, category: older.category, retiredOn: "2026-11-23", reason: older.retirement!.reason, sourceUrl: older.retirement!.source_url },
    ]);
    // The analysis a reader pays for stays out, even for a retired idea.
    for (const paid of [newer.market_gap, newer.problem_narrative, older.execution_plan[0]!, older.why_now]) {
      expect(res.body).not.toContain(paid.slice(0, 60));
    }
    expect(res.body).not.toMatch(/market_gap|score|revenue|competitor/i);
  });

  it("does not list a published idea", async () => {
    const res = await t.client().request({ url: "/api/v1/ideas/retired" });
    expect((res.json() as RetiredIdeasResponse).ideas.map((idea) => idea.slug)).not.toContain(PUBLISHED);
  });
});

describe("seed refusal", () => {
  it("refuses an archived idea without a retirement, and a retirement dated in the future", () => {
    const dir = tempCopy([NEWER, PUBLISHED]);
    const now = new Date("2026-11-27T12:00:00Z");
    expect(loadIdeaFiles(dir, { now }).find((idea) => idea.slug === NEWER)?.retirement?.date).toBe("2026-11-27");
    const { retirement, ...withoutRetirement } = read(dir, NEWER);
    write(dir, NEWER, withoutRetirement);
    expect(() => loadIdeaFiles(dir, { now })).toThrow(IdeaFileError);
    expect(() => loadIdeaFiles(dir, { now })).toThrow(new RegExp(`${NEWER}\\.json: retirement: required when status is "archived"`));
    write(dir, NEWER, { ...withoutRetirement, retirement: { ...retirement!, date: "2026-11-28" } });
    expect(() => loadIdeaFiles(dir, { now })).toThrow(/retirement\.date: 2026-11-28 is after today \(2026-11-27\)/);
    // A published idea needs none.
    expect(read(dir, PUBLISHED).retirement).toBeUndefined();
  });
});

describe("savers are told when an idea is retired", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedIdeasFrom: tempCopy([PUBLISHED]) });
  }, 60_000);
  afterAll(async () => t?.close());

  const retiredMails = async (to: string) =>
    (await t.database.db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.kind, IDEA_RETIRED_KIND), eq(mailOutbox.toAddress, to))))[0]!.n;

  it("mails exactly the members who saved it when an admin archives it, once", async () => {
    const [idea] = await t.database.db.select({ id: ideas.id, title: ideas.title }).from(ideas).where(eq(ideas.slug, PUBLISHED));
    const saver = await member(t, "saver@example.com");
    const other = await member(t, "other@example.com");
    expect((await saver.client.post("/api/v1/saved", { ideaId: idea!.id })).statusCode).toBe(200);
    const boss = await admin(t, "boss@example.com");

    expect((await boss.client.patch(`/api/v1/admin/ideas/${idea!.id}/status`, { status: "archived", reason: REASON })).statusCode).toBe(200);
    const mail = await t.waitForMail(saver.email, IDEA_RETIRED_KIND);
    expect(mail.subject).toBe(`An idea you saved was retired: ${idea!.title}`);
    expect(mail.text).toContain("/retired");
    expect(await retiredMails(other.email)).toBe(0);
    expect(await retiredMails(boss.email)).toBe(0);

    // Archived again after a republish: the saver was already told.
    expect((await boss.client.patch(`/api/v1/admin/ideas/${idea!.id}/status`, { status: "published" })).statusCode).toBe(200);
    expect((await boss.client.patch(`/api/v1/admin/ideas/${idea!.id}/status`, { status: "archived", reason: REASON })).statusCode).toBe(200);
    expect(await retiredMails(saver.email)).toBe(1);
  });
});

describe("the admin's archive takes the public reason", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedIdeasFrom: tempCopy([PUBLISHED]) });
  }, 60_000);
  afterAll(async () => t?.close());

  const stored = async () => (await t.database.db.select().from(ideas).where(eq(ideas.slug, PUBLISHED)))[0]!;
  const listed = async () => ((await t.client().request({ url: "/api/v1/ideas/retired" })).json() as RetiredIdeasResponse).ideas;

  it("refuses an archive without a usable reason or with a bad link, and changes nothing", async () => {
    const boss = await admin(t, "archiver@example.com");
    const before = await stored();
    expect(before.status).toBe("published");
    const url = `/api/v1/admin/ideas/${before.id}/status`;
    for (const body of [
      { status: "archived" },
      { status: "archived", reason: "   too short   " },
      { status: "archived", reason: "x".repeat(401) },
      { status: "archived", reason: REASON, source_url: "ftp://example.com/notice" },
      { status: "draft", reason: REASON },
    ]) {
      const res = await boss.client.patch(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.issues.length).toBeGreaterThan(0);
    }
    // The whole-form edit needs the reason too.
    const detail = (await boss.client.get(`/api/v1/admin/ideas/${before.id}`)).json() as { idea: Record<string, unknown> };
    const put = await boss.client.request({ method: "PUT", url: `/api/v1/admin/ideas/${before.id}`, body: { ...detail.idea, status: "archived" } });
    expect(put.statusCode).toBe(400);
    expect(put.json().error.issues).toContainEqual(expect.objectContaining({ path: "retirement.reason" }));
    const future = await boss.client.request({ method: "PUT", url: `/api/v1/admin/ideas/${before.id}`, body: { ...detail.idea, status: "archived", retirement: { reason: REASON, date: "2999-01-01" } } });
    expect(future.statusCode).toBe(400);

    const after = await stored();
    expect(after.status).toBe("published");
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.analysis).toEqual(before.analysis);
    expect(await listed()).toEqual([]);
  });

  it("stores the reason, today's date and the source, shows them on /retired, and drops them when republished", async () => {
    const boss = await admin(t, "archiver2@example.com");
    const { id } = await stored();
    const today = new Date().toISOString().slice(0, 10);
    const res = await boss.client.patch(`/api/v1/admin/ideas/${id}/status`, { status: "archived", reason: `  ${REASON}  `, source_url: "https://example.com/launch" });
    expect(res.statusCode).toBe(200);
    expect((await listed()).map(({ slug, retiredOn, reason, sourceUrl }) => ({ slug, retiredOn, reason, sourceUrl }))).toEqual([
      { slug: PUBLISHED, retiredOn: today, reason: REASON, sourceUrl: "https://example.com/launch" },
    ]);
    expect((await boss.client.patch(`/api/v1/admin/ideas/${id}/status`, { status: "published" })).statusCode).toBe(200);
    expect((await stored()).analysis?.retirement).toBeUndefined();
    expect(await listed()).toEqual([]);

    // Through the form: the reason given there, an earlier date kept.
    const detail = (await boss.client.get(`/api/v1/admin/ideas/${id}`)).json() as { idea: Record<string, unknown> };
    const put = await boss.client.request({ method: "PUT", url: `/api/v1/admin/ideas/${id}`, body: { ...detail.idea, status: "archived", retirement: { reason: REASON, date: "2026-01-05" } } });
    expect(put.statusCode).toBe(200);
    expect((await listed())[0]).toMatchObject({ slug: PUBLISHED, retiredOn: "2026-01-05", reason: REASON, sourceUrl: null });

    // Published again, as the file's other test expects to find it (tests run shuffled).
    expect((await boss.client.patch(`/api/v1/admin/ideas/${id}/status`, { status: "published" })).statusCode).toBe(200);
  });
});
