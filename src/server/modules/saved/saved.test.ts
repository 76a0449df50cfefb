import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { dailyIdeas, ideas, ideaSaveCounts, savedIdeas, users } from "../../db/schema";
import { setTier } from "../../test/factories";

let t: TestApp;
let regular: { id: string; slug: string };
let proPick: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  [regular] = await t.database.db.select({ id: ideas.id, slug: ideas.slug }).from(ideas).where(eq(ideas.isProPick, false)).limit(1) as [typeof regular];
  [proPick] = await t.database.db.select({ id: ideas.id, slug: ideas.slug }).from(ideas).where(eq(ideas.isProPick, true)).limit(1) as [typeof proPick];
  // Pin the daily idea to a third idea so neither saved one is free for the day.
  const [other] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.isProPick, false)).offset(1).limit(1);
  await t.database.db.insert(dailyIdeas).values({ day: new Date().toISOString().slice(0, 10), ideaId: other!.id, emailSubject: "x" });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The idea's count as stored (idea_save_counts; an idea nobody saved has no row). */
async function saveCount(id: string) {
  const [row] = await t.database.db.select({ n: ideaSaveCounts.saves }).from(ideaSaveCounts).where(eq(ideaSaveCounts.ideaId, id));
  return row?.n ?? 0;
}

/** The ideas row's version: a new one each time the row is rewritten. */
async function rowVersion(id: string) {
  const result = await t.database.db.execute(sql`select xmin::text as v from ideas where id = ${id}`);
  return (result as unknown as { rows: { v: string }[] }).rows[0]!.v;
}

describe("saved ideas", () => {
  it("asks a visitor to sign in", async () => {
    const res = await t.client().post("/api/v1/saved", { ideaId: regular.id });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("Please sign in to save ideas");
  });

  it("saves, lists newest first, counts, and removes; saving twice changes nothing", async () => {
    const user = await signUpVerified(t, "saver@example.com");
    const before = await saveCount(regular.id);
    expect((await user.post("/api/v1/saved", { ideaId: regular.id })).json()).toEqual({ saved: true, added: true });
    expect((await user.post("/api/v1/saved", { ideaId: regular.id })).json()).toEqual({ saved: true, added: false });
    expect(await saveCount(regular.id)).toBe(before + 1);
    await user.post("/api/v1/saved", { ideaId: proPick.id });

    const list = (await user.get("/api/v1/saved")).json().items;
    expect(list.map((i: { idea: { slug: string } }) => i.idea.slug)).toEqual([proPick.slug, regular.slug]);
    expect((await user.get("/api/v1/saved/count")).json()).toEqual({ count: 2 });
    expect((await user.get(`/api/v1/ideas/${regular.slug}`)).json().idea.isSaved).toBe(true);

    // A free user sees no paid figures on saved cards.
    for (const item of list) {
      expect(item.idea.fullAccess).toBe(false);
      expect(item.idea.revenuePotential).toBeNull();
      expect(item.idea.primaryKeyword).toBeNull();
      expect(item.idea.problemTeaser.length).toBeGreaterThan(50);
    }

    expect((await user.delete(`/api/v1/saved/${regular.id}`)).json()).toEqual({ saved: false, removed: true });
    expect((await user.delete(`/api/v1/saved/${regular.id}`)).json()).toEqual({ saved: false, removed: false });
    expect(await saveCount(regular.id)).toBe(before);
    expect((await user.get("/api/v1/saved/count")).json()).toEqual({ count: 1 });
    expect((await user.get(`/api/v1/ideas/${regular.slug}`)).json().idea.isSaved).toBe(false);
  });

  it("an idea page's Saved flag follows a save made on another instance (saved_changed notice)", async () => {
    const user = await signUpVerified(t, "elsewhere@example.com");
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "elsewhere@example.com"));
    expect((await user.get(`/api/v1/ideas/${regular.slug}`)).json().idea.isSaved).toBe(false);
    // Written straight to the database, as another instance would: this instance learns it only from
    // the trigger's notice, not from its own save route.
    await t.database.db.insert(savedIdeas).values({ userId: account!.id, ideaId: regular.id });
    await expect.poll(async () => (await user.get(`/api/v1/ideas/${regular.slug}`)).json().idea.isSaved).toBe(true);
    await t.database.db.delete(savedIdeas).where(eq(savedIdeas.userId, account!.id));
    await expect.poll(async () => (await user.get(`/api/v1/ideas/${regular.slug}`)).json().idea.isSaved).toBe(false);
  });

  it("shows paid figures to a plan that may read the idea", async () => {
    const user = await signUpVerified(t, "starter-saver@example.com");
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "starter-saver@example.com"));
    await setTier(t, u!.id, "starter");
    await user.post("/api/v1/saved", { ideaId: regular.id });
    await user.post("/api/v1/saved", { ideaId: proPick.id });
    const items = (await user.get("/api/v1/saved")).json().items as { idea: { slug: string; fullAccess: boolean; revenuePotential: unknown } }[];
    const bySlug = Object.fromEntries(items.map((i) => [i.idea.slug, i.idea]));
    expect(bySlug[regular.slug]).toMatchObject({ fullAccess: true });
    expect(bySlug[regular.slug]!.revenuePotential).not.toBeNull();
    expect(bySlug[proPick.slug]).toMatchObject({ fullAccess: false, revenuePotential: null });
  });

  it("keeps lists per user and drops unpublished ideas", async () => {
    const a = await signUpVerified(t, "list-a@example.com");
    const b = await signUpVerified(t, "list-b@example.com");
    await a.post("/api/v1/saved", { ideaId: regular.id });
    expect((await b.get("/api/v1/saved")).json().items).toEqual([]);
    await t.database.db.update(ideas).set({ status: "archived" }).where(eq(ideas.id, regular.id));
    expect((await a.get("/api/v1/saved")).json().items).toEqual([]);
    expect((await a.post("/api/v1/saved", { ideaId: regular.id })).statusCode).toBe(404);
    await t.database.db.update(ideas).set({ status: "published" }).where(eq(ideas.id, regular.id));
  });

  it("a save or removal moves only the narrow count (issue 30): the idea row is never rewritten, the page shows the count, a deleted account's save leaves it", async () => {
    // An idea of its own: neither the daily one nor the ones the other tests save.
    const [own] = await t.database.db
      .select({ id: ideas.id, slug: ideas.slug })
      .from(ideas)
      .where(and(eq(ideas.isProPick, false), eq(ideas.status, "published")))
      .orderBy(ideas.slug)
      .offset(5)
      .limit(1);
    const before = await saveCount(own!.id);
    const version = await rowVersion(own!.id);
    const first = await signUpVerified(t, "count-one@example.com");
    const second = await signUpVerified(t, "count-two@example.com");
    await first.post("/api/v1/saved", { ideaId: own!.id });
    await second.post("/api/v1/saved", { ideaId: own!.id });
    await second.post("/api/v1/saved", { ideaId: own!.id });
    expect(await saveCount(own!.id)).toBe(before + 2);
    await second.delete(`/api/v1/saved/${own!.id}`);
    expect(await saveCount(own!.id)).toBe(before + 1);
    expect(await rowVersion(own!.id)).toBe(version);
    expect((await first.get(`/api/v1/ideas/${own!.slug}`)).json().idea.saveCount).toBe(before + 1);

    // Saves go with a deleted account (the cascade), and the count follows.
    await second.post("/api/v1/saved", { ideaId: own!.id });
    expect(await saveCount(own!.id)).toBe(before + 2);
    await t.database.db.delete(users).where(eq(users.email, "count-two@example.com"));
    expect(await saveCount(own!.id)).toBe(before + 1);
    expect(await rowVersion(own!.id)).toBe(version);
  });

  it("answers bad input with 400 VALIDATION", async () => {
    const user = await signUpVerified(t, "bad-saver@example.com");
    for (const body of [{}, { ideaId: "nope" }, { ideaId: 5 }, { ideaId: regular.id, extra: true }]) {
      const res = await user.post("/api/v1/saved", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
    expect((await user.delete("/api/v1/saved/not-a-uuid")).statusCode).toBe(400);
    expect((await user.get("/api/v1/saved")).json().items).toEqual([]);
  });
});
