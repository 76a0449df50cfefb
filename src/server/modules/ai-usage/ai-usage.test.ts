import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { startOpenAiPeer, type OpenAiPeer } from "../../test/openai-peer";
import { admin as createAdmin, member } from "../../test/factories";
import { aiCalls, ideas, usageLedger } from "../../db/schema";
import { IDEAS_DIR } from "../../paths";
import { ledgerMonth } from "../usage/index";
import { aiUsageResponse, SPENDING_CAP_MESSAGE, type AiUsageReport } from "../../../shared/schemas/ai-usage";
import { adminSettingsSchema, type AdminSettings } from "../../../shared/schemas/admin-settings";

/**
 * What the model calls cost (issue 23, item 6), against the local OpenAI-compatible peer: each
 * tool's output limit reaches the provider, the provider's token counts (streams included) land in
 * the admin's view under the right tool and model with the right dollars, and the daily spending cap
 * pauses model calls without charging the member's quota. Figures are compared as differences from
 * a report taken first, so the tests do not depend on each other's calls.
 */
const MODEL = "peer-model";
const LIMITS = { validation: 777, chat: 333, builder: 555, draft: 999 };
/** $2 per million input tokens and $8 per million output tokens. */
const PRICE = { model: MODEL, inputPerMillion: 2, outputPerMillion: 8 };

const REPORT = {
  difficultyScore: 4,
  summary: "We estimate a moderate build: the closest catalogue idea shows demand among bookkeepers.",
  verdict: "refine",
  verdictReasons: ["The buyer is named but the reason to buy now is not."],
  risks: ["Brokers may fix the basis reports themselves.", "Bookkeepers may see it as a nice-to-have.", "Demand is seasonal around tax time."],
  monetizationPaths: ["Per-client annual fee."],
  executionTips: ["Import one broker's 1099-DA first."],
  marketNotes: "From the catalogue idea on 1099-DA basis gaps.",
  firstTest: { what: "Ten bookkeeper calls", how: "Ask how they reconcile basis today.", passMark: "Three agree to a paid pilot." },
  facts: [],
  competitors: [],
};

describe("AI usage and the daily spending cap, against the model peer", () => {
  let t: TestApp;
  let peer: OpenAiPeer;
  let boss: TestClient;
  let ideasDir = "";
  let ideaId = "";
  let seq = 0;
  const pro = () => member(t, `ai-usage-${++seq}@example.com`, "pro");

  beforeAll(async () => {
    peer = await startOpenAiPeer();
    // One catalogue idea is enough for the builder's documents.
    ideasDir = mkdtempSync(path.join(tmpdir(), "ai-usage-ideas-"));
    copyFileSync(path.join(IDEAS_DIR, "1099-da-basis-gap-reconciler.json"), path.join(ideasDir, "1099-da-basis-gap-reconciler.json"));
    t = await createTestApp({
      seedIdeasFrom: ideasDir,
      config: { ai: { baseUrl: peer.baseUrl, apiKey: "test-key", model: MODEL, timeoutMs: 5000, firstTokenMs: 3000, idleMs: 600, maxOutputTokens: LIMITS } },
    });
    boss = (await createAdmin(t, "ai-usage-admin@example.com")).client;
    [{ id: ideaId }] = (await t.database.db.select({ id: ideas.id }).from(ideas).limit(1)) as [{ id: string }];
    await setAi({ prices: [PRICE], dailySpendCap: null });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await peer.close();
    rmSync(ideasDir, { recursive: true, force: true });
  });

  async function setAi(aiSettings: AdminSettings["aiSettings"]) {
    const current = adminSettingsSchema.parse((await boss.get("/api/v1/admin/settings")).json());
    const saved = await boss.request({ method: "PUT", url: "/api/v1/admin/settings", body: { ...current, aiSettings } });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  async function report(): Promise<AiUsageReport> {
    const res = await boss.get("/api/v1/admin/ai-usage?days=7");
    expect(res.statusCode, res.body).toBe(200);
    return aiUsageResponse.parse(res.json()).data;
  }

  const tool = (r: AiUsageReport, name: string) => r.byTool.find((row) => row.tool === name) ?? { calls: 0, unreported: 0, inputTokens: 0, outputTokens: 0, cost: 0 };
  const used = async (userId: string, kind: "ai_chat" | "ai_research") =>
    (await t.database.db.select({ used: usageLedger.used }).from(usageLedger).where(and(eq(usageLedger.userId, userId), eq(usageLedger.kind, kind), eq(usageLedger.month, ledgerMonth(new Date())))))[0]?.used ?? 0;

  it("sends each tool's output limit and records the provider's tokens per call, streams included, with the right totals and dollars", async () => {
    const person = await pro();
    const before = await report();

    peer.queue({ kind: "text", content: JSON.stringify(REPORT), usage: { prompt_tokens: 1200, completion_tokens: 300 } });
    const validated = await person.client.post("/api/v1/validate", { idea: "A reconciler that fills the cost-basis gaps in crypto brokers' 1099-DA forms for bookkeepers." });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(peer.requests.at(-1)!.max_tokens).toBe(LIMITS.validation);

    peer.queue({ kind: "stream", chunks: ["Charge ", "per client."], usage: { prompt_tokens: 500, completion_tokens: 40 } });
    const chatted = await person.client.post("/api/v1/ai-chat/message", { message: "How should I price a basis reconciler?" });
    expect(chatted.statusCode, chatted.body).toBe(200);
    expect(peer.requests.at(-1)).toMatchObject({ max_tokens: LIMITS.chat, stream: true, stream_options: { include_usage: true } });

    peer.queue({ kind: "text", content: JSON.stringify({ prd: `# PRD\n\n${"Scope. ".repeat(40)}`, landing: `# Landing\n\n${"Headline. ".repeat(15)}` }), usage: { prompt_tokens: 2000, completion_tokens: 900 } });
    const documents = await person.client.post(`/api/v1/ai/ideas/${ideaId}/documents`);
    expect(documents.statusCode, documents.body).toBe(200);
    expect(peer.requests.at(-1)!.max_tokens).toBe(LIMITS.builder);

    const after = await report();
    const delta = (name: string) => {
      const [a, b] = [tool(after, name), tool(before, name)];
      return { calls: a.calls - b.calls, inputTokens: a.inputTokens - b.inputTokens, outputTokens: a.outputTokens - b.outputTokens };
    };
    expect(delta("validation")).toEqual({ calls: 1, inputTokens: 1200, outputTokens: 300 });
    expect(delta("chat")).toEqual({ calls: 1, inputTokens: 500, outputTokens: 40 });
    expect(delta("builder")).toEqual({ calls: 1, inputTokens: 2000, outputTokens: 900 });
    // 3,700 input tokens at $2 a million and 1,240 output tokens at $8 a million: $0.00740 + $0.00992.
    expect(after.total.cost! - before.total.cost!).toBeCloseTo(0.01732, 8);
    expect(after.total.inputTokens - before.total.inputTokens).toBe(3700);
    const model = after.byModel.find((row) => row.model === MODEL)!;
    expect(model).toMatchObject({ priced: true });
    const today = after.byDay[0]!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.cost).toBeCloseTo(after.today.cost, 8);
    expect(after.currentModel).toBe(MODEL);

    // Each call is kept with its member, tool and model.
    const rows = await t.database.db.select().from(aiCalls).where(eq(aiCalls.userId, person.id)).orderBy(desc(aiCalls.createdAt));
    expect(rows.map((row) => [row.tool, row.model, row.inputTokens, row.outputTokens])).toEqual([
      ["builder", MODEL, 2000, 900],
      ["chat", MODEL, 500, 40],
      ["validation", MODEL, 1200, 300],
    ]);
  });

  it("counts a stream cut after it delivered text as a call whose tokens the provider never reported", async () => {
    const person = await pro();
    const before = tool(await report(), "chat");
    peer.queue({ kind: "stream", chunks: ["Half ", "an ", "answer"], failAfter: 2, delayMs: 20 });
    const cut = await person.client.post("/api/v1/ai-chat/message", { message: "What should the landing page say?" });
    expect(cut.statusCode, cut.body).toBe(200);
    const after = tool(await report(), "chat");
    expect({ calls: after.calls - before.calls, unreported: after.unreported - before.unreported, tokens: after.outputTokens - before.outputTokens }).toEqual({ calls: 1, unreported: 1, tokens: 0 });
  });

  it("pauses model calls once today's estimated cost reaches the cap, says so plainly and charges no quota; raising the cap resumes them", async () => {
    const person = await pro();
    const spent = (await report()).today.cost;
    // A cap one cent above today's spend, then one answer costing more than a cent: 1,000 input
    // tokens ($0.002) and 1,500 output tokens ($0.012).
    await setAi({ prices: [PRICE], dailySpendCap: Math.ceil((spent + 0.01) * 100) / 100 });
    try {
      peer.queue({ kind: "stream", chunks: ["A long answer."], usage: { prompt_tokens: 1000, completion_tokens: 1500 } });
      expect((await person.client.post("/api/v1/ai-chat/message", { message: "Which channel first?" })).statusCode).toBe(200);
      const state = (await report()).today;
      expect(state).toMatchObject({ paused: true });
      expect(state.cost).toBeGreaterThanOrEqual(state.cap!);

      const chatUsed = await used(person.id, "ai_chat");
      const researchUsed = await used(person.id, "ai_research");
      const requests = peer.requests.length;
      for (const call of [
        () => person.client.post("/api/v1/ai-chat/message", { message: "And the second channel?" }),
        () => person.client.post("/api/v1/validate", { idea: "A reconciler that fills the cost-basis gaps in crypto brokers' 1099-DA forms for bookkeepers." }),
        () => person.client.post(`/api/v1/ai/ideas/${ideaId}/documents`),
        () => boss.post("/api/v1/admin/generate-idea", { category: "web3" }),
      ]) {
        const paused = await call();
        expect(paused.statusCode, paused.body).toBe(503);
        expect(paused.json().error.message).toBe(SPENDING_CAP_MESSAGE);
        expect(Number(paused.headers["retry-after"])).toBeGreaterThan(0);
      }
      // Nobody was charged and the model was not asked.
      expect(await used(person.id, "ai_chat")).toBe(chatUsed);
      expect(await used(person.id, "ai_research")).toBe(researchUsed);
      expect(peer.requests.length).toBe(requests);

      await setAi({ prices: [PRICE], dailySpendCap: state.cost + 1 });
      peer.queue({ kind: "stream", chunks: ["Back again."] });
      expect((await person.client.post("/api/v1/ai-chat/message", { message: "And the second channel?" })).statusCode).toBe(200);
      expect(await used(person.id, "ai_chat")).toBe(chatUsed + 1);
    } finally {
      await setAi({ prices: [PRICE], dailySpendCap: null });
    }
  });

  it("shows usage to admins only, and refuses prices and caps that are not dollar amounts", async () => {
    const person = await pro();
    expect((await person.client.get("/api/v1/admin/ai-usage")).statusCode).toBe(403);
    expect((await t.client().get("/api/v1/admin/ai-usage")).statusCode).toBe(401);
    const current = adminSettingsSchema.parse((await boss.get("/api/v1/admin/settings")).json());
    const memberSave = await person.client.request({ method: "PUT", url: "/api/v1/admin/settings", body: { ...current, aiSettings: { prices: [], dailySpendCap: 0.01 } } });
    expect(memberSave.statusCode).toBe(403);
    for (const aiSettings of [
      { prices: [PRICE], dailySpendCap: -5 },
      { prices: [{ ...PRICE, outputPerMillion: "eight" }], dailySpendCap: null },
      { prices: [PRICE, PRICE], dailySpendCap: null },
    ]) {
      const refused = await boss.request({ method: "PUT", url: "/api/v1/admin/settings", body: { ...current, aiSettings } });
      expect(refused.statusCode, JSON.stringify(aiSettings)).toBe(400);
    }
    expect(adminSettingsSchema.parse((await boss.get("/api/v1/admin/settings")).json()).aiSettings).toEqual(current.aiSettings);
    expect((await boss.get("/api/v1/admin/ai-usage?days=0")).statusCode).toBe(400);
  });
});
