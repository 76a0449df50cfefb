import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { auditLog, dailyIdeas, ideas, users } from "../../db/schema";
import { setRole } from "../auth/index";
import { IDEAS_DIR } from "../../seed/seed";
import { seedIdeas } from "../../seed/seed-ideas";
import { ideaFileSchema, type IdeaFile } from "../../../shared/schemas/idea";
import { utcDay } from "../../../shared/utc-dates";
import { setTier } from "../../test/factories";

let t: TestApp;
let admin: TestClient;
const BASE = "/api/v1/admin/ideas";

/** A real catalogue idea as the form would send it, under another title. */
const template: IdeaFile = ideaFileSchema.parse(JSON.parse(readFileSync(path.join(IDEAS_DIR, "1099-da-basis-gap-reconciler.json"), "utf8")));
function fullIdea(title: string, overrides: Partial<IdeaFile> = {}) {
  const { slug: _slug, sources: _sources, last_verified_at: _v, score_rationale: _r, ...rest } = template;
  return { ...rest, title, status: "published" as const, is_pro_pick: false, ...overrides };
}

async function ideaRow(slug: string) {
  const [row] = await t.database.db.select().from(ideas).where(eq(ideas.slug, slug));
  return row;
}

async function create(body: unknown) {
  return admin.post(BASE, body);
}

/**
 * Each test makes the ideas it works on (suffixed by its own name), so the tests pass in any order
 * (`vitest --sequence.shuffle`, issue 25).
 */
async function seededIdea(slug: string, title = `Seeded ${slug}`) {
  await seedIdeas(t.database.db, [{ ...template, slug, title }], { force: false });
  return (await ideaRow(slug))!;
}
async function createdIdea(title: string, body: Record<string, unknown> = {}) {
  const answer = await create({ ...fullIdea(title), ...body });
  expect(answer.statusCode, answer.body).toBe(201);
  return (await ideaRow(answer.json().idea.slug))!;
}
async function draftIdea(title: string) {
  const answer = await create({ title, tagline: `The tagline of ${title}`, category: "fintech" });
  expect(answer.statusCode, answer.body).toBe(201);
  return (await ideaRow(answer.json().idea.slug))!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t, "ideas-admin@example.com");
  await setRole(t.database.db, "ideas-admin@example.com", "admin", { id: null, label: "test" });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("who may use /api/v1/admin/ideas", () => {
  it("answers 401 to a visitor and 403 to free and pro members, for reads and writes", async () => {
    const free = await signUpVerified(t, "ideas-free@example.com");
    const pro = await signUpVerified(t, "ideas-pro@example.com");
    const [proUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "ideas-pro@example.com"));
    await setTier(t, proUser!.id, "pro");
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: Array<[string, string, unknown?]> = [
      ["GET", BASE],
      ["GET", `${BASE}/${id}`],
      ["POST", BASE, { title: "Sneaky idea", tagline: "A tagline for it", category: "saas" }],
      ["PUT", `${BASE}/${id}`, { title: "Sneaky idea", tagline: "A tagline for it", category: "saas" }],
      ["PATCH", `${BASE}/${id}/status`, { status: "published" }],
      ["PATCH", `${BASE}/${id}/pro-pick`, { value: true }],
      ["PATCH", `${BASE}/${id}/featured`, { value: true }],
      ["POST", `${BASE}/${id}/daily`, {}],
      ["DELETE", `${BASE}/${id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.client().request({ method: method as "GET", url, body })).statusCode, `${method} ${url}`).toBe(401);
      for (const member of [free, pro]) {
        const answer = await member.request({ method: method as "GET", url, body });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json().error.message).toBe("Admin access required");
      }
    }
    expect(await t.database.db.select().from(ideas).where(eq(ideas.title, "Sneaky idea"))).toHaveLength(0);
  });
});

describe("creating an idea", () => {
  it("derives the slug from the title, starts with flags off and counts at zero, and shows in the catalogue when published", async () => {
    // An AI draft is published only with its sources (issue 23, item 8; ai-draft-publishing.test.ts).
    const answer = await create({ ...fullIdea("  Invoice Chaser: AI for 1099s!! "), sources: template.sources, is_pro_pick: true, is_featured: true, ai_drafted_by: "builtin" });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ message: "Idea created successfully", idea: { slug: "invoice-chaser-ai-for-1099s", status: "published", isProPick: false, isFeatured: false, viewCount: 0, aiDraftedBy: "builtin" } });
    const row = await ideaRow("invoice-chaser-ai-for-1099s");
    expect(row).toMatchObject({ title: "Invoice Chaser: AI for 1099s!!", isProPick: false, isFeatured: false, viewCount: 0, aiDraftedBy: "builtin" });
    expect(row!.publishedAt).not.toBeNull();
    expect(row!.editedByAdminAt).not.toBeNull();
    const catalogue = (await admin.get("/api/v1/ideas?search=invoice%20chaser")).json();
    expect(catalogue.ideas.map((card: { slug: string }) => card.slug)).toContain("invoice-chaser-ai-for-1099s");
    const detail = await admin.get("/api/v1/ideas/invoice-chaser-ai-for-1099s");
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ access: "full", idea: { title: "Invoice Chaser: AI for 1099s!!" } });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, row!.id));
    expect(entry).toMatchObject({ action: "idea.create", actorEmail: "ideas-admin@example.com", before: null, after: { slug: "invoice-chaser-ai-for-1099s" } });
  });

  it("saves a draft with only title, tagline and category, with published_at empty and no place in the catalogue", async () => {
    const answer = await create({ title: "Half-written draft", tagline: "Still researching this one", category: "fintech" });
    expect(answer.statusCode, answer.body).toBe(201);
    const row = await ideaRow("half-written-draft");
    expect(row).toMatchObject({ status: "draft", publishedAt: null, keywordTerm: null, researchHours: 0 });
    expect((await admin.get("/api/v1/ideas/half-written-draft")).statusCode).toBe(404);
    const detail = (await admin.get(`${BASE}/${row!.id}`)).json();
    expect(detail.idea).toMatchObject({ slug: "half-written-draft", title: "Half-written draft", tagline: "Still researching this one", category: "fintech", status: "draft" });
    expect(detail.idea.problem_narrative).toBeUndefined();
    // What was never entered comes back as not entered, so the form can save the draft as it got it.
    expect(detail.idea.research_hours).toBeUndefined();
    const again = await admin.request({ method: "PUT", url: `${BASE}/${row!.id}`, body: detail.idea });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("refuses a missing title or tagline with the spec's message and stores nothing", async () => {
    const before = await t.database.db.$count(ideas);
    for (const body of [
      { title: "   ", tagline: "A tagline that is here", category: "saas" },
      { title: "A title that is here", tagline: "", category: "saas" },
    ]) {
      const answer = await create(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.issues.map((issue: { message: string }) => issue.message)).toContain("Please fill in all required fields");
    }
    expect((await create({ title: "Unknown category idea", tagline: "A tagline that is here", category: "gardening" })).statusCode).toBe(400);
    expect((await create({ ...fullIdea("Archived at birth"), status: "archived" })).statusCode).toBe(400);
    expect((await create({ title: "!!!", tagline: "A tagline that is here", category: "saas" })).statusCode).toBe(400);
    expect(await t.database.db.$count(ideas)).toBe(before);
  });

  it("refuses to publish an incomplete idea, naming the missing fields", async () => {
    const answer = await create({ title: "Published too early", tagline: "Nothing behind this tagline", category: "saas", status: "published" });
    expect(answer.statusCode).toBe(400);
    const paths = answer.json().error.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["problem_narrative", "scores", "research_hours"]));
    expect(await ideaRow("published-too-early")).toBeUndefined();
  });

  it("answers 409 naming the slug when another idea has it", async () => {
    await create({ title: "Duplicate Name", tagline: "The first with this name", category: "saas" });
    const answer = await create({ title: "duplicate  name", tagline: "The second with this name", category: "saas" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe('The slug "duplicate-name" is already used by another idea. Change the title or the slug.');
    expect(await t.database.db.select().from(ideas).where(eq(ideas.slug, "duplicate-name"))).toHaveLength(1);
  });
});

describe("editing an idea", () => {
  it("replaces its fields, keeps its counts and flags, refuses a taken slug, and survives a re-seed", async () => {
    const seeded = { ...template, slug: "seeded-for-edit", title: "Seeded for edit" };
    await seedIdeas(t.database.db, [seeded], { force: false });
    const row = await ideaRow("seeded-for-edit");
    expect(row!.editedByAdminAt).toBeNull();
    await t.database.db.update(ideas).set({ viewCount: 17, isProPick: true }).where(eq(ideas.id, row!.id));
    const detail = (await admin.get(`${BASE}/${row!.id}`)).json();
    expect(ideaFileSchema.safeParse({ ...detail.idea }).success).toBe(true);

    const other = await createdIdea("Holds the slug an edit wants");
    const taken = await admin.request({ method: "PUT", url: `${BASE}/${row!.id}`, body: { ...detail.idea, slug: other.slug } });
    expect(taken.statusCode).toBe(409);

    const { is_pro_pick: _flag, ...form } = detail.idea;
    const edited = await admin.request({ method: "PUT", url: `${BASE}/${row!.id}`, body: { ...form, title: "Edited by the admin", research_hours: 12.5 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: "Idea updated successfully", idea: { title: "Edited by the admin", slug: "seeded-for-edit", isProPick: true, viewCount: 17 } });
    const after = await ideaRow("seeded-for-edit");
    expect(after!.editedByAdminAt).not.toBeNull();
    expect(after!.publishedAt?.getTime()).toBe(row!.publishedAt?.getTime());

    const reseed = await seedIdeas(t.database.db, [seeded], { force: false });
    expect(reseed.skippedAdminEdited).toBe(1);
    expect(await ideaRow("seeded-for-edit")).toMatchObject({ title: "Edited by the admin", researchHours: 12.5 });

    const patched = await admin.patch(`${BASE}/${row!.id}`, { tagline: "A new tagline from a PATCH" });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await ideaRow("seeded-for-edit")).toMatchObject({ title: "Edited by the admin", tagline: "A new tagline from a PATCH", status: "published", isProPick: true });
  });

  it("changes nothing on bad input", async () => {
    const row = await seededIdea("seeded-for-bad-input");
    for (const body of [{ title: "", tagline: "x", category: "saas" }, { ...fullIdea("Bad scores"), scores: { opportunity: 11, problem: 5, feasibility: 5, why_now: 5 } }]) {
      expect((await admin.request({ method: "PUT", url: `${BASE}/${row.id}`, body })).statusCode).toBe(400);
    }
    expect((await admin.patch(`${BASE}/${row.id}/status`, { status: "gone" })).statusCode).toBe(400);
    expect((await admin.get(`${BASE}/not-an-id`)).statusCode).toBe(400);
    expect((await admin.get(`${BASE}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    const after = await ideaRow("seeded-for-bad-input");
    expect(after).toEqual(row);
  });
});

describe("status, Pro Pick and Featured Pick", () => {
  it("sets updated_at on a status change, published_at to now when published and null otherwise", async () => {
    const row = await seededIdea("seeded-for-status");
    const archived = await admin.patch(`${BASE}/${row.id}/status`, { status: "archived", reason: "A competitor shipped the same feature set for free." });
    expect(archived.json()).toMatchObject({ message: "Idea status updated to archived", idea: { status: "archived", publishedAt: null } });
    const archivedRow = await ideaRow("seeded-for-status");
    expect(archivedRow!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect((await admin.get("/api/v1/ideas/seeded-for-status")).statusCode).toBe(404);

    const startedAt = Date.now();
    const published = (await admin.patch(`${BASE}/${row.id}/status`, { status: "published" })).json();
    expect(published.message).toBe("Idea status updated to published");
    expect(Date.parse(published.idea.publishedAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect((await admin.get("/api/v1/ideas/seeded-for-status")).statusCode).toBe(200);

    const complete = await create({ ...fullIdea("Complete but a draft"), status: "draft" });
    expect(complete.statusCode, complete.body).toBe(201);
    const publishedDraft = await admin.patch(`${BASE}/${complete.json().idea.id}/status`, { status: "published" });
    expect(publishedDraft.statusCode, publishedDraft.body).toBe(200);
    await admin.delete(`${BASE}/${complete.json().idea.id}`);

    const draft = await draftIdea("Draft that may not be published");
    const refused = await admin.patch(`${BASE}/${draft.id}/status`, { status: "published" });
    expect(refused.statusCode).toBe(400);
    expect(await ideaRow(draft.slug)).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("toggles Pro Pick and Featured Pick with the spec's messages", async () => {
    const row = await seededIdea("seeded-for-picks");
    await t.database.db.update(ideas).set({ isProPick: true }).where(eq(ideas.id, row.id));
    expect((await admin.patch(`${BASE}/${row.id}/pro-pick`, { value: false })).json()).toMatchObject({ message: "Idea removed from Pro Pick", idea: { isProPick: false } });
    expect((await admin.patch(`${BASE}/${row.id}/pro-pick`, { value: true })).json()).toMatchObject({ message: "Idea marked as Pro Pick", idea: { isProPick: true } });
    expect((await admin.patch(`${BASE}/${row.id}/featured`, { value: true })).json()).toMatchObject({ message: "Idea marked as Featured Pick", idea: { isFeatured: true } });
    expect((await admin.patch(`${BASE}/${row.id}/featured`, { value: false })).json()).toMatchObject({ message: "Idea removed from Featured Pick", idea: { isFeatured: false } });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, row.id))).map((entry) => entry.action);
    expect(actions.filter((action) => action === "idea.pro_pick")).toHaveLength(2);
    expect(actions.filter((action) => action === "idea.featured")).toHaveLength(2);
  });
});

describe("the daily idea", () => {
  it("makes a published idea today's idea for the site and the e-mail subject, one at a time", async () => {
    const first = await createdIdea("Daily pick number one");
    const second = await seededIdea("daily-pick-number-two", "Daily pick number two");
    const today = utcDay(new Date());
    await t.database.db.update(dailyIdeas).set({ sentAt: null }).where(eq(dailyIdeas.day, today));
    const one = await admin.post(`${BASE}/${first.id}/daily`, {});
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ message: "Idea set as today's daily idea", daily: { day: today, slug: first.slug, subject: "Today's Startup Idea: Daily pick number one", sentAt: null } });
    expect((await t.client().get("/api/v1/ideas/daily")).json().idea.slug).toBe(first.slug);

    await admin.post(`${BASE}/${second.id}/daily`, {});
    expect((await t.client().get("/api/v1/ideas/daily")).json().idea.slug).toBe(second.slug);
    const rows = await t.database.db.select().from(dailyIdeas).where(eq(dailyIdeas.day, today));
    expect(rows).toEqual([expect.objectContaining({ ideaId: second.id, emailSubject: "Today's Startup Idea: Daily pick number two" })]);
    const list = (await admin.get(`${BASE}?search=daily-pick-number`)).json();
    expect(list.items.filter((item: { isDaily: boolean }) => item.isDaily).map((item: { slug: string }) => item.slug)).toEqual([second.slug]);
    expect(list.daily).toMatchObject({ slug: second.slug, subject: "Today's Startup Idea: Daily pick number two", expiresAt: `${utcDay(new Date(Date.now() + 86_400_000))}T00:00:00.000Z` });
  });

  it("keeps the day's send time when the e-mail already went out, and refuses a draft", async () => {
    const today = utcDay(new Date());
    const sent = await createdIdea("Daily already mailed");
    const next = await createdIdea("Daily chosen after the mail");
    expect((await admin.post(`${BASE}/${sent.id}/daily`, {})).statusCode).toBe(200);
    const sentAt = new Date();
    await t.database.db.update(dailyIdeas).set({ sentAt }).where(eq(dailyIdeas.day, today));
    const answer = (await admin.post(`${BASE}/${next.id}/daily`, {})).json();
    expect(answer.daily).toMatchObject({ slug: next.slug, sentAt: sentAt.toISOString() });
    expect(answer.message).toContain("already went out");
    const draft = await draftIdea("Draft that may not be daily");
    expect((await admin.post(`${BASE}/${draft.id}/daily`, {})).statusCode).toBe(400);
    expect((await t.client().get("/api/v1/ideas/daily")).json().idea.slug).toBe(next.slug);
  });
});

describe("the list", () => {
  it("searches title, slug and tagline, filters, pages 20 newest first, and gives the stat figures", async () => {
    for (let i = 1; i <= 21; i++) {
      const answer = await create({ title: `Paging idea ${String(i).padStart(2, "0")}`, tagline: `Paging tagline number ${i}`, category: "edtech" });
      expect(answer.statusCode).toBe(201);
    }
    const page1 = (await admin.get(`${BASE}?category=edtech`)).json();
    expect(page1).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0].title).toBe("Paging idea 21");
    expect((await admin.get(`${BASE}?category=edtech&page=2`)).json().items.map((i: { title: string }) => i.title)).toEqual(["Paging idea 01"]);

    const draft = await draftIdea("Listed draft");
    const pick = await seededIdea("listed-pro-pick");
    await t.database.db.update(ideas).set({ isProPick: true }).where(eq(ideas.id, pick.id));
    const regular = await createdIdea("Listed regular idea");
    expect((await admin.get(`${BASE}?search=tagline%20of%20Listed%20draft`)).json().items.map((i: { slug: string }) => i.slug)).toEqual([draft.slug]);
    expect((await admin.get(`${BASE}?search=listed-pro`)).json().items.map((i: { slug: string }) => i.slug)).toEqual([pick.slug]);
    expect((await admin.get(`${BASE}?search=100%25`)).json().total).toBe(0);
    expect((await admin.get(`${BASE}?search=listed&pick=pro`)).json().items.map((i: { slug: string }) => i.slug)).toEqual([pick.slug]);
    expect((await admin.get(`${BASE}?search=listed&status=published&pick=regular`)).json().items.map((i: { slug: string }) => i.slug)).toEqual([regular.slug]);
    expect((await admin.get(`${BASE}?status=gone`)).statusCode).toBe(400);

    await t.database.db.update(ideas).set({ viewCount: 5 }).where(eq(ideas.id, draft.id));
    const all = await t.database.db.select().from(ideas);
    const { stats } = (await admin.get(`${BASE}?category=fintech`)).json();
    expect(stats).toEqual({
      total: all.length,
      published: all.filter((row) => row.status === "published").length,
      proPicks: all.filter((row) => row.isProPick).length,
      totalViews: all.reduce((sum, row) => sum + row.viewCount, 0),
    });
    expect(stats.totalViews).toBeGreaterThanOrEqual(5);
  });
});

describe("deleting an idea", () => {
  it("removes it, from the catalogue too, with an audit entry", async () => {
    const row = await createdIdea("Idea to be deleted");
    expect((await admin.get(`/api/v1/ideas/${row.slug}`)).statusCode).toBe(200);
    expect((await admin.delete(`${BASE}/${row.id}`)).statusCode).toBe(204);
    expect(await ideaRow(row.slug)).toBeUndefined();
    expect((await admin.get(`/api/v1/ideas/${row.slug}`)).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${row.id}`)).statusCode).toBe(404);
    const entries = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, "idea.delete"))).filter((entry) => entry.targetId === row.id);
    expect(entries).toEqual([expect.objectContaining({ before: expect.objectContaining({ slug: row.slug }), after: null })]);
  });
});
