import type { FastifyBaseLogger } from "fastify";
import {
  validationDraftSchema,
  type ChatMessageBody,
  type ChatSession,
  type GroundingIdea,
  type AiEngineKind,
  type ValidateBody,
  type FounderScores,
  type NearDuplicate,
  type ValidationReport,
} from "../../../shared/schemas/ai";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { categoryLabel, type Category } from "../../../shared/categories";
import { generatedIdeaSchema, type GenerateIdeaResult } from "../../../shared/schemas/idea-generator";
import { hasFullAccess } from "../../../shared/entitlements";
import { AppError } from "../../http/app-error";
import type { Viewer } from "../../http/viewer";
import type { CatalogueCache, IdeasService } from "../ideas/index";
import type { UsageService } from "../usage/index";
import type { AiUsageService } from "../ai-usage/index";
import { withModelCall, type ModelCall } from "../../integrations/llm";
import type { AiRepo } from "./ai.repo";
import type { AiEngine } from "./engine";
import { templateDocuments } from "./builder-documents";
import { briefFromIdea } from "./builder-brief";
import { createReportBuilder } from "./report-builder";
import { differencesFrom, matchCatalogue } from "./analyst-retrieval";
import { scoreFounderIdea } from "./analyst-scoring";
import { contentTerms, readsAsEnglish, surfaceForms } from "./analyst-words";
import { planChatTurn } from "./chat-turn";
import { createCatalogueTermsKeeper } from "./catalogue-terms";
import { createMatchCandidates } from "./match-candidates";
import type { RankRequest } from "./analyst-chat-intents";

/** How much of a conversation goes back to the engine with each new message. */
const HISTORY_MESSAGES = 20;
/** How many of a session's latest messages its page shows. */
const SESSION_MESSAGES_SHOWN = 200;
const CLOSEST_IDEAS = 3;
/** How many of the database's best candidates the analyst's ranking reads (analyst-retrieval.ts). */
const RANKED_CANDIDATES = 40;
/** How many ideas a chat's ranking names. */
const RANKED_SHOWN = 5;

export function toGrounding(idea: IdeaFull): GroundingIdea {
  return {
    slug: idea.slug,
    title: idea.title,
    category: idea.category,
    competitors: idea.analysis.competitive_landscape.direct_competitors.map((c) => c.name),
  };
}

/** Receives a chat answer as it is written (the SSE route writes each call to the client). */
export interface ChatSink {
  start(info: { sessionId: string; engine: AiEngineKind; grounding: GroundingIdea[] }): void;
  delta(text: string): void;
}

const builderUpgrade = () => new AppError("PERMISSION", { message: "Pro feature - Upgrade to access AI builder" });

function modelFailed(action: string, error: unknown, onQuota = true): AppError {
  const why = error instanceof Error && /timeout|aborted/i.test(`${error.name} ${error.message}`) ? "The AI model took too long to answer" : "The AI model did not answer usably";
  const quota = onQuota ? "; this did not count against your monthly limit" : "";
  return new AppError("SERVER", { status: 502, message: `Failed to ${action}. ${why}${quota}. Please try again.` });
}

export function createAiService(deps: {
  repo: AiRepo;
  engine: AiEngine;
  ideas: IdeasService;
  usage: UsageService;
  spending: Pick<AiUsageService, "assertOpen">;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** The instance's catalogue cache: the analyst's candidate fields are kept in it (match-candidates.ts). */
  cache?: CatalogueCache;
}) {
  const { repo, engine, ideas, usage } = deps;
  const catalogueTerms = createCatalogueTermsKeeper({ repo, log: deps.log });
  const matchCandidates = createMatchCandidates({ repo, cache: deps.cache });
  const engineName = engine.model ?? "builtin";

  /**
   * An AI tool's work for one caller: refused while today's spending cap holds, before any quota is
   * taken (so a paused answer costs nothing), and its model calls counted under the tool (017).
   */
  async function metered<T>(tool: ModelCall["tool"], userId: string, run: () => Promise<T>): Promise<T> {
    await deps.spending.assertOpen();
    return withModelCall({ tool, userId }, run);
  }

  function toReport(row: { id: string; ideaText: string; category: string | null; result: Record<string, unknown> | null; createdAt: Date }): ValidationReport {
    const stored = (row.result ?? {}) as Record<string, unknown>;
    const draft = validationDraftSchema.parse(stored);
    return {
      ...draft,
      // Reports stored before the model path cited sources, and the built-in analyst's, have none.
      sources: draft.sources ?? [],
      unverifiedClaims: draft.unverifiedClaims ?? [],
      id: row.id,
      idea: row.ideaText,
      category: (row.category as ValidationReport["category"]) ?? null,
      engine: stored.engine as AiEngineKind,
      model: (stored.model as string | null) ?? null,
      closestIdeas: (stored.closestIdeas as GroundingIdea[]) ?? [],
      nearDuplicate: (stored.nearDuplicate as NearDuplicate | undefined) ?? null,
      founderScores: (stored.founderScores as FounderScores | undefined) ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function toSession(row: Awaited<ReturnType<AiRepo["sessionOf"]>> & object): ChatSession {
    return {
      id: row.id,
      session_title: row.title,
      total_messages: row.totalMessages,
      last_message_at: row.lastMessageAt.toISOString(),
      ideas: row.ideaId && row.ideaTitle && row.ideaSlug ? { id: row.ideaId, title: row.ideaTitle, slug: row.ideaSlug } : null,
      report: row.reportId && row.reportIdea ? { id: row.reportId, idea: row.reportIdea } : null,
      topic: row.topicIdeaId && row.topicTitle && row.topicSlug ? { title: row.topicTitle, slug: row.topicSlug } : null,
    };
  }

  /**
   * The catalogue ideas close to a description, above an absolute relevance floor, and the one it
   * repeats if any (analyst-retrieval.ts). A description not in English matches nothing: the
   * built-in analyst cannot read it, and stray English words in it are no evidence.
   */
  async function matchDescription(text: string) {
    if (!readsAsEnglish(text)) return { english: false, closest: [] as IdeaFull[], nearDuplicate: null };
    const forms = surfaceForms(text);
    const words = contentTerms(text).map((term) => ({ term, word: forms.get(term) ?? term }));
    const [candidates, { frequencies, published, fresh }] = await Promise.all([
      matchCandidates(words.map((w) => w.word), RANKED_CANDIDATES),
      repo.termFrequencies(words),
    ]);
    // Counted live this time (exact); the next validations read the rebuilt counts.
    if (!fresh) catalogueTerms.kick();
    const match = matchCatalogue(text, candidates, frequencies, published, CLOSEST_IDEAS);
    // Read together: each is a lookup and usually a document-cache hit, and the report waits on all.
    const found = await Promise.all(match.close.map((close) => ideas.fullById(close.candidate.id)));
    const closest = found.flatMap((full) => (full ? [full.idea] : []));
    const duplicateIdea = match.duplicate ? closest.find((idea) => idea.id === match.duplicate!.candidate.id) : undefined;
    const nearDuplicate = duplicateIdea ? { idea: duplicateIdea, ...differencesFrom(match.duplicate!, text) } : null;
    return { english: true, closest, nearDuplicate };
  }

  /** The idea a chat is about, if the viewer may read its analysis. */
  async function chatIdea(viewer: Viewer, ideaId: string): Promise<IdeaFull> {
    const found = await ideas.fullById(ideaId);
    const daily = found ? await ideas.today() : null;
    if (!found || !hasFullAccess(viewer.entitlements, found, daily?.idea.id === ideaId)) {
      throw new AppError("NOT_FOUND", { message: "Idea not found" });
    }
    return found.idea;
  }

  /** An idea the viewer may read in full, or null (a chat's topic, a linked or ranked idea). */
  async function readableIdea(viewer: Viewer, id: string): Promise<IdeaFull | null> {
    try {
      return await chatIdea(viewer, id);
    } catch {
      return null;
    }
  }

  async function rankForChat(viewer: Viewer, request: RankRequest) {
    const daily = await ideas.today();
    const access = { proPicks: viewer.entitlements.canSeeProPicks, all: viewer.entitlements.canBrowseAll, dailyId: daily?.idea.id ?? null };
    const { ids, total } = await repo.rankIdeas(request, access, RANKED_SHOWN);
    const ranked = (await Promise.all(ids.map((id) => readableIdea(viewer, id)))).filter((idea): idea is IdeaFull => idea !== null);
    return { request, ideas: ranked, total };
  }

  return {
    engine: { kind: engine.kind, model: engine.model },

    /** Waits for a background rebuild of the catalogue's word counts (closing the app; tests). */
    settled: () => catalogueTerms.settled(),

    /** The AI builder for one of the viewer's validation reports (report-builder.ts). */
    reportBuilder: createReportBuilder({ repo, engine, ideas, usage, log: deps.log, failed: modelFailed, guard: (userId, run) => metered("builder", userId, run) }),

    /** Names the idea an AI page is about (its routes carry the id): only ideas the viewer may read. */
    async ideaRef(viewer: Viewer, id: string) {
      const idea = await chatIdea(viewer, id);
      return { id: idea.id, slug: idea.slug, title: idea.title, tagline: idea.tagline };
    },

    /** The builder's documents written from the idea's own fields (Pro; no quota: nothing is generated). */
    async templateDocuments(viewer: Viewer, id: string) {
      if (!viewer.entitlements.canUseBuilder) throw builderUpgrade();
      const idea = await chatIdea(viewer, id);
      return { source: "template" as const, model: null, documents: templateDocuments(briefFromIdea(idea)) };
    },

    /** The builder's documents written by the configured model, on one unit of the chat quota. */
    async modelDocuments(viewer: Viewer, id: string) {
      if (!viewer.entitlements.canUseBuilder) throw builderUpgrade();
      const write = engine.documents;
      if (!write) throw new AppError("VALIDATION", { status: 409, message: "No AI model is configured: the documents shown are written from the idea's own analysis." });
      const idea = await chatIdea(viewer, id);
      return metered("builder", viewer.user.id, () => usage.withQuota(viewer, "ai_chat", async () => {
        try {
          return { source: "model" as const, model: engine.model, documents: await write({ brief: briefFromIdea(idea), idea }) };
        } catch (error) {
          deps.log.warn({ err: error, engine: engineName }, "builder documents failed");
          throw modelFailed("write the documents", error);
        }
      }));
    },

    /**
     * The admin idea generator: a draft in the idea-file shape from the category's catalogue ideas
     * closest to the brief (else its highest-rated). Nothing is stored until the admin saves the
     * edited draft through the admin ideas API, which records `draftedBy`. Admins only (the route
     * checks); no quota.
     */
    async generateIdea(body: { category: Category; prompt: string }, adminId: string): Promise<GenerateIdeaResult> {
      const near = body.prompt ? (await ideas.closest(body.prompt, body.category, CLOSEST_IDEAS * 2)).filter((idea) => idea.category === body.category) : [];
      const examples = near.length > 0 ? near.slice(0, CLOSEST_IDEAS) : await ideas.bestInCategory(body.category, CLOSEST_IDEAS);
      if (examples.length === 0) {
        throw new AppError("VALIDATION", { status: 409, message: `The catalogue has no published ${categoryLabel(body.category)} ideas to draft from yet.` });
      }
      // Outside the try below: a paused day is its own answer, not "the model did not answer".
      await deps.spending.assertOpen();
      let result;
      try {
        result = await withModelCall({ tool: "draft", userId: adminId }, () => engine.draftIdea({ category: body.category, prompt: body.prompt, examples, closestToPrompt: near.length > 0 }));
        result = { ...result, draft: generatedIdeaSchema.parse(result.draft) };
      } catch (error) {
        deps.log.warn({ err: error, engine: engineName }, "idea generation failed");
        throw modelFailed("generate idea", error, false);
      }
      return {
        ...result,
        engine: engine.kind,
        model: engine.model,
        draftedBy: engine.model ? `model:${engine.model}` : "builtin",
        basedOn: examples.map(toGrounding),
      };
    },

    /** Runs a validation on one unit of the viewer's monthly quota and keeps the report. */
    async validate(viewer: Viewer, body: ValidateBody): Promise<ValidationReport> {
      if (!viewer.entitlements.canValidate) {
        throw new AppError("PERMISSION", { message: "AI idea validation is part of Weekend Empire (Pro). Upgrade to use it." });
      }
      const category = body.category ?? null;
      return metered("validation", viewer.user.id, () => usage.withQuota(viewer, "ai_research", async () => {
        const { english, closest, nearDuplicate } = await matchDescription(body.idea);
        const founderScores = scoreFounderIdea(body.answers, closest, new Date());
        let draft;
        try {
          draft = validationDraftSchema.parse(await engine.validate({ idea: body.idea, category, closest, nearDuplicate, english, answers: body.answers, founderScores }));
        } catch (error) {
          deps.log.warn({ err: error, engine: engineName }, "validation failed");
          await repo.saveFailedReport({ userId: viewer.user.id, ideaText: body.idea, category, model: engineName, error: String(error) });
          throw modelFailed("validate idea", error);
        }
        // The answers are kept with the report: the builder writes its documents from them (report-builder.ts).
        const result = { ...draft, engine: engine.kind, model: engine.model, closestIdeas: closest.map(toGrounding), nearDuplicate: nearDuplicate ? toNearDuplicate(nearDuplicate) : null, founderScores, answers: body.answers ?? null };
        const saved = await repo.saveReport({ userId: viewer.user.id, ideaText: body.idea, category, model: engineName, result });
        return toReport({ id: saved.id, ideaText: body.idea, category, result, createdAt: saved.createdAt });
      }));
    },

    async reports(viewer: Viewer) {
      const rows = await repo.reportsFor(viewer.user.id, 50);
      return rows.flatMap((row) => {
        try {
          const report = toReport(row);
          return [{ id: report.id, idea: report.idea, verdict: report.verdict, difficultyScore: report.difficultyScore, engine: report.engine, createdAt: report.createdAt }];
        } catch {
          return [];
        }
      });
    },

    /** A report, for its owner only: anyone else's id answers 404 like an unknown one. */
    async report(viewer: Viewer, id: string): Promise<ValidationReport> {
      const row = await repo.reportOf(viewer.user.id, id);
      if (!row) throw new AppError("NOT_FOUND", { message: "Report not found" });
      return toReport(row);
    },

    async sessions(viewer: Viewer, limit: number): Promise<ChatSession[]> {
      return (await repo.sessionsFor(viewer.user.id, limit)).map(toSession);
    },

    async session(viewer: Viewer, id: string) {
      const row = await repo.sessionOf(viewer.user.id, id);
      if (!row) throw new AppError("NOT_FOUND", { message: "Chat session not found" });
      const messages = await repo.messagesOf(id, SESSION_MESSAGES_SHOWN);
      return {
        session: toSession(row),
        messages: messages.map((m) => ({ role: m.role as "user" | "assistant", content: m.content, created_at: m.createdAt.toISOString() })),
        engine: engine.kind,
      };
    },

    /** Deletes a session and its messages, for its owner only. */
    async deleteSession(viewer: Viewer, id: string): Promise<void> {
      if (!(await repo.deleteSession(viewer.user.id, id))) throw new AppError("NOT_FOUND", { message: "Chat session not found" });
    },

    /**
     * Answers one user message on one unit of the chat quota, streaming the answer into `sink`.
     * The exchange is stored once the answer ends; if the client stops early (`signal`), the partial
     * answer is kept and the unit spent. If the engine fails, nothing is stored and the unit returns.
     */
    async sendMessage(viewer: Viewer, body: ChatMessageBody, sink: ChatSink, signal?: AbortSignal) {
      if (!viewer.entitlements.canUseAiChat) {
        throw new AppError("PERMISSION", { message: "AI chat is part of Weekend Empire (Pro). Upgrade to use it." });
      }
      const existing = body.sessionId ? await repo.sessionOf(viewer.user.id, body.sessionId) : null;
      if (body.sessionId && !existing) throw new AppError("NOT_FOUND", { message: "Chat session not found" });
      const ideaId = existing ? existing.ideaId : (body.ideaId ?? null);
      const reportId = existing ? existing.reportId : ideaId ? null : (body.reportId ?? null);
      const idea = ideaId ? await chatIdea(viewer, ideaId) : null;
      // The founder's own idea: their report (anyone else's answers 404), and the ideas it was compared with.
      const reportRow = reportId ? await repo.reportOf(viewer.user.id, reportId) : null;
      if (reportId && !reportRow) throw new AppError("NOT_FOUND", { message: "Report not found" });
      const report = reportRow ? toReport(reportRow) : null;
      const reportIdeas: IdeaFull[] = [];
      for (const compared of report?.closestIdeas ?? []) {
        const id = await repo.publishedIdBySlug(compared.slug);
        const found = id ? await readableIdea(viewer, id) : null;
        if (found) reportIdeas.push(found);
      }

      return metered("chat", viewer.user.id, () => usage.withQuota(viewer, "ai_chat", async () => {
        const history = existing ? await repo.messagesOf(existing.id, HISTORY_MESSAGES) : [];
        const past = history.map((m) => ({ role: m.role as "user" | "assistant", content: m.content }));
        const topic = existing?.topicIdeaId ? await readableIdea(viewer, existing.topicIdeaId) : null;
        const plan = await planChatTurn(
          {
            match: async (text) => (await matchDescription(text)).closest,
            readableBySlug: async (slug) => {
              const id = await repo.publishedIdBySlug(slug);
              return id ? readableIdea(viewer, id) : null;
            },
            rank: (request) => rankForChat(viewer, request),
          },
          { message: body.message, history: past, idea, report, reportIdeas, topic },
        );
        const closest = plan.closest;
        const grounding = (plan.idea ? [plan.idea] : closest).map(toGrounding);
        const messages = [...past, { role: "user" as const, content: body.message }];
        const profile = plan.intent === "fit" ? await repo.profileFacts(viewer.user.id) : null;

        let answer = "";
        let cutOff = false;
        const sessionId = existing?.id ?? (await repo.createSession(viewer.user.id, { ideaId: idea?.id ?? null, reportId: report?.id ?? null }, idea ? idea.title : report ? sessionTitle(`Your idea: ${report.idea}`) : sessionTitle(body.message)));
        if (plan.topicId !== undefined && plan.topicId !== (existing?.topicIdeaId ?? null)) await repo.setTopic(sessionId, plan.topicId);
        // Started before the model's first word, so the page shows the assistant thinking at once: a
        // model on a CPU may take many seconds to begin.
        sink.start({ sessionId, engine: engine.kind, grounding });
        try {
          const turn = { messages, idea: plan.idea, closest, report, intent: plan.intent, ranked: plan.ranked, other: plan.other, profile, firstAnswer: history.length === 0 };
          for await (const text of engine.chat(turn, signal)) {
            answer += text;
            sink.delta(text);
          }
        } catch (error) {
          if (!signal?.aborted && !answer.trim()) {
            if (!existing) await repo.deleteEmptySession(viewer.user.id, sessionId);
            deps.log.warn({ err: error, engine: engineName }, "chat answer failed");
            throw modelFailed("send message", error);
          }
          // Text already reached the member before the model stopped (a stall, a cut connection): it
          // is kept and the message counts once, as a Stop does. Refunding it would make cutting a
          // stream a way to unlimited free answers.
          if (!signal?.aborted) {
            deps.log.warn({ err: error, engine: engineName }, "chat answer cut off after it began");
            cutOff = true;
          }
        }
        if (!answer.trim() && !signal?.aborted) {
          if (!existing) await repo.deleteEmptySession(viewer.user.id, sessionId);
          throw modelFailed("send message", new Error("empty answer"));
        }
        await repo.addMessage(sessionId, "user", body.message);
        if (answer.trim()) await repo.addMessage(sessionId, "assistant", answer);
        return { sessionId, message: answer, engine: engine.kind, grounding, cutOff };
      }));
    },
  };
}
export type AiService = ReturnType<typeof createAiService>;

function toNearDuplicate(found: { idea: IdeaFull; founderOnly: string[]; ideaOnly: string[] }): NearDuplicate {
  const { idea } = found;
  return {
    slug: idea.slug,
    title: idea.title,
    scores: { opportunity: idea.scores.opportunity, problem: idea.scores.problem, feasibility: idea.scores.feasibility, whyNow: idea.scores.whyNow },
    competitors: idea.analysis.competitive_landscape.direct_competitors.map((c) => c.name),
    sources: (idea.analysis.sources ?? []).map((source) => ({ title: source.title, url: source.url })),
    founderOnly: found.founderOnly,
    ideaOnly: found.ideaOnly,
  };
}

/** A new session's title: the start of its first message, cut at a word. */
export function sessionTitle(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  if (flat.length <= 60) return flat;
  return `${flat.slice(0, 60).replace(/\s+\S*$/, "")}…`;
}
