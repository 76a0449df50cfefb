import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { member } from "../../test/factories";
import { IDEAS_DIR } from "../../seed/seed";
import { dailyIdeas, founderProfiles, ideas } from "../../db/schema";
import { personalListResponse, type FounderProfile, type Weights } from "../../../shared/founder-fit";

let t: TestApp;
const developer: FounderProfile = { skills: ["web", "data"], skillsOther: "", hoursPerWeek: 10, budgetUsd: 1000, markets: ["fintech"], riskAppetite: "medium", audience: "b2b", regulatedData: false };
const clinician: FounderProfile = { skills: ["mobile", "marketing"], skillsOther: "clinical workflows", hoursPerWeek: 30, budgetUsd: 20_000, markets: ["healthtech"], riskAppetite: "high", audience: "consumer", regulatedData: true };
const EASY_FIRST: Weights = { opportunity: 0, problem: 0, feasibility: 0, whyNow: 0, difficulty: 5, timeToMvp: 0 };
const HIPAA_IDEA = "therapist-credentialing-tracker";

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  // A fixed daily idea outside the newest three, so the preview ideas are readable as cards only.
  const [daily] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, "ach-file-precheck-for-small-originators"));
  await t.database.db.insert(dailyIdeas).values({ day: new Date().toISOString().slice(0, 10), ideaId: daily!.id, emailSubject: "x" });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const put = (client: TestClient, body: unknown) => client.request({ method: "PUT", url: "/api/v1/founder-fit/settings", body });
const list = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/v1/founder-fit/ideas?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // The route skips the response serializer: the answer must still be exactly the declared shape.
  expect(personalListResponse.strict().parse(res.json())).toEqual(res.json());
  return res.json();
};

describe("founder settings", () => {
  it("asks a visitor to sign in, and keeps a member's profile and weights", async () => {
    expect((await t.client().get("/api/v1/founder-fit/settings")).statusCode).toBe(401);
    expect((await put(t.client(), { profile: developer, weights: null })).statusCode).toBe(401);
    const { client } = await member(t, "settings@example.com");
    expect((await client.get("/api/v1/founder-fit/settings")).json()).toEqual({ profile: null, weights: null });
    expect((await put(client, { profile: developer, weights: EASY_FIRST })).json()).toEqual({ profile: developer, weights: EASY_FIRST });
    expect((await client.get("/api/v1/founder-fit/settings")).json()).toEqual({ profile: developer, weights: EASY_FIRST });
  });

  it("refuses bad input with a clear error and changes nothing", async () => {
    const { client, id } = await member(t, "bad-settings@example.com");
    await put(client, { profile: developer, weights: null });
    for (const body of [
      { profile: { ...developer, hoursPerWeek: 0 }, weights: null },
      { profile: { ...developer, skills: ["juggling"] }, weights: null },
      { profile: { ...developer, budgetUsd: -5 }, weights: null },
      { profile: developer, weights: { ...EASY_FIRST, difficulty: 0 } },
      { profile: developer, weights: { ...EASY_FIRST, difficulty: 9 } },
    ]) {
      const res = await put(client, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
    expect((await put(client, { profile: { ...developer, hoursPerWeek: 0 }, weights: null })).json().error.issues[0].message).toBe("At least 1 hour a week");
    const [row] = await t.database.db.select().from(founderProfiles).where(eq(founderProfiles.userId, id));
    expect(row!.profile).toEqual(developer);
  });
});

describe("fit on an idea page", () => {
  it("gives a Pro member the fit with reasons from the analysis", async () => {
    const { client } = await member(t, "pro-fit@example.com", "pro");
    expect((await client.get(`/api/v1/founder-fit/ideas/${HIPAA_IDEA}`)).json()).toEqual({ access: "full", profileSet: false, fit: null });
    await put(client, { profile: developer, weights: null });
    const answer = (await client.get(`/api/v1/founder-fit/ideas/${HIPAA_IDEA}`)).json();
    expect(answer.access).toBe("full");
    expect(answer.fit.score).toBeLessThanOrEqual(25);
    expect(answer.fit.reasons[0]).toEqual({ kind: "block", text: "It holds health records (HIPAA); you said no regulated data" });
    expect((await client.get("/api/v1/founder-fit/ideas/no-such-idea")).statusCode).toBe(404);
  });

  it("gives a free member no fit for a locked idea and a card-only fit for a preview idea", async () => {
    const { client } = await member(t, "free-fit@example.com");
    await put(client, { profile: developer, weights: null });
    const preview = (await list(client, "order=for-you")).ideas.filter((card: { locked: boolean }) => !card.locked);
    expect(preview).toHaveLength(3);
    const onPreview = (await client.get(`/api/v1/founder-fit/ideas/${preview[0].slug}`)).json();
    expect(onPreview.access).toBe("card");
    expect(onPreview.fit.reasons.map((r: { text: string }) => r.text).join(" ")).not.toMatch(/skills:|budget is|starting capital|HIPAA|sells to/);
    expect((await client.get(`/api/v1/founder-fit/ideas/${HIPAA_IDEA}`)).json()).toEqual({ access: "none", profileSet: true, fit: null });
    // Today's daily idea is free in full, fit included.
    expect((await client.get("/api/v1/founder-fit/ideas/ach-file-precheck-for-small-originators")).json().access).toBe("full");
  });
});

describe("personal orders for members who see every card", () => {
  it("For you ranks the whole catalogue by fit, and a different profile changes the order", async () => {
    const { client } = await member(t, "pro-order@example.com", "pro");
    const none = await list(client, "order=for-you");
    const newest = (await client.get("/api/v1/ideas?sort=newest")).json();
    expect(none.profileSet).toBe(false);
    expect(none.ideas).toEqual(newest.ideas);

    await put(client, { profile: developer, weights: null });
    const first = await list(client, "order=for-you");
    expect(first.total).toBe(newest.total);
    const scores = first.ideas.map((card: { id: string }) => first.fitScores[card.id]);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    expect(first.ideas.map((c: { slug: string }) => c.slug)).not.toContain(HIPAA_IDEA);

    // Healthtech among the first three pages: one page of 20 can hold the same few for both profiles
    // (ties among equal fits), three pages show the direction the clinician's profile moves them.
    const healthtechInTop60 = async () => {
      let n = 0;
      for (const page of [1, 2, 3]) n += (await list(client, `order=for-you&page=${page}`)).ideas.filter((c: { category: string }) => c.category === "healthtech").length;
      return n;
    };
    const developerHealthtech = await healthtechInTop60();
    await put(client, { profile: clinician, weights: null });
    const second = await list(client, "order=for-you");
    expect(second.ideas.map((c: { id: string }) => c.id)).not.toEqual(first.ideas.map((c: { id: string }) => c.id));
    expect(await healthtechInTop60()).toBeGreaterThan(developerHealthtech);

    // Filters narrow the same order, with their exact totals.
    const fintech = await list(client, "order=for-you&category=fintech");
    const fintechTotal = (await client.get("/api/v1/ideas?category=fintech")).json().total;
    expect(fintech.total).toBe(fintechTotal);
    expect(fintech.ideas.every((c: { category: string }) => c.category === "fintech")).toBe(true);
  });

  it("forgets a member's kept settings when another instance changes them (the database's notice)", async () => {
    const { client, id } = await member(t, "kept-settings@example.com", "pro");
    await put(client, { profile: developer, weights: null });
    expect((await list(client, "order=for-you")).profileSet).toBe(true);
    // As another instance would: the row changes under this one, which kept the settings.
    await t.database.db.delete(founderProfiles).where(eq(founderProfiles.userId, id));
    await vi.waitFor(async () => expect((await list(client, "order=for-you")).profileSet).toBe(false), { timeout: 5000, interval: 50 });
  });

  it("Your weights ranks by the member's weights on the server", async () => {
    const { client } = await member(t, "starter-weights@example.com", "starter");
    const byDefault = await list(client, "order=weights");
    const rated = (await client.get("/api/v1/ideas?sort=highest-rated")).json();
    expect(byDefault.total).toBe(rated.total);
    await put(client, { profile: null, weights: EASY_FIRST });
    const easy = await list(client, "order=weights");
    const difficulties = easy.ideas.map((c: { executionDifficulty: number }) => c.executionDifficulty);
    expect(difficulties).toEqual([...difficulties].sort((a: number, b: number) => a - b));
    const page2 = await list(client, "order=weights&page=2");
    expect(page2.ideas[0].executionDifficulty).toBeGreaterThanOrEqual(difficulties.at(-1));
  });
});

describe("the paywall on personal orders", () => {
  it("an unpaid viewer's For you and weighted orders show exactly the default listing's locked places and total", async () => {
    const visitor = t.client();
    const free = await member(t, "free-orders@example.com");
    const other = await member(t, "free-orders-2@example.com");
    await put(free.client, { profile: developer, weights: EASY_FIRST });
    await put(other.client, { profile: clinician, weights: { ...EASY_FIRST, difficulty: 0, opportunity: 5 } });
    for (const filter of ["", "&category=healthtech", "&category=fintech", "&pro=true"]) {
      for (const page of [1, 2, 3]) {
        const base = (await free.client.get(`/api/v1/ideas?sort=newest&page=${page}${filter}`)).json();
        const openIds = new Set(base.ideas.filter((c: { locked: boolean }) => !c.locked).map((c: { id: string }) => c.id));
        const shape = base.ideas.map((c: { locked: boolean }) => c.locked);
        for (const client of [visitor, free.client, other.client]) {
          for (const order of ["for-you", "weights"]) {
            const answer = await list(client, `order=${order}&page=${page}${filter}`);
            expect(answer.total).toBe(base.total);
            expect(answer.ideas.map((c: { locked: boolean }) => c.locked)).toEqual(shape);
            for (const card of answer.ideas) {
              if (card.locked) expect(card).toEqual({ locked: true });
              else expect(openIds.has(card.id)).toBe(true);
            }
            expect(Object.keys(answer.fitScores).every((id) => openIds.has(id))).toBe(true);
          }
        }
      }
    }
  });

  it("ranks the preview ideas among themselves by the viewer's own fit", async () => {
    const free = await member(t, "free-ranked@example.com");
    await put(free.client, { profile: developer, weights: null });
    const answer = await list(free.client, "order=for-you");
    const open = answer.ideas.filter((c: { locked: boolean }) => !c.locked);
    const scores = open.map((c: { id: string }) => answer.fitScores[c.id]);
    expect(scores).toHaveLength(3);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  });
});

describe("what the fit reads of an idea (fit_inputs)", () => {
  it("is written by the database with the idea's text, regulated-data terms included, so the fit never reads the documents", async () => {
    const termsOf = async (slug: string) => (await t.database.db.select({ inputs: ideas.fitInputs }).from(ideas).where(eq(ideas.slug, slug)))[0]?.inputs?.regulated_terms ?? "";
    expect(await termsOf(HIPAA_IDEA)).toMatch(/HIPAA/);
    const slug = "ach-file-precheck-for-small-originators";
    const [before] = await t.database.db.select({ solution: ideas.solutionOverview }).from(ideas).where(eq(ideas.slug, slug));
    expect(await termsOf(slug)).not.toMatch(/FERPA/);
    await t.database.db.update(ideas).set({ solutionOverview: `${before!.solution} Student files fall under FERPA.` }).where(eq(ideas.slug, slug));
    try {
      expect(await termsOf(slug)).toMatch(/FERPA/);
    } finally {
      await t.database.db.update(ideas).set({ solutionOverview: before!.solution }).where(eq(ideas.slug, slug));
    }
    expect(await termsOf(slug)).not.toMatch(/FERPA/);
  });
});
