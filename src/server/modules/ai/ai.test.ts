import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { createTestApp, PASSWORD, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { startOpenAiPeer, type OpenAiPeer } from "../../test/openai-peer";
import { aiResearchRequests, chatMessages, chatSessions, ideas, sessions as authSessions, usageLedger } from "../../db/schema";
import { IDEAS_DIR } from "../../paths";
import type { Tier } from "../../../shared/plans";
import { builderDocumentsResponse, chatReplyResponse, chatSessionResponse, chatSessionsResponse, chatStreamEvent, reportListResponse, validateResponse } from "../../../shared/schemas/ai";
import type { ModelValidation } from "../../../shared/schemas/model-output";
import { ledgerMonth } from "../usage/index";
import { setRole } from "../auth/index";
import { member as createMember, setTier } from "../../test/factories";

/** A founder's idea in a catalogue idea's own words, so the analyst must find that idea. */
const AGENCY_IDEA = "A dashboard for small web agencies that watches their clients' SSL certificates and domain renewals and warns before anything expires.";

/** A published catalogue idea to talk about (chosen from the database: the catalogue changes). */
async function someIdea(t: TestApp) {
  const [idea] = await t.database.db
    .select({ id: ideas.id, slug: ideas.slug, title: ideas.title, tagline: ideas.tagline })
    .from(ideas)
    .where(and(eq(ideas.status, "published"), eq(ideas.isProPick, false)))
    .orderBy(ideas.slug)
    .limit(1);
  return idea!;
}

let seq = 0;
const member = (t: TestApp, tier: Tier) => createMember(t, `ai-${tier}-${++seq}@example.com`, tier);

async function used(t: TestApp, userId: string, kind: "ai_chat" | "ai_research"): Promise<number> {
  const [row] = await t.database.db
    .select({ used: usageLedger.used })
    .from(usageLedger)
    .where(and(eq(usageLedger.userId, userId), eq(usageLedger.kind, kind), eq(usageLedger.month, ledgerMonth(new Date()))));
  return row?.used ?? 0;
}

async function reportsStored(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(aiResearchRequests).where(eq(aiResearchRequests.userId, userId));
  return row?.n ?? 0;
}

function streamEvents(body: string) {
  return body
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => chatStreamEvent.parse(JSON.parse(block.slice(6))));
}

const streamed = (client: TestClient, body: unknown) => client.request({ method: "POST", url: "/api/v1/ai-chat/message", body, headers: { accept: "text/event-stream" } });

describe("AI tools on the built-in analyst (no model configured)", () => {
  let t: TestApp;
  let pro: { id: string; email: string; client: TestClient };
  let catalogueCompetitors: Set<string>;

  beforeAll(async () => {
    t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
    pro = await member(t, "pro");
    const rows = await t.database.db.select({ analysis: ideas.analysis }).from(ideas);
    catalogueCompetitors = new Set(rows.flatMap((row) => row.analysis!.competitive_landscape.direct_competitors.map((c) => c.name)));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("validates an idea from the catalogue's closest ideas, names only their competitors, and keeps the report", async () => {
    const known = await someIdea(t);
    // Other tests in this file validate as the same member, in any order: count from here.
    const usedBefore = await used(t, pro.id, "ai_research");
    const res = await pro.client.post("/api/v1/validate", { idea: `${known.title}: ${known.tagline}` });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = validateResponse.parse(res.json());
    expect(data.engine).toBe("builtin");
    expect(data.model).toBeNull();
    expect(data.risks.length).toBeGreaterThanOrEqual(3);
    expect(["build", "refine", "avoid"]).toContain(data.verdict);
    expect(data.closestIdeas[0]!.slug).toBe(known.slug);
    // Every competitor the report names comes from a catalogue idea it drew on.
    for (const grounding of data.closestIdeas) for (const name of grounding.competitors) expect(catalogueCompetitors.has(name)).toBe(true);
    expect(data.catalogueFacts.length).toBeGreaterThan(0);
    expect(await used(t, pro.id, "ai_research")).toBe(usedBefore + 1);

    const list = reportListResponse.parse((await pro.client.get("/api/v1/validate/reports")).json());
    expect(list.data[0]!.id).toBe(data.id);
    const again = validateResponse.parse((await pro.client.get(`/api/v1/validate/reports/${data.id}`)).json());
    expect(again.data).toEqual(data);

    const md = await pro.client.get(`/api/v1/validate/reports/${data.id}/export?format=md`);
    expect(md.headers["content-type"]).toContain("text/markdown");
    expect(md.body).toContain("## Top risks");
    expect(md.body).toContain("Built-in analyst: no AI model configured");
    const pdf = await pro.client.get(`/api/v1/validate/reports/${data.id}/export?format=pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Another member's report is not found, like an unknown id.
    const other = await member(t, "pro");
    expect((await other.client.get(`/api/v1/validate/reports/${data.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/v1/validate/reports/${data.id}/export?format=md`)).statusCode).toBe(404);
  });

  it("keeps a member's reports readable after they leave Pro: reading is not a new use, validating is", async () => {
    const leaving = await member(t, "pro");
    const made = await leaving.client.post("/api/v1/validate", { idea: AGENCY_IDEA });
    expect(made.statusCode, made.body).toBe(200);
    const { id } = validateResponse.parse(made.json()).data;
    await setTier(t, leaving.id, "starter");
    await expect.poll(async () => (await leaving.client.get("/api/v1/me")).json().entitlements.canValidate, { timeout: 2000 }).toBe(false);

    expect(reportListResponse.parse((await leaving.client.get("/api/v1/validate/reports")).json()).data.map((r) => r.id)).toEqual([id]);
    expect((await leaving.client.get(`/api/v1/validate/reports/${id}`)).statusCode).toBe(200);
    expect((await leaving.client.get(`/api/v1/validate/reports/${id}/export?format=md`)).statusCode).toBe(200);
    const refused = await leaving.client.post("/api/v1/validate", { idea: AGENCY_IDEA });
    expect(refused.statusCode).toBe(403);
    expect(await reportsStored(t, leaving.id)).toBe(1);
  });

  it("says when nothing in the catalogue is close, and still gives three risks and a test", async () => {
    const res = await pro.client.post("/api/v1/validate", { idea: "Zxqv plorb wumble frandish." });
    const { data } = validateResponse.parse(res.json());
    expect(data.closestIdeas).toEqual([]);
    expect(data.verdict).toBe("refine");
    expect(data.marketNotes).toContain("Nothing in our catalogue is close");
    expect(data.risks.length).toBeGreaterThanOrEqual(3);
    expect(data.firstTest.passMark.length).toBeGreaterThan(10);
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const user = await member(t, "pro");
    for (const body of [{ idea: "" }, { idea: "   " }, { idea: "x".repeat(501) }, { idea: 42 }, { idea: "fine", category: "space" }, {}]) {
      const res = await user.client.post("/api/v1/validate", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await user.client.post("/api/v1/validate", { idea: "" })).json().error.issues[0].message).toBe("Please enter an idea to validate");
    expect((await user.client.post("/api/v1/validate", { idea: "fine", category: "space" })).json().error.issues[0]).toMatchObject({ path: "category", message: "Choose one of the listed categories" });
    expect(await reportsStored(t, user.id)).toBe(0);
    expect(await used(t, user.id, "ai_research")).toBe(0);
  });

  it("lets only Pro and Lifetime members use the AI routes", async () => {
    const visitor = t.client();
    expect((await visitor.post("/api/v1/validate", { idea: AGENCY_IDEA })).statusCode).toBe(401);
    expect((await visitor.post("/api/v1/ai-chat/message", { message: "hi" })).statusCode).toBe(401);
    expect((await visitor.get("/api/v1/ai-chat/sessions")).statusCode).toBe(401);
    for (const tier of ["free", "starter"] as const) {
      const user = await member(t, tier);
      expect((await user.client.post("/api/v1/validate", { idea: AGENCY_IDEA })).statusCode).toBe(403);
      expect((await user.client.post("/api/v1/ai-chat/message", { message: "hi" })).statusCode).toBe(403);
      expect(await reportsStored(t, user.id)).toBe(0);
    }
    const lifetime = await member(t, "lifetime");
    expect((await lifetime.client.post("/api/v1/validate", { idea: AGENCY_IDEA })).statusCode).toBe(200);
  });

  it("takes exactly the units left when 100 validations arrive at once", async () => {
    const user = await member(t, "pro");
    const results = await Promise.all(Array.from({ length: 100 }, () => user.client.post("/api/v1/validate", { idea: AGENCY_IDEA })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(97);
    expect(results.find((r) => r.statusCode === 429)!.json().error.reason).toBe("QUOTA_EXCEEDED");
    expect(await used(t, user.id, "ai_research")).toBe(3);
    expect(await reportsStored(t, user.id)).toBe(3);
  }, 60_000);

  it("chats about an idea from its analysis, citing the tab, and streams the answer in pieces", async () => {
    // A member of its own: the chat count and the newest session below are this test's alone,
    // whichever other tests ran before it (the suite runs shuffled).
    const pro = await member(t, "pro");
    const idea = await someIdea(t);
    const json = await pro.client.post("/api/v1/ai-chat/message", { message: "Who are the competitors?", ideaId: idea!.id });
    expect(json.statusCode, json.body).toBe(200);
    const reply = chatReplyResponse.parse(json.json()).data;
    expect(reply.engine).toBe("builtin");
    expect(reply.message).toContain("[Competition]");

    const res = await streamed(pro.client, { message: "How should I price it?", sessionId: reply.sessionId });
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = streamEvents(res.body);
    expect(events[0]).toMatchObject({ type: "start", sessionId: reply.sessionId, engine: "builtin" });
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => (d.type === "delta" ? d.text : "")).join("")).toContain("[Business Model]");
    expect(events.at(-1)).toEqual({ type: "done" });
    expect(await used(t, pro.id, "ai_chat")).toBe(2);

    const sessions = chatSessionsResponse.parse((await pro.client.get("/api/v1/ai-chat/sessions?limit=20")).json()).data;
    expect(sessions[0]).toMatchObject({ id: reply.sessionId, total_messages: 4, ideas: { title: idea!.title } });
    const session = chatSessionResponse.parse((await pro.client.get(`/api/v1/ai-chat/sessions/${reply.sessionId}`)).json()).data;
    expect(session.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);

    // A stream sent when the session is due for its daily extension carries the fresh cookie, as
    // every other answer does (the hijacked reply skipped the hook that adds it). The session is a
    // new sign-in no request has used yet: the server has not cached it, so the change below is seen
    // at once (the NOTIFY that updates a cached one arrives asynchronously on PostgreSQL).
    const signedIn = t.client();
    expect((await signedIn.post("/api/auth/sign-in/email", { email: pro.email, password: PASSWORD })).statusCode).toBe(200);
    await t.database.db
      .update(authSessions)
      .set({ updatedAt: new Date(Date.now() - 2 * 86_400_000), expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(authSessions.userId, pro.id));
    const refreshing = await streamed(signedIn, { message: "Who would buy it?", sessionId: reply.sessionId });
    expect(refreshing.headers["content-type"]).toContain("text/event-stream");
    expect(refreshing.cookies.some((c) => c.name === "ideadeck.session_token" && c.value)).toBe(true);
    expect(refreshing.headers["x-content-type-options"]).toBe("nosniff");
    // The stream's session was extended; the other sign-in, unused since, was not.
    const expiries = (await t.database.db.select().from(authSessions).where(eq(authSessions.userId, pro.id))).map((row) => row.expiresAt.getTime());
    expect(expiries.filter((at) => at > Date.now() + 20 * 86_400_000)).toHaveLength(1);

    // Sessions belong to their user.
    const other = await member(t, "pro");
    expect((await other.client.get(`/api/v1/ai-chat/sessions/${reply.sessionId}`)).statusCode).toBe(404);
    expect((await other.client.post("/api/v1/ai-chat/message", { message: "hi", sessionId: reply.sessionId })).statusCode).toBe(404);
    expect((await other.client.delete(`/api/v1/ai-chat/sessions/${reply.sessionId}`)).statusCode).toBe(404);
    expect(await used(t, other.id, "ai_chat")).toBe(0);

    // Delete removes the session (chat.test.ts covers it in full).
    expect((await pro.client.delete(`/api/v1/ai-chat/sessions/${reply.sessionId}`)).statusCode).toBe(204);
    expect((await pro.client.get(`/api/v1/ai-chat/sessions/${reply.sessionId}`)).statusCode).toBe(404);
  });

  it("writes the builder's PRD and landing copy from the idea's own fields, for Pro only", async () => {
    const idea = await someIdea(t);
    const res = await pro.client.get(`/api/v1/ai/ideas/${idea.id}/documents`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = builderDocumentsResponse.parse(res.json());
    expect(data.source).toBe("template");
    expect(data.documents.map((d) => d.id)).toEqual(["prd", "landing"]);
    expect(data.documents[0]!.markdown).toContain(`# Product requirements: ${idea.title}`);
    expect(data.documents[1]!.markdown).toContain(idea.tagline);
    // Without a model there is nothing to rewrite them with.
    expect((await pro.client.post(`/api/v1/ai/ideas/${idea.id}/documents`)).statusCode).toBe(409);
    const starter = await member(t, "starter");
    expect((await starter.client.get(`/api/v1/ai/ideas/${idea.id}/documents`)).statusCode).toBe(403);
    expect((await t.client().get(`/api/v1/ai/ideas/${idea.id}/documents`)).statusCode).toBe(401);
  });

  it("answers a general question from the closest catalogue ideas, with links", async () => {
    const known = await someIdea(t);
    const res = await pro.client.post("/api/v1/ai-chat/message", { message: `What could I build like this: ${known.title}. ${known.tagline}` });
    const reply = chatReplyResponse.parse(res.json()).data;
    expect(reply.grounding.length).toBeGreaterThan(0);
    expect(reply.message).toContain(`/ideas/${reply.grounding[0]!.slug}`);
  });

  it("refuses empty and oversized chat messages and unknown ideas, costing nothing", async () => {
    const user = await member(t, "pro");
    for (const body of [{ message: "" }, { message: " \n " }, { message: "x".repeat(4001) }, { message: 1 }, { message: "hi", sessionId: "nope" }]) {
      expect((await user.client.post("/api/v1/ai-chat/message", body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await user.client.post("/api/v1/ai-chat/message", { message: "hi", sessionId: "nope" })).json().error.issues[0]).toMatchObject({ path: "sessionId", message: "Chat session not found" });
    expect((await user.client.post("/api/v1/ai-chat/message", { message: "hi", ideaId: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    expect(await used(t, user.id, "ai_chat")).toBe(0);
    const [row] = await t.database.db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.userId, user.id));
    expect(row!.n).toBe(0);
  });
});

describe("AI tools on a model (a local OpenAI-compatible server)", () => {
  let t: TestApp;
  let peer: OpenAiPeer;

  const draft: ModelValidation = {
    difficultyScore: 4,
    summary: "We estimate a moderate build: the closest catalogue idea shows demand among web agencies.",
    verdict: "build",
    verdictReasons: ["A named buyer with a dated reason to buy."],
    risks: ["Registrars already send reminders.", "Agencies may see it as a nice-to-have.", "Churn after the first renewal season."],
    monetizationPaths: ["Per-agency monthly plan."],
    executionTips: ["Import domains from a CSV first."],
    marketNotes: "From the catalogue idea on certificate expiry.",
    firstTest: { what: "Ten agency calls", how: "Ask how they track renewals today.", passMark: "Three agree to a paid pilot." },
    facts: [],
    competitors: [],
  };

  beforeAll(async () => {
    peer = await startOpenAiPeer();
    t = await createTestApp({ seedIdeasFrom: IDEAS_DIR, config: { ai: { baseUrl: peer.baseUrl, apiKey: "test-key", model: "peer-model", timeoutMs: 1500 } } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("tells admins on /api/v1/status whether the model answers", async () => {
    const admin = await signUpVerified(t, "ai-status-admin@example.com");
    await setRole(t.database.db, "ai-status-admin@example.com", "admin", { id: null, label: "test" });
    expect((await admin.get("/api/v1/status")).json().checks.ai).toMatchObject({ mode: "model", ok: true });
    peer.queue({ kind: "status", status: 500 });
    const down = (await admin.get("/api/v1/status")).json().checks.ai;
    expect(down).toMatchObject({ mode: "model", ok: false });
    expect(down.detail).toContain("did not answer");
  });

  it("validates through the model with the catalogue's facts in the prompt", async () => {
    const user = await member(t, "pro");
    peer.queue({ kind: "text", content: JSON.stringify(draft) });
    const res = await user.client.post("/api/v1/validate", { idea: AGENCY_IDEA });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = validateResponse.parse(res.json());
    expect(data).toMatchObject({ engine: "model", model: "peer-model", verdict: "build", summary: draft.summary });
    const request = peer.requests.at(-1)!;
    expect(request.model).toBe("peer-model");
    const system = (request.messages as { role: string; content: string }[])[0]!.content;
    expect(system).toContain("CATALOGUE CONTEXT");
    expect(system).toContain("Never invent a company");
    expect(JSON.stringify(request.response_format)).toContain("json_schema");
  });

  it("retries output that does not fit the report once, then answers a clear error and gives the unit back", async () => {
    const user = await member(t, "pro");
    peer.queue({ kind: "text", content: "not json" }, { kind: "text", content: JSON.stringify(draft) });
    expect((await user.client.post("/api/v1/validate", { idea: AGENCY_IDEA })).statusCode).toBe(200);
    expect(await used(t, user.id, "ai_research")).toBe(1);

    peer.queue({ kind: "text", content: JSON.stringify({ ...draft, risks: ["only one"] }) }, { kind: "text", content: "{}" });
    const bad = await user.client.post("/api/v1/validate", { idea: AGENCY_IDEA });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().error.message).toMatch(/^Failed to validate idea\. .*did not count against your monthly limit/);
    expect(await used(t, user.id, "ai_research")).toBe(1);
  });

  it("gives the unit back when the model errors or times out", async () => {
    const user = await member(t, "pro");
    peer.queue({ kind: "status", status: 500 });
    expect((await user.client.post("/api/v1/validate", { idea: AGENCY_IDEA })).statusCode).toBe(502);
    peer.queue({ kind: "hang" });
    const slow = await user.client.post("/api/v1/validate", { idea: AGENCY_IDEA });
    expect(slow.statusCode).toBe(502);
    expect(await used(t, user.id, "ai_research")).toBe(0);
    peer.queue({ kind: "status", status: 503 });
    expect((await user.client.post("/api/v1/ai-chat/message", { message: "Hello" })).statusCode).toBe(502);
    expect(await used(t, user.id, "ai_chat")).toBe(0);
  });

  it("streams the model's answer as it arrives and stores it", async () => {
    const user = await member(t, "pro");
    const idea = await someIdea(t);
    peer.queue({ kind: "stream", chunks: ["Price ", "per agency ", "[Business Model]."], delayMs: 5 });
    const res = await streamed(user.client, { message: "How do I price it?", ideaId: idea!.id });
    const events = streamEvents(res.body);
    expect(events.filter((e) => e.type === "delta").map((e) => (e.type === "delta" ? e.text : ""))).toEqual(["Price ", "per agency ", "[Business Model]."]);
    const start = events[0]!;
    expect(start).toMatchObject({ type: "start", engine: "model" });
    const system = (peer.requests.at(-1)!.messages as { content: string }[])[0]!.content;
    expect(system).toContain("[Competition]");
    const sessionId = start.type === "start" ? start.sessionId : "";
    const session = chatSessionResponse.parse((await user.client.get(`/api/v1/ai-chat/sessions/${sessionId}`)).json()).data;
    expect(session.messages.at(-1)!.content).toBe("Price per agency [Business Model].");
    expect(await used(t, user.id, "ai_chat")).toBe(1);
  });

  it("has the model write the builder's documents on one chat unit", async () => {
    const user = await member(t, "pro");
    const idea = await someIdea(t);
    peer.queue({ kind: "text", content: JSON.stringify({ prd: `# PRD\n\n${"Scope. ".repeat(40)}`, landing: `# Landing\n\n${"Headline. ".repeat(15)}` }) });
    const res = await user.client.post(`/api/v1/ai/ideas/${idea.id}/documents`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = builderDocumentsResponse.parse(res.json());
    expect(data).toMatchObject({ source: "model", model: "peer-model" });
    expect(data.documents[0]!.markdown).toMatch(/^# PRD/);
    expect(await used(t, user.id, "ai_chat")).toBe(1);
  });

  it("sends the model the newest 20 messages of a long conversation", async () => {
    const user = await member(t, "pro");
    peer.queue({ kind: "stream", chunks: ["First answer."] });
    const first = chatReplyResponse.parse((await user.client.post("/api/v1/ai-chat/message", { message: "Hello" })).json()).data;
    // The first exchange moves two hours back; 230 older-than-now messages follow it.
    await t.database.db.update(chatMessages).set({ createdAt: new Date(Date.now() - 7_200_000) }).where(eq(chatMessages.sessionId, first.sessionId));
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 230; i++) {
      await t.database.db.insert(chatMessages).values({ sessionId: first.sessionId, role: i % 2 ? "assistant" : "user", content: `old message ${i}`, createdAt: new Date(base + i * 1000) });
    }
    peer.queue({ kind: "stream", chunks: ["Latest answer."] });
    expect((await user.client.post("/api/v1/ai-chat/message", { message: "And now?", sessionId: first.sessionId })).statusCode).toBe(200);
    const sent = (peer.requests.at(-1)!.messages as { role: string; content: string }[]).slice(1);
    expect(sent).toHaveLength(21);
    expect(sent.at(-2)!.content).toBe("old message 229");
    expect(sent.at(-1)!.content).toBe("And now?");
    const shown = chatSessionResponse.parse((await user.client.get(`/api/v1/ai-chat/sessions/${first.sessionId}`)).json()).data.messages;
    expect(shown).toHaveLength(200);
    expect(shown.at(-1)!.content).toBe("Latest answer.");
  });

  // The member keeps the half they read, so it counts once (issue 23: refunding it made cutting a
  // stream a way to free answers); chat-stream.test.ts covers a stall and a failure before any text.
  it("keeps a stream that breaks midway, says it was cut off and counts it once", async () => {
    const user = await member(t, "pro");
    peer.queue({ kind: "stream", chunks: ["Half ", "an ", "answer"], failAfter: 2, delayMs: 30 });
    const res = await streamed(user.client, { message: "Tell me more" });
    const events = streamEvents(res.body);
    expect(events.map((e) => e.type)).toEqual(["start", "delta", "delta", "error", "done"]);
    expect(await used(t, user.id, "ai_chat")).toBe(1);
    const [row] = await t.database.db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.userId, user.id));
    expect(row!.n).toBe(1);
  });
});
