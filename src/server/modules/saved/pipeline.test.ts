import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { dailyIdeas, ideas, pipelineEntries, users } from "../../db/schema";
import { TEST_AGGREGATE_MIN_SHARED } from "../../../shared/pipeline";
import { utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import { setTier } from "../../test/factories";

let t: TestApp;
let regular: { id: string; slug: string };
let proPick: { id: string; slug: string };
let daily: { id: string; slug: string };
const today = () => utcDay(new Date());
const inDays = (days: number) => utcDay(utcMidnightPlusDays(new Date(), days));

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  const db = t.database.db;
  const published = and(eq(ideas.status, "published"), eq(ideas.isProPick, false));
  [regular, daily] = (await db.select({ id: ideas.id, slug: ideas.slug }).from(ideas).where(published).orderBy(ideas.slug).limit(2)) as [typeof regular, typeof daily];
  [proPick] = (await db.select({ id: ideas.id, slug: ideas.slug }).from(ideas).where(and(eq(ideas.status, "published"), eq(ideas.isProPick, true))).limit(1)) as [typeof proPick];
  await db.insert(dailyIdeas).values({ day: today(), ideaId: daily.id, emailSubject: "x" });
}, 180_000);
afterAll(async () => {
  await t.close();
});

let people = 0;
/** A new verified member on a plan; each test makes its own, so no test depends on another's data. */
async function member(tier: "free" | "starter" | "pro" = "pro", name = "Pipeline Member"): Promise<{ client: TestClient; id: string; email: string }> {
  const email = `pipeline-${tier}-${++people}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const client = await signUpVerified(t, email, name);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (tier !== "free") await setTier(t, user!.id, tier);
  return { client, id: user!.id, email };
}

const panelOf = async (client: TestClient, ideaId: string) => (await client.get(`/api/v1/pipeline/ideas/${ideaId}`)).json();

describe("pipeline", { timeout: 90_000 }, () => {
  it("asks a visitor to sign in, and still tells them how many members build an idea", async () => {
    expect((await t.client().get("/api/v1/pipeline")).statusCode).toBe(401);
    expect((await t.client().patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "exploring" })).statusCode).toBe(401);
    const panel = await panelOf(t.client(), regular.id);
    expect(typeof panel.builders).toBe("number");
    expect(panel.test).toBeNull();
    expect(panel.entry).toBeNull();
  });

  it("moves an idea through the stages, saving it first and dating every move", async () => {
    const { client } = await member("pro");
    const first = await client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "exploring" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stage: "exploring", idea: { slug: regular.slug, workable: true }, dropReason: null });
    // Moving saved the idea: the one notion of "saved".
    expect((await client.get("/api/v1/saved")).json().items.map((i: { idea: { slug: string } }) => i.idea.slug)).toContain(regular.slug);

    await client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "building" });
    const dropped = (await client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "dropped", reason: "Two firms already sell this" })).json();
    expect(dropped.stage).toBe("dropped");
    expect(dropped.dropReason).toBe("Two firms already sell this");
    expect(dropped.moves.map((m: { from: string; to: string }) => `${m.from}>${m.to}`)).toEqual(["saved>exploring", "exploring>building", "building>dropped"]);
    for (const move of dropped.moves) expect(Date.now() - Date.parse(move.movedAt)).toBeLessThan(60_000);
    expect(dropped.moves[2].reason).toBe("Two firms already sell this");
    // Moving to where it is changes nothing.
    const again = (await client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "dropped", reason: "Two firms already sell this" })).json();
    expect(again.moves).toHaveLength(3);
    // Back to exploring clears the drop reason.
    expect((await client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "exploring" })).json()).toMatchObject({ stage: "exploring", dropReason: null });
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { client } = await member("pro");
    await client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "exploring" });
    for (const body of [{ stage: "dropped" }, { stage: "dropped", reason: " " }, { stage: "shipped" }, {}, { stage: "building", extra: 1 }]) {
      const res = await client.patch(`/api/v1/pipeline/${regular.id}/stage`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
    expect((await client.patch("/api/v1/pipeline/not-a-uuid/stage", { stage: "exploring" })).statusCode).toBe(400);
    expect((await client.patch(`/api/v1/pipeline/00000000-0000-4000-8000-000000000000/stage`, { stage: "exploring" })).statusCode).toBe(404);
    expect((await client.patch(`/api/v1/pipeline/${regular.id}/notes`, { notes: "x".repeat(5001) })).statusCode).toBe(400);
    const [item] = (await client.get("/api/v1/pipeline")).json().items;
    expect(item).toMatchObject({ stage: "exploring", notes: "" });
    expect(item.moves).toHaveLength(1);
  });

  it("keeps notes per idea and per member", async () => {
    const a = await member("pro");
    const b = await member("pro");
    expect((await a.client.patch(`/api/v1/pipeline/${regular.id}/notes`, { notes: "Ask the registry for the list" })).json()).toMatchObject({ stage: "saved", notes: "Ask the registry for the list" });
    await a.client.patch(`/api/v1/pipeline/${proPick.id}/notes`, { notes: "Pro pick note" });
    const items = (await a.client.get("/api/v1/pipeline")).json().items as { idea: { id: string }; notes: string }[];
    expect(Object.fromEntries(items.map((i) => [i.idea.id, i.notes]))).toEqual({ [regular.id]: "Ask the registry for the list", [proPick.id]: "Pro pick note" });
    expect((await b.client.get("/api/v1/pipeline")).json().items).toEqual([]);
  });

  it("limits a free member's pipeline to what they can read (canWorkOnIdea)", async () => {
    const { client } = await member("free");
    const refused = await client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "exploring" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/full analysis/);
    expect((await client.get("/api/v1/pipeline")).json().items).toEqual([]); // refused before saving
    // Saving, notes and dropping stay open; the item says it cannot be worked on.
    expect((await client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "dropped", reason: "Not for me" })).json()).toMatchObject({ stage: "dropped", idea: { workable: false } });
    expect((await client.post(`/api/v1/pipeline/${regular.id}/test`, { dueOn: inDays(7) })).statusCode).toBe(403);
    expect((await panelOf(client, regular.id)).test).toBeNull();
    // Today's idea is free to read in full, so it may be worked on and tested today.
    expect((await client.patch(`/api/v1/pipeline/${daily.id}/stage`, { stage: "exploring" })).json()).toMatchObject({ stage: "exploring", idea: { workable: true } });
    expect((await panelOf(client, daily.id)).test.available).toBe(true);

    const starter = await member("starter");
    expect((await starter.client.patch(`/api/v1/pipeline/${regular.id}/stage`, { stage: "exploring" })).statusCode).toBe(200);
    expect((await starter.client.patch(`/api/v1/pipeline/${proPick.id}/stage`, { stage: "exploring" })).statusCode).toBe(403);
    expect((await panelOf(starter.client, proPick.id)).test).toBeNull();
  });

  it("counts the members building an idea, follows the pipeline, and never names them", async () => {
    const viewer = await member("free");
    const start = (await panelOf(viewer.client, proPick.id)).builders;
    const a = await member("pro", "Ada Builder");
    const b = await member("pro", "Bo Builder");
    await a.client.patch(`/api/v1/pipeline/${proPick.id}/stage`, { stage: "building" });
    expect((await panelOf(viewer.client, proPick.id)).builders).toBe(start + 1);
    await b.client.patch(`/api/v1/pipeline/${proPick.id}/stage`, { stage: "building" });
    const panel = await viewer.client.get(`/api/v1/pipeline/ideas/${proPick.id}`);
    expect(panel.json().builders).toBe(start + 2);
    for (const secret of [a.id, b.id, a.email, b.email, "Ada Builder", "Bo Builder"]) expect(panel.body).not.toContain(secret);
    expect(panel.headers["cache-control"]).toBe("private, no-store");
    await a.client.patch(`/api/v1/pipeline/${proPick.id}/stage`, { stage: "launched" });
    expect((await panelOf(t.client(), proPick.id)).builders).toBe(start + 1);
    // Unsaving removes the entry with the saved row.
    await b.client.delete(`/api/v1/saved/${proPick.id}`);
    expect((await panelOf(t.client(), proPick.id)).builders).toBe(start);
    expect(await t.database.db.select().from(pipelineEntries).where(and(eq(pipelineEntries.userId, b.id), ne(pipelineEntries.stage, "saved")))).toEqual([]);
  });

  it("runs the one-week test: commit with a date, log a failure (dropped with the stop rule), retry and pass (building)", async () => {
    const { client } = await member("pro");
    const offered = (await panelOf(client, regular.id)).test;
    expect(offered.available).toBe(true);
    expect(offered.stopRule).toMatch(/^Stop if fewer than \d+ of the \d+/);
    expect(offered.basis.some((line: string) => line.startsWith("Target market:"))).toBe(true);
    // Derived deterministically: the same for another member.
    expect((await panelOf((await member("pro")).client, regular.id)).test).toEqual(offered);

    for (const dueOn of [inDays(-1), inDays(31), "2026-13-01", "soon"]) {
      expect((await client.post(`/api/v1/pipeline/${regular.id}/test`, { dueOn })).statusCode).toBe(400);
    }
    expect((await client.post(`/api/v1/pipeline/${regular.id}/test/result`, { passed: true })).statusCode).toBe(404);

    const committed = (await client.post(`/api/v1/pipeline/${regular.id}/test`, { dueOn: inDays(7) })).json();
    expect(committed.stage).toBe("testing");
    expect(committed.tests).toEqual([expect.objectContaining({ action: offered.action, stopRule: offered.stopRule, dueOn: inDays(7), passed: null, shareResult: false })]);
    expect((await client.post(`/api/v1/pipeline/${regular.id}/test`, { dueOn: inDays(7) })).statusCode).toBe(400); // one open test at a time

    const failed = (await client.post(`/api/v1/pipeline/${regular.id}/test/result`, { passed: false, note: "1 of 25 replied" })).json();
    expect(failed.stage).toBe("dropped");
    expect(failed.dropReason).toBe(`One-week test failed. ${offered.stopRule} Result: 1 of 25 replied`);
    expect(failed.tests[0]).toMatchObject({ passed: false, resultNote: "1 of 25 replied" });

    await client.post(`/api/v1/pipeline/${regular.id}/test`, { dueOn: today() });
    const passed = (await client.post(`/api/v1/pipeline/${regular.id}/test/result`, { passed: true, note: "4 calls booked" })).json();
    expect(passed.stage).toBe("building");
    expect(passed.tests.map((x: { passed: boolean }) => x.passed)).toEqual([false, true]);
    expect(passed.moves.map((m: { to: string }) => m.to)).toEqual(["testing", "dropped", "testing", "building"]);
  });

  it("shows the shared results only once enough members share, and never an unshared one", async () => {
    const idea = proPick;
    // Sign-ups are the slow part: everyone this test needs is made at once.
    const [first, reader, free, ...runners] = await Promise.all([member("pro"), member("pro"), member("free"), ...Array.from({ length: TEST_AGGREGATE_MIN_SHARED + 1 }, () => member("pro"))]);
    const before = await panelOf(first!.client, idea.id);
    expect(before.aggregate === null || before.aggregate.ran >= TEST_AGGREGATE_MIN_SHARED).toBe(true);
    const base = before.sharedSoFar;
    async function run(client: TestClient, passed: boolean, share: boolean) {
      await client.post(`/api/v1/pipeline/${idea.id}/test`, { dueOn: inDays(3) });
      expect((await client.post(`/api/v1/pipeline/${idea.id}/test/result`, { passed, share })).statusCode).toBe(200);
    }
    await run(runners[0]!.client, true, false); // private: never counted
    const needed = Math.max(0, TEST_AGGREGATE_MIN_SHARED - base - 1);
    for (let i = 0; i < needed; i++) await run(runners[i + 1]!.client, i % 2 === 0, true);
    const short = await panelOf(reader!.client, idea.id);
    if (base + needed < TEST_AGGREGATE_MIN_SHARED) expect(short.aggregate).toBeNull();
    expect(short.sharedSoFar).toBe(base + needed);
    await run(runners[needed + 1]!.client, false, true);
    const shown = await panelOf(reader!.client, idea.id);
    expect(shown.aggregate.ran).toBe(base + needed + 1);
    expect(shown.aggregate.passed).toBeLessThan(shown.aggregate.ran);
    // A free viewer, who may not read this Pro Pick, gets neither the test nor its results.
    expect(await panelOf(free!.client, idea.id)).toMatchObject({ test: null, aggregate: null, sharedSoFar: 0 });
  }, 180_000);

  it("exports the pipeline with notes, moves and test results as JSON and CSV, only the member's own", async () => {
    const { client } = await member("pro");
    const other = await member("pro");
    await other.client.patch(`/api/v1/pipeline/${daily.id}/notes`, { notes: "someone else's note" });
    await client.patch(`/api/v1/pipeline/${regular.id}/notes`, { notes: '=HYPERLINK("x") and "quotes", commas' });
    await client.post(`/api/v1/pipeline/${regular.id}/test`, { dueOn: inDays(5) });
    await client.post(`/api/v1/pipeline/${regular.id}/test/result`, { passed: false, note: "no replies" });
    await client.patch(`/api/v1/pipeline/${proPick.id}/stage`, { stage: "exploring" });

    const json = await client.get("/api/v1/pipeline/export?format=json");
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(/attachment; filename="ideadeck-pipeline-\d{4}-\d{2}-\d{2}\.json"/);
    const body = JSON.parse(json.body);
    expect(body.items).toHaveLength(2);
    const exported = body.items.find((i: { idea: { id: string } }) => i.idea.id === regular.id);
    expect(exported).toMatchObject({ stage: "dropped", notes: '=HYPERLINK("x") and "quotes", commas' });
    expect(exported.tests[0]).toMatchObject({ passed: false, resultNote: "no replies" });

    const csv = await client.get("/api/v1/pipeline/export?format=csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toBe("idea,slug,stage,stage_since,drop_reason,saved_at,notes,moves,test,stop_rule,test_due,test_result,test_note,test_logged_at");
    expect(lines).toHaveLength(3);
    const row = lines.find((line) => line.includes(regular.slug))!;
    expect(row).toContain(`"'=HYPERLINK(""x"") and ""quotes"", commas"`);
    expect(row).toContain('"failed","no replies"');
    expect(row).toContain(`"${inDays(5)}"`);
    expect(csv.body).not.toContain("someone else's note");
    expect((await client.get("/api/v1/pipeline/export?format=xml")).statusCode).toBe(400);
    expect((await t.client().get("/api/v1/pipeline/export?format=csv")).statusCode).toBe(401);
  });
});
