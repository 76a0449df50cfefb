import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, desc, eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { startOpenAiPeer, type OpenAiPeer } from "../../test/openai-peer";
import { ideas } from "../../db/schema";
import { IDEAS_DIR } from "../../paths";
import { admin as createAdmin, member } from "../../test/factories";
import { generateIdeaResponse, generatedIdeaSchema, type GeneratedIdea } from "../../../shared/schemas/idea-generator";

let seq = 0;
const admin = async (t: TestApp) => (await createAdmin(t, `generator-admin-${++seq}@example.com`)).client;
const proUser = async (t: TestApp) => (await member(t, `generator-pro-${++seq}@example.com`, "pro")).client;

const generate = (client: TestClient, body: unknown) => client.post("/api/v1/admin/generate-idea", body);

describe("admin idea generator on the built-in analyst", () => {
  let t: TestApp;
  let boss: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
    boss = await admin(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("drafts from the category's highest-rated ideas, names them, and says what needs research", async () => {
    const res = await generate(boss, { category: "fintech" });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = generateIdeaResponse.parse(res.json());
    expect(data).toMatchObject({ engine: "builtin", model: null, draftedBy: "builtin" });
    const best = await t.database.db
      .select({ slug: ideas.slug, title: ideas.title })
      .from(ideas)
      .where(and(eq(ideas.status, "published"), eq(ideas.category, "fintech")))
      .orderBy(desc(ideas.scoreOverall), asc(ideas.id))
      .limit(3);
    expect(data.basedOn.map((idea) => idea.slug).sort()).toEqual(best.map((idea) => idea.slug).sort());
    expect(data.draft.category).toBe("fintech");
    expect(data.draft.problem_narrative).toMatch(/^Needs research/);
    for (const idea of best) expect(data.draft.problem_narrative).toContain(idea.title);
    // Figures nobody measured for this idea stay unmeasured.
    expect(data.draft.primary_keyword).toMatchObject({ monthly_volume: 0, growth_rate: 0 });
    expect(data.draft.community_signals.reddit.total_members).toBeNull();
    expect(data.needsResearch.join(" ")).toContain("built-in analyst");
    // Every competitor named comes from the example ideas.
    const exampleRows = await t.database.db.select({ analysis: ideas.analysis }).from(ideas).where(eq(ideas.category, "fintech"));
    const known = new Set(exampleRows.flatMap((row) => row.analysis!.competitive_landscape.direct_competitors.map((c) => c.name)));
    for (const competitor of data.draft.competitive_landscape.direct_competitors) expect(known).toContain(competitor.name);
    // Nothing is stored until the admin saves the draft.
    expect(await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.title, data.draft.title))).toHaveLength(0);
  });

  it("drafts from the ideas closest to the admin's brief, and titles the draft from it", async () => {
    const [known] = await t.database.db
      .select({ slug: ideas.slug, title: ideas.title, tagline: ideas.tagline, category: ideas.category })
      .from(ideas)
      .where(and(eq(ideas.status, "published"), eq(ideas.category, "healthtech")))
      .orderBy(ideas.slug)
      .limit(1);
    const res = await generate(boss, { category: "healthtech", prompt: known!.tagline });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = generateIdeaResponse.parse(res.json());
    expect(data.basedOn.map((idea) => idea.slug)).toContain(known!.slug);
    expect(data.draft.tagline).toBe(known!.tagline.length <= 200 ? known!.tagline : expect.any(String));
    expect(generatedIdeaSchema.safeParse(data.draft).success).toBe(true);
  });

  it("drafts a schema-valid idea for every category that has ideas", async () => {
    for (const category of ["saas", "ai_ml", "web3", "mobile", "other", "creator_economy"]) {
      const res = await generate(boss, { category, prompt: "a tool for busy people" });
      expect(res.statusCode, `${category}: ${res.body}`).toBe(200);
    }
  });

  it("asks for a category in the spec's words, and refuses a long prompt", async () => {
    const missing = await generate(boss, { prompt: "anything" });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("Please select a category");
    expect((await generate(boss, { category: "gardening" })).statusCode).toBe(400);
    expect((await generate(boss, { category: "saas", prompt: "x".repeat(1001) })).statusCode).toBe(400);
  });

  it("answers a brief too short to draft from with a 400 that says so, not a model failure", async () => {
    for (const prompt of ["x", "ab", "  q  "]) {
      const res = await generate(boss, { category: "saas", prompt });
      expect(res.statusCode, `${JSON.stringify(prompt)}: ${res.body}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: "VALIDATION" });
      expect(res.json().error.issues).toEqual([{ path: "prompt", message: "Write a brief of at least 10 characters, or leave it empty to draft from the category's best ideas" }]);
    }
    // An empty brief still means "no brief": the category's best ideas.
    expect((await generate(boss, { category: "saas", prompt: "   " })).statusCode).toBe(200);
    // A long-enough brief whose only word is the category's own still drafts (it left the draft one tag short of two).
    const shortWords = await generate(boss, { category: "saas", prompt: "saas saas saas" });
    expect(shortWords.statusCode, shortWords.body).toBe(200);
    expect(generateIdeaResponse.parse(shortWords.json()).data.draft.tags.length).toBeGreaterThanOrEqual(2);
  });

  it("is for admins only", async () => {
    expect((await generate(t.client(), { category: "saas" })).statusCode).toBe(401);
    expect((await generate(await proUser(t), { category: "saas" })).statusCode).toBe(403);
  });
});

describe("admin idea generator on a model (a local OpenAI-compatible server)", () => {
  let t: TestApp;
  let peer: OpenAiPeer;
  let boss: TestClient;
  let written: GeneratedIdea;

  beforeAll(async () => {
    peer = await startOpenAiPeer();
    t = await createTestApp({ seedIdeasFrom: IDEAS_DIR, config: { ai: { baseUrl: peer.baseUrl, apiKey: "test-key", model: "peer-model", timeoutMs: 1500 } } });
    boss = await admin(t);
    // A well-formed draft: a catalogue file's own fields, renamed, with figures a model must not invent.
    const [row] = await t.database.db.select({ slug: ideas.slug }).from(ideas).where(eq(ideas.category, "edtech")).limit(1);
    const file = JSON.parse(readFileSync(path.join(IDEAS_DIR, `${row!.slug}.json`), "utf8")) as Record<string, unknown>;
    written = generatedIdeaSchema.parse({ ...file, title: "Lesson plan drift checker", primary_keyword: { term: "lesson plan checker", monthly_volume: 5400, growth_rate: 40 } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("has the model write the draft with the category's catalogue ideas as context, and zeroes figures people measure", async () => {
    peer.queue({ kind: "text", content: JSON.stringify(written) });
    const res = await generate(boss, { category: "edtech", prompt: "Help teachers keep lesson plans aligned to standards" });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = generateIdeaResponse.parse(res.json());
    expect(data).toMatchObject({ engine: "model", model: "peer-model", draftedBy: "model:peer-model" });
    expect(data.draft.title).toBe("Lesson plan drift checker");
    expect(data.draft.primary_keyword).toEqual({ term: "lesson plan checker", monthly_volume: 0, growth_rate: 0 });
    const system = (peer.requests.at(-1)!.messages as { role: string; content: string }[])[0]!.content;
    expect(system).toContain("CATALOGUE CONTEXT");
    expect(system).toContain("Never invent a company");
    for (const idea of data.basedOn) expect(system).toContain(idea.title);
  });

  it("retries output that does not fit once, then answers the admin a clear error", async () => {
    peer.queue({ kind: "text", content: "not json" }, { kind: "text", content: JSON.stringify(written) });
    expect((await generate(boss, { category: "edtech" })).statusCode).toBe(200);
    peer.queue({ kind: "text", content: "{}" }, { kind: "text", content: JSON.stringify({ ...written, scores: { opportunity: 14 } }) });
    const bad = await generate(boss, { category: "edtech" });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().error.message).toMatch(/^Failed to generate idea\. The AI model did not answer usably\. Please try again\.$/);
  });
});
