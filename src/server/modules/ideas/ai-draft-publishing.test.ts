import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { admin as createAdmin } from "../../test/factories";
import { ideas } from "../../db/schema";
import { IDEAS_DIR } from "../../paths";
import { ideaFileSchema, type IdeaFile } from "../../../shared/schemas/idea";
import { ideaDetailResponse } from "../../../shared/schemas/idea-api";

/**
 * AI drafts cannot be published unedited (issue 23, item 8): an idea saved from the admin generator
 * is published only once every "Needs research" placeholder is replaced and it cites at least three
 * sources, whatever research hours it claims. A refused save changes nothing; the published idea's
 * page says it was drafted with AI and edited by an admin.
 */
const BASE = "/api/v1/admin/ideas";
const template: IdeaFile = ideaFileSchema.parse(JSON.parse(readFileSync(path.join(IDEAS_DIR, "1099-da-basis-gap-reconciler.json"), "utf8")));
const { slug: _slug, sources, last_verified_at: _v, score_rationale: _r, ...complete } = template;

/** A draft as the built-in analyst leaves it: complete in shape, with placeholders where research is needed. */
function aiDraft(title: string) {
  return {
    ...complete,
    title,
    status: "published" as const,
    is_pro_pick: false,
    research_hours: 40,
    problem_narrative: `Needs research. ${complete.problem_narrative}`,
    market_size_analysis: { ...complete.market_size_analysis, total_addressable_market: `Needs research (for a similar idea: ${complete.market_size_analysis.total_addressable_market})` },
    ai_drafted_by: "builtin",
  };
}

describe("publishing an AI-drafted idea", () => {
  let t: TestApp;
  let boss: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    boss = (await createAdmin(t, "ai-draft-admin@example.com")).client;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const rowOf = async (slug: string) => (await t.database.db.select().from(ideas).where(eq(ideas.slug, slug)))[0];

  it("is refused while placeholders remain or it has no sources, whatever its research hours, and nothing is stored", async () => {
    const refused = await boss.post(BASE, aiDraft("Basis gap desk for crypto bookkeepers"));
    expect(refused.statusCode, refused.body).toBe(400);
    const { error } = refused.json();
    expect(error.message).toContain("drafted with AI");
    expect(error.message).toContain('replace the "Needs research" placeholder in 2 fields (problem_narrative, market_size_analysis.total_addressable_market)');
    expect(error.message).toContain("add at least 3 sources (it has 0)");
    expect(error.issues.map((issue: { path: string }) => issue.path)).toEqual(["problem_narrative", "market_size_analysis.total_addressable_market", "sources"]);
    expect(await rowOf("basis-gap-desk-for-crypto-bookkeepers")).toBeUndefined();
  });

  it("is refused with fewer than three sources even with every placeholder replaced", async () => {
    const body = { ...aiDraft("Basis gap desk with two sources"), problem_narrative: complete.problem_narrative, market_size_analysis: complete.market_size_analysis, sources: sources!.slice(0, 2) };
    const refused = await boss.post(BASE, body);
    expect(refused.statusCode, refused.body).toBe(400);
    // The form's own schema already holds a source list to three or more; the issue names the field.
    const issues = refused.json().error.issues as { path: string; message: string }[];
    expect(issues.map((issue) => issue.path)).toEqual(["sources"]);
    expect(issues[0]!.message).toMatch(/3/);
    expect(await rowOf("basis-gap-desk-with-two-sources")).toBeUndefined();
  });

  it("may be saved as a draft, is not published unedited from there, and once edited publishes and says so on its page", async () => {
    const saved = await boss.post(BASE, { ...aiDraft("Basis gap desk saved as a draft"), status: "draft" });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().idea.id as string;
    const before = await rowOf("basis-gap-desk-saved-as-a-draft");

    // Publishing the unedited draft from the list's status action: refused, the row untouched.
    const publish = await boss.patch(`${BASE}/${id}/status`, { status: "published" });
    expect(publish.statusCode, publish.body).toBe(400);
    expect(publish.json().error.message).toContain("drafted with AI");
    expect(await rowOf("basis-gap-desk-saved-as-a-draft")).toEqual(before);
    // Nor through the editor (which sends no AI label: the stored one counts) with the placeholders still in.
    const { ai_drafted_by: _label, ...unedited } = aiDraft("Basis gap desk saved as a draft");
    const stillDraft = await boss.request({ method: "PUT", url: `${BASE}/${id}`, body: { ...unedited, sources } });
    expect(stillDraft.statusCode, stillDraft.body).toBe(400);
    expect(await rowOf("basis-gap-desk-saved-as-a-draft")).toEqual(before);
    expect((await t.client().get("/api/v1/ideas/basis-gap-desk-saved-as-a-draft")).statusCode).toBe(404);

    // Edited: placeholders written, sources cited.
    const edited = { ...unedited, problem_narrative: complete.problem_narrative, market_size_analysis: complete.market_size_analysis, sources };
    const published = await boss.request({ method: "PUT", url: `${BASE}/${id}`, body: edited });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().idea).toMatchObject({ status: "published", aiDraftedBy: "builtin" });

    const page = ideaDetailResponse.parse((await boss.get("/api/v1/ideas/basis-gap-desk-saved-as-a-draft")).json());
    expect(page.idea.draftedWithAi).toBe(true);
  });

  it("leaves ideas written by people to the catalogue's own rules, and their pages say nothing of AI", async () => {
    const written = await boss.post(BASE, { ...complete, title: "Basis gap desk written by hand", status: "published", is_pro_pick: false });
    expect(written.statusCode, written.body).toBe(201);
    const page = ideaDetailResponse.parse((await boss.get("/api/v1/ideas/basis-gap-desk-written-by-hand")).json());
    expect(page.idea.draftedWithAi).toBe(false);
  });
});
