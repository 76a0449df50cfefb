import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { member } from "../../test/factories";
import { IDEAS_DIR } from "../../seed/seed";
import { dailyIdeas, ideas } from "../../db/schema";
import { ideaFileSchema } from "../../../shared/schemas/idea";

let t: TestApp;
let regular: string;
let proPick: string;
const as: Record<"free" | "starter" | "pro", TestClient> = {} as never;



beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  const rows = await t.database.db.select({ id: ideas.id, slug: ideas.slug, isProPick: ideas.isProPick }).from(ideas);
  regular = rows.find((r) => !r.isProPick)!.slug;
  proPick = rows.find((r) => r.isProPick)!.slug;
  const daily = rows.filter((r) => !r.isProPick)[1]!;
  await t.database.db.insert(dailyIdeas).values({ day: new Date().toISOString().slice(0, 10), ideaId: daily.id, emailSubject: "x" });
  as.free = (await member(t, "b-free@example.com")).client;
  as.starter = (await member(t, "b-starter@example.com", "starter")).client;
  as.pro = (await member(t, "b-pro@example.com", "pro")).client;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("builder prompts and checklist", () => {
  it("are Pro only", async () => {
    expect((await t.client().get(`/api/v1/ideas/${regular}/builder`)).statusCode).toBe(401);
    for (const who of ["free", "starter"] as const) {
      const res = await as[who].get(`/api/v1/ideas/${regular}/builder`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain("Stack:");
    }
  });

  it("give six prompts built from the idea and keep the checklist per user and idea", async () => {
    const body = (await as.pro.get(`/api/v1/ideas/${proPick}/builder`)).json();
    expect(body.tools.map((tool: { id: string }) => tool.id)).toEqual(["bolt", "v0", "lovable", "cursor", "windsurf", "replit"]);
    expect(body.tools.find((tool: { id: string }) => tool.id === "v0").timeEstimate).toBe("1-2 hours");
    const [row] = await t.database.db.select().from(ideas).where(eq(ideas.slug, proPick));
    for (const tool of body.tools) {
      expect(tool.prompt).toContain(row!.title);
      expect(tool.prompt).toContain(row!.analysis!.mvp_features.core_features[0]);
    }
    expect(new Set(body.tools.map((tool: { prompt: string }) => tool.prompt)).size).toBe(6);
    expect(body.checklist.items).toHaveLength(7);
    expect(body.checklist.done).toEqual([false, false, false, false, false, false, false]);

    const done = [true, true, false, false, true, false, false];
    expect((await as.pro.request({ method: "PUT", url: `/api/v1/ideas/${proPick}/checklist`, body: { done } })).statusCode).toBe(200);
    expect((await as.pro.get(`/api/v1/ideas/${proPick}/builder`)).json().checklist.done).toEqual(done);
    expect((await as.pro.get(`/api/v1/ideas/${regular}/builder`)).json().checklist.done).toEqual(Array(7).fill(false));

    for (const bad of [{ done: [true] }, { done: "all" }, {}, { done: Array(7).fill(1) }]) {
      const res = await as.pro.request({ method: "PUT", url: `/api/v1/ideas/${proPick}/checklist`, body: bad });
      expect(res.statusCode).toBe(400);
    }
    expect((await as.pro.get(`/api/v1/ideas/${proPick}/builder`)).json().checklist.done).toEqual(done);
  });
});

describe("export", () => {
  it("gives starter a re-importable JSON and a PDF of non-Pro-Pick ideas", async () => {
    const json = await as.starter.get(`/api/v1/ideas/${regular}/export?format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toBe(`attachment; filename="${regular}.json"`);
    expect(ideaFileSchema.safeParse(json.json()).success).toBe(true);
    const pdf = await as.starter.get(`/api/v1/ideas/${regular}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.rawPayload.length).toBeGreaterThan(5000);
  });

  it("refuses Pro Picks to starter, everything to free users and visitors", async () => {
    expect((await as.starter.get(`/api/v1/ideas/${proPick}/export`)).statusCode).toBe(403);
    expect((await as.free.get(`/api/v1/ideas/${regular}/export`)).statusCode).toBe(403);
    expect((await t.client().get(`/api/v1/ideas/${regular}/export`)).statusCode).toBe(401);
    expect((await as.pro.get(`/api/v1/ideas/${proPick}/export?format=pdf`)).statusCode).toBe(200);
    expect((await as.pro.get(`/api/v1/ideas/${proPick}/export?format=docx`)).statusCode).toBe(400);
  });
});
