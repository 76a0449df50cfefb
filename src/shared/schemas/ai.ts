import { z } from "zod";
import { webResearchSchema } from "./web-research";
import { CATEGORIES } from "../categories";
import { reportSourceSchema } from "./report-sources";

/** Which engine answered: a configured OpenAI-compatible model, or the built-in analyst (offline). */
export const AI_ENGINES = ["model", "builtin"] as const;
export type AiEngineKind = (typeof AI_ENGINES)[number];

/** The label every built-in answer carries in the UI (docs/DECISIONS.md, AI). */
export const BUILTIN_ENGINE_LABEL = "Built-in analyst: no AI model configured";

export const IDEA_TEXT_MAX = 500;
export const CHAT_MESSAGE_MAX = 4000;

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * The founder's answers to the validation's short question flow (issue 22), each optional: they
 * place the founder's own idea on the four axes of docs/scoring.md. An unanswered question is an
 * unknown the report names, never a guess.
 */
export const FREQUENCIES = ["daily", "weekly", "monthly", "yearly", "rarely"] as const;
export const CURRENT_SOLUTIONS = ["pays_people", "pays_tool", "spreadsheet", "nothing"] as const;
export const FIRST_BUYER_CHANNELS = ["named_list", "community", "ads", "unknown"] as const;
export const founderAnswersSchema = z.object({
  /** Who pays: a job title or a kind of business. */
  buyer: z.string().trim().min(2).max(120).optional(),
  /** How often the problem bites the buyer. */
  frequency: z.enum(FREQUENCIES, "Choose how often the problem happens").optional(),
  /** What the buyer pays or does about it today. */
  currentSolution: z.enum(CURRENT_SOLUTIONS, "Choose what buyers do about it today").optional(),
  /** A dated change that forces buyers to act (a rule's effective date, a shutdown), or "none". */
  trigger: z
    .union([z.object({ date: z.iso.date("Give the trigger's date as YYYY-MM-DD"), what: z.string().trim().min(3).max(200) }), z.literal("none")])
    .optional(),
  /** Whether the product must hold regulated data (health records, card data, children's data). */
  regulatedData: z.boolean().optional(),
  /** Whether it needs hardware, a licence or a partnership before the first sale. */
  hardwareOrLicence: z.boolean().optional(),
  /** How the founder will reach the first ten buyers. */
  firstTenBuyers: z.enum(FIRST_BUYER_CHANNELS, "Choose how you will reach the first ten buyers").optional(),
});
export type FounderAnswers = z.infer<typeof founderAnswersSchema>;

export const SCORE_AXES = ["opportunity", "problem", "feasibility", "whyNow"] as const;
export type ScoreAxis = (typeof SCORE_AXES)[number];
/** The founder's idea on one axis: a score with its reason, or null with what we would need to know. */
export const founderAxisSchema = z.object({
  axis: z.enum(SCORE_AXES),
  score: z.number().min(0).max(10).nullable(),
  reasons: z.array(z.string()),
  unknowns: z.array(z.string()),
});
export const founderScoresSchema = z.object({
  axes: z.array(founderAxisSchema).length(4),
  /** The closest catalogue ideas on the same four axes, for comparison. */
  comparedWith: z.array(
    z.object({ slug: z.string(), title: z.string(), scores: z.object({ opportunity: z.number(), problem: z.number(), feasibility: z.number(), whyNow: z.number() }) }),
  ),
});
export type FounderScores = z.infer<typeof founderScoresSchema>;

/** POST /api/v1/validate. The spec's messages are the ones the form shows. */
export const validateBody = z.object({
  idea: z
    .string()
    .trim()
    .min(1, "Please enter an idea to validate")
    .max(IDEA_TEXT_MAX, `Describe the idea in at most ${IDEA_TEXT_MAX} characters`),
  category: z.enum(CATEGORIES, "Choose one of the listed categories").nullish(),
  answers: founderAnswersSchema.optional(),
});
export type ValidateBody = z.infer<typeof validateBody>;

/** The spec's launch difficulty bands: 3 or lower easy, 4 to 6 moderate, above 6 challenging. */
export function difficultyBand(score: number): "easy" | "moderate" | "challenging" {
  if (score <= 3) return "easy";
  return score <= 6 ? "moderate" : "challenging";
}

export const VERDICTS = ["build", "refine", "avoid"] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * What an engine writes for a validation. A model must fill exactly this (parsed with zod, retried
 * once); the built-in analyst builds it from catalogue ideas and the rules in analyst-rules.ts.
 */
export const validationDraftSchema = z.object({
  /** 0-10; 3 or lower easy, 4-6 moderate, above 6 challenging (spec). */
  difficultyScore: z.number().min(0).max(10),
  summary: line(1500),
  verdict: z.enum(VERDICTS),
  verdictReasons: z.array(line(400)).min(1).max(5),
  risks: z.array(line(500)).min(3).max(8),
  monetizationPaths: z.array(line(400)).min(1).max(8),
  executionTips: z.array(line(400)).min(1).max(10),
  marketNotes: line(2000),
  firstTest: z.object({ what: line(400), how: line(800), passMark: line(400) }),
  /** Statements the answer took from our catalogue (a model must list them; the analyst always does). */
  catalogueFacts: z.array(line(400)).max(12),
  /** The sources the facts cite with "[n]" markers (a model's report; the built-in analyst cites none). */
  sources: z.array(reportSourceSchema).max(40).optional(),
  /** What a model stated that the research it was given does not back: its own knowledge, unverified. */
  unverifiedClaims: z.array(line(400)).max(24).optional(),
  /** What a model looked up on the web for this report (absent on the built-in analyst's). */
  webResearch: webResearchSchema.optional(),
});
export type ValidationDraft = z.infer<typeof validationDraftSchema>;

/** A catalogue idea an answer drew on, linked in the UI. */
export const groundingIdeaSchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  competitors: z.array(z.string()),
});
export type GroundingIdea = z.infer<typeof groundingIdeaSchema>;

/**
 * A catalogue idea the founder's description repeats in other words: its research is handed over
 * as it stands, with the words that differ (analyst-retrieval.ts on the server).
 */
export const nearDuplicateSchema = z.object({
  slug: z.string(),
  title: z.string(),
  scores: z.object({ opportunity: z.number(), problem: z.number(), feasibility: z.number(), whyNow: z.number() }),
  competitors: z.array(z.string()),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
  /** The founder's words our research on the idea does not use, and the idea's header words the founder did not use. */
  founderOnly: z.array(z.string()),
  ideaOnly: z.array(z.string()),
});
export type NearDuplicate = z.infer<typeof nearDuplicateSchema>;

export const validationReportSchema = validationDraftSchema.extend({
  id: z.uuid(),
  idea: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  engine: z.enum(AI_ENGINES),
  /** The model's name, or null for the built-in analyst. */
  model: z.string().nullable(),
  closestIdeas: z.array(groundingIdeaSchema),
  /** Null when no catalogue idea is the same idea (and on reports stored before it was recorded). */
  nearDuplicate: nearDuplicateSchema.nullable(),
  /** The founder's idea on our rubric from their answers; null when they answered nothing. */
  founderScores: founderScoresSchema.nullable(),
  sources: z.array(reportSourceSchema),
  unverifiedClaims: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type ValidationReport = z.infer<typeof validationReportSchema>;

/** The spec's answer shape, `{success, data}`, with our additions inside data. */
export const validateResponse = z.object({ success: z.literal(true), data: validationReportSchema });

export const reportSummarySchema = z.object({
  id: z.uuid(),
  idea: z.string(),
  verdict: z.enum(VERDICTS),
  difficultyScore: z.number(),
  engine: z.enum(AI_ENGINES),
  createdAt: z.iso.datetime(),
});
export const reportListResponse = z.object({ data: z.array(reportSummarySchema) });
export const reportIdParams = z.object({ id: z.uuid("Report not found") });

// ---- Strategy chat ----

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  created_at: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The spec's session fields, plus the idea's slug so the UI can link it. */
export const chatSessionSchema = z.object({
  id: z.uuid(),
  session_title: z.string(),
  total_messages: z.number().int(),
  last_message_at: z.iso.datetime(),
  ideas: z.object({ title: z.string(), slug: z.string(), id: z.uuid() }).nullable(),
  /** The founder's own idea the chat is about (one of their validation reports), if it is about one. */
  report: z.object({ id: z.uuid(), idea: z.string() }).nullable(),
  /** In a general chat, the catalogue idea the conversation is on now (its follow-ups are about it). */
  topic: z.object({ title: z.string(), slug: z.string() }).nullable(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const chatSessionsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
export const chatSessionsResponse = z.object({ data: z.array(chatSessionSchema) });
export const chatSessionParams = z.object({ id: z.uuid("Chat session not found") });
export const chatSessionResponse = z.object({
  data: z.object({ session: chatSessionSchema, messages: z.array(chatMessageSchema), engine: z.enum(AI_ENGINES) }),
});

export const chatMessageBody = z.object({
  message: z.string().trim().min(1, "Please enter a message").max(CHAT_MESSAGE_MAX, `Messages can be at most ${CHAT_MESSAGE_MAX} characters`),
  sessionId: z.uuid("Chat session not found").nullish(),
  ideaId: z.uuid("Idea not found").nullish(),
  /** Starts a chat about the founder's own idea, from one of their validation reports. */
  reportId: z.uuid("Report not found").nullish(),
});
export type ChatMessageBody = z.infer<typeof chatMessageBody>;

/** The spec's JSON answer to POST /api/v1/ai-chat/message. */
export const chatReplyResponse = z.object({
  data: z.object({ message: z.string(), sessionId: z.uuid(), engine: z.enum(AI_ENGINES), grounding: z.array(groundingIdeaSchema) }),
});

/**
 * The events of the streamed answer (text/event-stream): `start` names the session, `delta`s carry
 * text, then `done` or `error` ends it. A client that stops reading keeps what it has.
 */
export const chatStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), sessionId: z.uuid(), engine: z.enum(AI_ENGINES), grounding: z.array(groundingIdeaSchema) }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("done") }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>;

/** Which engine the AI tools run on, for the pages' engine note. */
export const aiEngineResponse = z.object({ data: z.object({ engine: z.enum(AI_ENGINES), model: z.string().nullable() }) });

/** GET /api/v1/ai/ideas/{id}: the idea a chat or the builder is about (their routes carry its id). */
export const aiIdeaParams = z.object({ id: z.uuid("Idea not found") });
export const aiIdeaResponse = z.object({ data: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), tagline: z.string() }) });

/** A document the AI builder writes from an idea (a PRD, landing-page copy), as Markdown. */
export const builderDocumentSchema = z.object({ id: z.enum(["prd", "landing"]), title: z.string(), markdown: z.string().min(1) });
export type BuilderDocument = z.infer<typeof builderDocumentSchema>;
/**
 * GET answers the documents written from the idea's own fields (`source: "template"`); POST asks the
 * configured model to write them (`source: "model"`, one unit of the chat quota).
 */
export const builderDocumentsResponse = z.object({
  data: z.object({ source: z.enum(["template", "model"]), model: z.string().nullable(), documents: z.array(builderDocumentSchema) }),
});
/** What a model must return for the builder's documents. */
export const modelDocumentsSchema = z.object({ prd: z.string().min(200).max(20000), landing: z.string().min(100).max(10000) });
