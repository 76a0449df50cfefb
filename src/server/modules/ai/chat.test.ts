import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, lte } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { startOpenAiPeer, type OpenAiPeer } from "../../test/openai-peer";
import { member as createMember } from "../../test/factories";
import { chatMessages, chatSessions, ideas } from "../../db/schema";
import { IDEAS_DIR } from "../../paths";
import { chatReplyResponse, chatSessionsResponse, validateResponse } from "../../../shared/schemas/ai";
import { createAiRepo } from "./ai.repo";
import { CHAT_DISCLAIMER } from "./analyst-chat";
import { chatIntent } from "./analyst-chat-intents";

/**
 * The strategy chat through the API (issue 22, item 4; issue 23, item 5): the session keeps its
 * subject across turns, each kind of question gets its own answer from the subject's real fields,
 * and a member can delete their sessions (only theirs). Ideas are picked from the database, since
 * other work changes the catalogue.
 */
/** A general question about a live catalogue idea, in its own words (the catalogue changes, so it is read from the database). */
async function aQuestion(t: TestApp): Promise<string> {
  const [row] = await t.database.db
    .select({ title: ideas.title, tagline: ideas.tagline })
    .from(ideas)
    .where(and(eq(ideas.status, "published"), eq(ideas.isProPick, false)))
    .orderBy(ideas.slug)
    .limit(1);
  return `What do you make of this: ${row!.title}. ${row!.tagline}`;
}

let seq = 0;
const member = (t: TestApp, tier: "pro" | "lifetime" | "starter" | "free" = "pro") => createMember(t, `chat-${tier}-${++seq}@example.com`, tier);

async function say(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post("/api/v1/ai-chat/message", body);
  expect(res.statusCode, res.body).toBe(200);
  return chatReplyResponse.parse(res.json()).data;
}

async function ideaBySlug(t: TestApp, slug: string) {
  const [row] = await t.database.db.select().from(ideas).where(eq(ideas.slug, slug));
  return row!;
}

const link = (idea: { title: string; slug: string }) => `[${idea.title}](/ideas/${idea.slug})`;

describe("the strategy chat on the built-in analyst", () => {
  let t: TestApp;
  let pro: { id: string; client: TestClient };

  beforeAll(async () => {
    t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
    pro = await member(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("keeps a general chat's subject for three turns: 'how should I price it?' answers about that idea's pricing", async () => {
    const first = await say(pro.client, { message: await aQuestion(t) });
    expect(first.grounding.length).toBeGreaterThan(0);
    const topic = await ideaBySlug(t, first.grounding[0]!.slug);
    expect(first.message).toContain(link(topic));
    // Ideas are named as links, never as raw paths.
    expect(first.message).not.toMatch(/[^(]\/ideas\/[a-z0-9-]+/);

    const second = await say(pro.client, { message: "Who are the competitors?", sessionId: first.sessionId });
    expect(second.grounding.map((g) => g.slug)).toEqual([topic.slug]);
    for (const c of topic.analysis!.competitive_landscape.direct_competitors.slice(0, 3)) expect(second.message).toContain(c.name);

    const third = await say(pro.client, { message: "How should I price it?", sessionId: first.sessionId });
    expect(third.grounding.map((g) => g.slug)).toEqual([topic.slug]);
    const model = topic.analysis!.business_model;
    expect(third.message).toContain(model.pricing_model);
    expect(third.message).toContain(model.tiers[0]!.price);
    // The pricing question alone would have matched pricing-themed ideas; none of them is named.
    expect([...third.message.matchAll(/\]\(\/ideas\/([a-z0-9-]+)\)/g)].map((m) => m[1])).toEqual([topic.slug]);

    // The closing disclaimer is said once a session, on its first answer.
    expect(first.message).toContain(CHAT_DISCLAIMER);
    expect(second.message).not.toContain(CHAT_DISCLAIMER);
    expect(third.message).not.toContain(CHAT_DISCLAIMER);
    const [stored] = await t.database.db.select({ topic: chatSessions.topicIdeaId }).from(chatSessions).where(eq(chatSessions.id, first.sessionId));
    expect(stored!.topic).toBe(topic.id);
    const listed = chatSessionsResponse.parse((await pro.client.get("/api/v1/ai-chat/sessions")).json()).data.find((s) => s.id === first.sessionId);
    expect(listed).toMatchObject({ ideas: null, report: null, topic: { slug: topic.slug, title: topic.title } });
  });

  it("moves a general chat's topic when the founder names a subject we did not research, instead of answering about the old one", async () => {
    const first = await say(pro.client, { message: await aQuestion(t) });
    const moved = await say(pro.client, { message: "What about a zxqv plorb for wumble frandishers?", sessionId: first.sessionId });
    expect(moved.grounding).toEqual([]);
    expect(moved.message).toContain("Nothing in our catalogue matches");
    const [stored] = await t.database.db.select({ topic: chatSessions.topicIdeaId }).from(chatSessions).where(eq(chatSessions.id, first.sessionId));
    expect(stored!.topic).toBeNull();
  });

  it("answers each kind of question about an idea from its own fields", async () => {
    const [idea] = await t.database.db
      .select()
      .from(ideas)
      .where(and(eq(ideas.status, "published"), eq(ideas.isProPick, false)))
      .orderBy(ideas.slug)
      .limit(1);
    const a = idea!.analysis!;
    const start = await say(pro.client, { message: "Is this a fit for me?", ideaId: idea!.id });
    const session = start.sessionId;
    // Fit, with nothing known about the member: what the idea takes, and what it would need to know.
    expect(start.message).toContain(a.required_skills![0]!);
    expect(start.message).toContain("your profile does not say");

    const customers = await say(pro.client, { message: "How do I get my first ten customers?", sessionId: session });
    expect(customers.message).toContain("The first ten customers");
    expect(customers.message).toContain(a.go_to_market_strategy.channels[0]!);

    const mail = await say(pro.client, { message: "Write a cold e-mail I can send to a buyer", sessionId: session });
    expect(mail.message).toContain("Subject:");
    expect(mail.message).toContain("Hi {first name},");
    expect(mail.message).not.toContain("[Business Model]");

    const plan = await say(pro.client, { message: "Give me a 7-day plan", sessionId: session });
    for (const day of [1, 2, 3, 4, 5, 6, 7]) expect(plan.message).toContain(`Day ${day}:`);
    expect(plan.message).toContain(a.weekend_mvp_scope[0]!);

    // Fit again, now that the member said who they are, and with a location in their profile.
    const located = await pro.client.patch("/api/v1/me/profile", { location: "Lisbon, Portugal" });
    expect(located.statusCode, located.body).toBe(200);
    const fit = await say(pro.client, { message: "I'm a developer with 6 hours a week and $400. Is it a good fit for me?", sessionId: session });
    expect(fit.message).toContain("6 hours a week");
    expect(fit.message).toContain("$400");
    expect(fit.message).toContain("your profile says Lisbon, Portugal");
    expect(fit.message).not.toContain("your profile does not say");

    const [other] = await t.database.db
      .select()
      .from(ideas)
      .where(and(eq(ideas.status, "published"), eq(ideas.isProPick, false)))
      .orderBy(ideas.slug)
      .offset(1)
      .limit(1);
    const compared = await say(pro.client, { message: `Compare it with /ideas/${other!.slug}`, sessionId: session });
    expect(compared.message).toContain(`${link(idea!)} compared with ${link(other!)}`);
    expect(compared.message).toContain(`- feasibility: ${idea!.scoreFeasibility}/10 vs ${other!.scoreFeasibility}/10`);

    // Every answer stayed on the idea the chat is about.
    expect(chatIntent("Which channels should I use?")).toBe("channels");
    const list = chatSessionsResponse.parse((await pro.client.get("/api/v1/ai-chat/sessions")).json()).data;
    expect(list.find((s) => s.id === session)).toMatchObject({ total_messages: 12, ideas: { slug: idea!.slug }, report: null });
  });

  it("ranks catalogue ideas by a score with the founder's filter, best first", async () => {
    const reply = await say(pro.client, { message: "Which idea has the best feasibility that I could build in a weekend?" });
    const quick = await t.database.db
      .select({ slug: ideas.slug, feasibility: ideas.scoreFeasibility })
      .from(ideas)
      .where(and(eq(ideas.status, "published"), lte(ideas.timeToMvpWeeks, 2), lte(ideas.executionDifficulty, 5)));
    const named = [...reply.message.matchAll(/\]\(\/ideas\/([a-z0-9-]+)\)/g)].map((m) => m[1]!);
    expect(named.length).toBe(Math.min(5, quick.length));
    const feasibility = new Map(quick.map((row) => [row.slug, row.feasibility]));
    const best = Math.max(...quick.map((row) => row.feasibility));
    expect(feasibility.get(named[0]!)).toBe(best);
    for (let i = 1; i < named.length; i++) expect(feasibility.get(named[i]!)!).toBeLessThanOrEqual(feasibility.get(named[i - 1]!)!);
    expect(reply.message).toContain(`(${quick.length} of the ideas you can read qualify)`);
  });

  it("ranks only ideas the viewer may read: a member without Pro Picks never has one ranked, counted or named", async () => {
    const repo = createAiRepo(t.database.db);
    const request = { by: "opportunity" as const, weekend: false, category: null, proPicks: false };
    const [proPick] = await t.database.db.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.status, "published"), eq(ideas.isProPick, true))).limit(1);
    const everyone = await repo.rankIdeas(request, { proPicks: true, all: true, dailyId: null }, 1000);
    expect(everyone.ids).toContain(proPick!.id);
    const starter = await repo.rankIdeas(request, { proPicks: false, all: true, dailyId: null }, 1000);
    expect(starter.ids).not.toContain(proPick!.id);
    expect(starter.total).toBe(everyone.total - (await t.database.db.select({ n: count() }).from(ideas).where(and(eq(ideas.status, "published"), eq(ideas.isProPick, true))))[0]!.n);
    expect(await repo.rankIdeas(request, { proPicks: false, all: false, dailyId: null }, 1000)).toEqual({ ids: [], total: 0 });
    // Free members cannot reach the chat at all.
    const free = await member(t, "free");
    expect((await free.client.post("/api/v1/ai-chat/message", { message: "Which ideas have the best opportunity?" })).statusCode).toBe(403);
  });

  it("chats about the founder's own idea from their validation report, for its owner only", async () => {
    const validated = await pro.client.post("/api/v1/validate", {
      idea: "A dashboard for small web agencies that watches their clients' SSL certificates and domain renewals and warns before anything expires.",
    });
    const report = validateResponse.parse(validated.json()).data;
    const first = await say(pro.client, { message: "How should I price it?", reportId: report.id });
    const list = chatSessionsResponse.parse((await pro.client.get("/api/v1/ai-chat/sessions")).json()).data;
    expect(list.find((s) => s.id === first.sessionId)).toMatchObject({ report: { id: report.id, idea: report.idea }, ideas: null });
    // Whether the catalogue holds a related idea depends on the catalogue (it grows): with one, the
    // answer borrows its researched pricing and says it is another idea's; without, it is about theirs.
    if (report.closestIdeas[0]) {
      const related = await ideaBySlug(t, report.closestIdeas[0].slug);
      expect(first.message).toContain(related.analysis!.business_model.tiers[0]!.price);
      expect(first.message).toContain("This is another idea's pricing");
    } else {
      expect(first.message).toContain("your idea");
    }
    const risks = await say(pro.client, { message: "What are the biggest risks?", sessionId: first.sessionId });
    expect(risks.message).toContain(report.risks[0]!);

    const other = await member(t);
    const refused = await other.client.post("/api/v1/ai-chat/message", { message: "How should I price it?", reportId: report.id });
    expect(refused.statusCode).toBe(404);
    expect((await other.client.post("/api/v1/ai-chat/message", { message: "x", reportId: "not-a-uuid" })).statusCode).toBe(400);
  });

  it("deletes a session and its messages, for its owner only", async () => {
    const chat = await say(pro.client, { message: await aQuestion(t) });
    const other = await member(t);
    expect((await other.client.delete(`/api/v1/ai-chat/sessions/${chat.sessionId}`)).statusCode).toBe(404);
    expect((await pro.client.get(`/api/v1/ai-chat/sessions/${chat.sessionId}`)).statusCode).toBe(200);

    expect((await pro.client.delete(`/api/v1/ai-chat/sessions/${chat.sessionId}`)).statusCode).toBe(204);
    expect((await pro.client.get(`/api/v1/ai-chat/sessions/${chat.sessionId}`)).statusCode).toBe(404);
    const list = chatSessionsResponse.parse((await pro.client.get("/api/v1/ai-chat/sessions")).json()).data;
    expect(list.map((s) => s.id)).not.toContain(chat.sessionId);
    const [left] = await t.database.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, chat.sessionId));
    expect(left!.n).toBe(0);
    expect((await pro.client.delete(`/api/v1/ai-chat/sessions/${chat.sessionId}`)).statusCode).toBe(404);
    expect((await t.client().delete(`/api/v1/ai-chat/sessions/${chat.sessionId}`)).statusCode).toBe(401);
  });
});

describe("the strategy chat on a model keeps its subject too", () => {
  let t: TestApp;
  let peer: OpenAiPeer;

  beforeAll(async () => {
    peer = await startOpenAiPeer();
    t = await createTestApp({ seedIdeasFrom: IDEAS_DIR, config: { ai: { baseUrl: peer.baseUrl, apiKey: "test-key", model: "peer-model", timeoutMs: 1500 } } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const systemOf = () => (peer.requests.at(-1)!.messages as { role: string; content: string }[])[0]!.content;

  it("sends the model the subject and the recent turns, not the last message alone", async () => {
    const user = await member(t);
    peer.queue({ kind: "stream", chunks: ["Agencies like this."] });
    const question = await aQuestion(t);
    const first = await say(user.client, { message: question });
    const topic = await ideaBySlug(t, first.grounding[0]!.slug);

    peer.queue({ kind: "stream", chunks: ["Per agency."] });
    const second = await say(user.client, { message: "How should I price it?", sessionId: first.sessionId });
    expect(second.grounding.map((g) => g.slug)).toEqual([topic.slug]);
    const system = systemOf();
    expect(system).toContain(topic.analysis!.business_model.pricing_model.replace(/</g, "\\u003c").replace(/>/g, "\\u003e").slice(0, 40));
    expect(system).toContain("[its title](/ideas/its-slug)");
    const sent = (peer.requests.at(-1)!.messages as { role: string; content: string }[]).slice(1).map((m) => m.content);
    expect(sent).toEqual([question, "Agencies like this.", "How should I price it?"]);
  });

  it("gives the model the founder's report when the chat is about their own idea", async () => {
    const user = await member(t);
    const [row] = await t.database.db.select({ id: ideas.id }).from(ideas).limit(1);
    expect(row).toBeDefined();
    const report = await createAiRepo(t.database.db).saveReport({
      userId: user.id,
      ideaText: "Shift swaps for hospital porters, paid by the trust",
      category: null,
      model: "peer-model",
      result: {
        engine: "model",
        model: "peer-model",
        difficultyScore: 5,
        summary: "Promising once the buyer is confirmed.",
        verdict: "refine",
        verdictReasons: ["Name the budget holder."],
        risks: ["Rota software already does swaps.", "Long procurement.", "Union approval."],
        monetizationPaths: ["Per ward per month."],
        executionTips: ["Start with one ward."],
        marketNotes: "None researched.",
        firstTest: { what: "Ten ward managers", how: "Ask about swaps.", passMark: "Three pilots." },
        catalogueFacts: [],
        closestIdeas: [],
        nearDuplicate: null,
        founderScores: null,
      },
    });
    peer.queue({ kind: "stream", chunks: ["Per ward."] });
    await say(user.client, { message: "How should I price it?", reportId: report.id });
    const system = systemOf();
    expect(system).toContain('<data name="founder-report">');
    expect(system).toContain("Shift swaps for hospital porters, paid by the trust");
    expect(system).toContain("Per ward per month.");
  });
});
