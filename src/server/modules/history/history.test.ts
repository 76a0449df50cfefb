import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { and, count, eq } from "drizzle-orm";
import { createTestApp, TEST_APP_URL, testConfig, type TestApp } from "../../test/test-app";
import { admin, member, type TestPerson } from "../../test/factories";
import { decodeQuotedPrintable, startSmtpPeer } from "../../test/smtp-peer";
import { ideaChanges, ideas, mailOutbox } from "../../db/schema";
import { createSmtpSender } from "../../integrations/smtp";
import { createServices } from "../../services";
import { IDEAS_DIR } from "../../seed/seed";
import { loadIdeaFiles } from "../../seed/load-idea-files";
import { seedIdeas } from "../../seed/seed-ideas";
import type { IdeaFile } from "../../../shared/schemas/idea";
import type { IdeaChangesResponse } from "../../../shared/schemas/idea-changes";
import { IDEA_CHANGED_KIND } from "./history.service";
import { changeMailStopLinks } from "./change-mail-token";
import { IDEA_RETIRED_KIND } from "../retired/index";

const SLUG = "1099-da-basis-gap-reconciler";
const REASON = "Two new competitors launched cost-basis tools this quarter.";

function tempCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "ideadeck-history-"));
  copyFileSync(path.join(IDEAS_DIR, `${SLUG}.json`), path.join(dir, `${SLUG}.json`));
  return dir;
}
const readFile = (dir: string): IdeaFile => JSON.parse(readFileSync(path.join(dir, `${SLUG}.json`), "utf8"));

/**
 * Each describe makes its own database and people, so the order of tests never matters. Mail goes
 * through the app's outbox; one test delivers it to the local SMTP peer to read the raw message.
 */
describe("change history and the savers' mail", () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let sender: ReturnType<typeof createSmtpSender>;
  let ideaId: string;
  let asker: TestPerson;
  let retiredOnly: TestPerson;
  let bystander: TestPerson;
  let boss: TestPerson;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    sender = createSmtpSender(peer.url);
    t = await createTestApp({ seedIdeasFrom: tempCopy(), smtp: sender });
    ideaId = (await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, SLUG)))[0]!.id;
    asker = await member(t, "asker@example.com");
    retiredOnly = await member(t, "retired-only@example.com");
    bystander = await member(t, "bystander@example.com");
    boss = await admin(t, "history-admin@example.com");
    for (const saver of [asker, retiredOnly]) expect((await saver.client.post("/api/v1/saved", { ideaId })).statusCode).toBe(200);
    // The bystander asks for change mail but saved nothing; the asker asks and saved.
    for (const person of [asker, bystander]) {
      const res = await person.client.request({ method: "PUT", url: "/api/v1/me/idea-change-mail", body: { mode: "material" } });
      expect(res.json()).toEqual({ mode: "material" });
    }
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    sender?.close();
    await peer?.close();
  });

  const mails = async (to: string, kind: string) =>
    (await t.database.db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to))))[0]!.n;
  const changesAs = async (person: TestPerson | null) => {
    const client = person ? person.client : t.client();
    const res = await client.request({ url: `/api/v1/ideas/${SLUG}/changes` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as IdeaChangesResponse;
  };
  const changedMailTo = (to: string) => peer.inbox.find((received) => received.to.includes(to) && /^Subject: An idea you saved changed/m.test(received.raw))!.raw;
  const scores = async () => ((await boss.client.get(`/api/v1/admin/ideas/${ideaId}`)).json() as { idea: IdeaFile }).idea.scores;

  it("records an admin's score change with its reason and mails exactly the savers who asked, once, with a one-click stop", async () => {
    const before = await scores();
    const res = await boss.client.patch(`/api/v1/admin/ideas/${ideaId}`, { scores: { ...before, opportunity: before.opportunity + 1.5 }, score_change_reason: REASON });
    expect(res.statusCode, res.body).toBe(200);

    const mail = await t.waitForMail(asker.email, IDEA_CHANGED_KIND);
    expect(mail.subject).toMatch(/^An idea you saved changed: /);
    expect(mail.text).toContain(`Opportunity score ${before.opportunity} → ${Math.round((before.opportunity + 1.5) * 10) / 10}`);
    expect(mail.text).toContain(REASON);
    expect(await mails(retiredOnly.email, IDEA_CHANGED_KIND)).toBe(0);
    expect(await mails(bystander.email, IDEA_CHANGED_KIND)).toBe(0);
    expect(await mails(boss.email, IDEA_CHANGED_KIND)).toBe(0);

    // A second pass (another instance's scheduler tick) writes nothing more.
    const services = createServices({ config: testConfig(), database: t.database, log: pino({ level: "silent" }), smtp: sender });
    expect(await services.history.notifyPending()).toBe(0);
    expect(await mails(asker.email, IDEA_CHANGED_KIND)).toBe(1);

    // Delivered to the SMTP peer: the one-click stop header is there.
    await services.mail.deliverDue({ kind: IDEA_CHANGED_KIND });
    const raw = changedMailTo(asker.email);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(decodeQuotedPrintable(raw)).toContain("/idea-mail/stop?user=");

    const history = await changesAs(asker);
    expect(history.changes[0]).toMatchObject({ reason: REASON, material: true, items: [{ kind: "score", key: "opportunity", from: before.opportunity }] });
    expect(history.sinceSaved?.items).toContainEqual(expect.objectContaining({ kind: "score", key: "opportunity", from: before.opportunity }));
    expect(history.mailMode).toBe("material");
  });

  it("shows a visitor the history without the saver's view, and a small or wording change is recorded but not mailed", async () => {
    const before = await scores();
    const asked = await mails(asker.email, IDEA_CHANGED_KIND);
    const detail = (await boss.client.get(`/api/v1/admin/ideas/${ideaId}`)).json() as { idea: IdeaFile };
    const res = await boss.client.patch(`/api/v1/admin/ideas/${ideaId}`, {
      scores: { ...before, feasibility: Math.round((before.feasibility + 0.5) * 10) / 10 },
      market_gap: `${detail.idea.market_gap} Checked again this month.`,
      sources: detail.idea.sources!.slice(1),
    });
    expect(res.statusCode, res.body).toBe(200);
    const visitor = await changesAs(null);
    expect(visitor.sinceSaved).toBeNull();
    expect(visitor.mailMode).toBeNull();
    expect(visitor.changes[0]).toMatchObject({ material: false, reason: null });
    expect(visitor.changes[0]!.items).toEqual(
      expect.arrayContaining([
        { kind: "score", key: "feasibility", from: before.feasibility, to: Math.round((before.feasibility + 0.5) * 10) / 10 },
        { kind: "section", section: "market_gap" },
        { kind: "sources", added: 0, removed: 1 },
      ]),
    );
    // A removed source is counted, never named: its address is paid analysis.
    expect(JSON.stringify(visitor)).not.toContain(detail.idea.sources![0]!.url);
    expect(await mails(asker.email, IDEA_CHANGED_KIND)).toBe(asked);
  });
});

describe("stopping the mail, and retirements", () => {
  let t: TestApp;
  let ideaId: string;
  let asker: TestPerson;
  let retiredOnly: TestPerson;
  let boss: TestPerson;
  beforeAll(async () => {
    t = await createTestApp({ seedIdeasFrom: tempCopy() });
    ideaId = (await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, SLUG)))[0]!.id;
    asker = await member(t, "stopper@example.com");
    retiredOnly = await member(t, "retired-only2@example.com");
    boss = await admin(t, "history-admin2@example.com");
    for (const saver of [asker, retiredOnly]) expect((await saver.client.post("/api/v1/saved", { ideaId })).statusCode).toBe(200);
    await asker.client.request({ method: "PUT", url: "/api/v1/me/idea-change-mail", body: { mode: "material" } });
  }, 240_000);
  afterAll(async () => t?.close());

  const mails = async (to: string, kind: string) =>
    (await t.database.db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to))))[0]!.n;
  const modeOf = async (person: TestPerson) => ((await person.client.request({ url: "/api/v1/me/idea-change-mail" })).json() as { mode: string }).mode;

  it("stops every idea mail with the signed link, refuses a forged one, and tells retirement-only savers of an archive", async () => {
    const userId = asker.id;
    const forged = await t.client().request({ method: "POST", url: `/api/v1/idea-change-mail/stop?user=${userId}&token=${"A".repeat(43)}` });
    expect(forged.statusCode).toBe(400);
    expect(await modeOf(asker)).toBe("material");

    const link = new URL(changeMailStopLinks(TEST_APP_URL, testConfig().authSecret, userId).oneClick);
    const stop = await t.client().request({
      method: "POST",
      url: `${link.pathname}${link.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody: "List-Unsubscribe=One-Click",
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(await modeOf(asker)).toBe("none");

    const archive = await boss.client.patch(`/api/v1/admin/ideas/${ideaId}/status`, { status: "archived", reason: "A bigger vendor shipped the same reconciliation for free." });
    expect(archive.statusCode, archive.body).toBe(200);
    const retired = await t.waitForMail(retiredOnly.email, IDEA_RETIRED_KIND);
    expect(retired.text).toContain("Stop mail about ideas I saved");
    expect(await mails(asker.email, IDEA_RETIRED_KIND)).toBe(0);
    // The history is still readable on the retired idea.
    expect(((await t.client().request({ url: `/api/v1/ideas/${SLUG}/changes` })).json() as IdeaChangesResponse).changes[0]!.items).toContainEqual({ kind: "status", from: "published", to: "archived" });
  });
});


describe("changes from the catalogue files", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = tempCopy();
    t = await createTestApp({ seedIdeasFrom: dir });
  }, 180_000);
  afterAll(async () => t?.close());

  it("records a re-loaded idea file's moved scores and trigger date as a material change, and a same file as nothing", async () => {
    const [{ id }] = (await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, SLUG))) as [{ id: string }];
    const saver = await member(t, "file-saver@example.com");
    expect((await saver.client.post("/api/v1/saved", { ideaId: id })).statusCode).toBe(200);
    await saver.client.request({ method: "PUT", url: "/api/v1/me/idea-change-mail", body: { mode: "material" } });

    await seedIdeas(t.database.db, loadIdeaFiles(dir), { force: false });
    expect(await t.database.db.select().from(ideaChanges).where(eq(ideaChanges.ideaId, id))).toEqual([]);

    const file = readFile(dir);
    const trigger = file.triggers![0]!;
    const moved = { ...file, scores: { ...file.scores, why_now: Math.round((file.scores.why_now - 1) * 10) / 10 }, score_change_reason: REASON, triggers: [{ ...trigger, date: "2027-03-01" }, ...file.triggers!.slice(1)] };
    writeFileSync(path.join(dir, `${SLUG}.json`), JSON.stringify(moved));
    await seedIdeas(t.database.db, loadIdeaFiles(dir), { force: false });

    const [change] = await t.database.db.select().from(ideaChanges).where(eq(ideaChanges.ideaId, id));
    expect(change).toMatchObject({ origin: "catalogue", material: true, reason: REASON, notifiedAt: null });
    expect(change!.items).toEqual(
      expect.arrayContaining([
        { kind: "score", key: "why_now", from: file.scores.why_now, to: moved.scores.why_now },
        { kind: "trigger", summary: trigger.summary, from: trigger.date, to: "2027-03-01" },
      ]),
    );
    // The scheduler's step mails the saver who asked.
    const services = createServices({ config: testConfig(), database: t.database, log: pino({ level: "silent" }), smtp: null });
    expect(await services.history.notifyPending()).toBe(1);
    const mail = await t.waitForMail(saver.email, IDEA_CHANGED_KIND);
    expect(mail.text).toContain(`Trigger date moved from ${trigger.date} to 2027-03-01`);
    expect(await services.history.notifyPending()).toBe(0);
  });
});
