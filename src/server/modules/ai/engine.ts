import type { AiEngineKind, BuilderDocument, FounderAnswers, FounderScores, ValidationDraft, ValidationReport } from "../../../shared/schemas/ai";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import type { Category } from "../../../shared/categories";
import type { GeneratedIdea } from "../../../shared/schemas/idea-generator";
import type { LlmMessage } from "../../integrations/llm";
import type { BuildBrief } from "./builder-brief";
import type { ChatIntent, RankRequest } from "./analyst-chat-intents";

/** What an engine is given for a validation: the founder's words and the catalogue's closest ideas. */
export interface ValidateInput {
  idea: string;
  category: string | null;
  /** Catalogue ideas above the relevance floor, closest first (none when nothing is close). */
  closest: IdeaFull[];
  /** The closest idea when the founder's description is that idea in other words. */
  nearDuplicate?: { idea: IdeaFull; founderOnly: string[]; ideaOnly: string[] } | null;
  /** False when the description is not in English, which the built-in analyst cannot read. */
  english?: boolean;
  /** The founder's answers to the question flow, and their idea on our rubric from them (analyst-scoring.ts). */
  answers?: FounderAnswers;
  founderScores?: FounderScores | null;
}

/** A chat turn: the conversation so far (last message the user's), and what grounds it. */
export interface ChatInput {
  messages: LlmMessage[];
  /**
   * The catalogue idea the chat is about (its full analysis): the one it was started from, or in a
   * general chat the one the conversation is on now (the session keeps it across turns).
   */
  idea: IdeaFull | null;
  /**
   * Catalogue ideas close to the conversation (its subject and recent turns, not the last message
   * alone); for a chat about the founder's own idea, the ideas its report was compared with.
   */
  closest: IdeaFull[];
  /** The founder's own idea the chat is about: one of their validation reports. */
  report?: ValidationReport | null;
  /** What the founder asked (analyst-chat-intents.ts), and what the service fetched for it. */
  intent?: ChatIntent;
  /** A ranking of catalogue ideas the viewer may read, for "which idea has the best ...". */
  ranked?: RankedIdeas | null;
  /** The second idea of a comparison. */
  other?: IdeaFull | null;
  /** What the member's profile says that bears on fit (null when it says nothing). */
  profile?: { location: string | null } | null;
  /** True for a session's first answer: what the analyst can and cannot do is said once a session. */
  firstAnswer?: boolean;
}

export interface RankedIdeas {
  request: RankRequest;
  /** Best first, only ideas the viewer may read in full. */
  ideas: IdeaFull[];
  /** How many readable ideas passed the filters. */
  total: number;
}

/** The admin idea generator's ask: a category, the admin's optional brief, and catalogue examples. */
export interface DraftIdeaInput {
  category: Category;
  /** "" when the admin gave no brief. */
  prompt: string;
  /** The category's ideas the draft draws on (closest to the brief, else highest-rated); at least one. */
  examples: IdeaFull[];
  /** True when the examples are the ideas closest to the brief, false when they are the category's best. */
  closestToPrompt: boolean;
}

export interface IdeaDraft {
  draft: GeneratedIdea;
  /** What the admin must check or research before publishing. */
  needsResearch: string[];
}

/**
 * The two engines behind every AI route (docs/DECISIONS.md, AI): a configured model, or the built-in
 * analyst. Both answer the same shapes, so the service, quota and storage code is the same.
 */
export interface AiEngine {
  kind: AiEngineKind;
  /** The model's name; null for the built-in analyst. */
  model: string | null;
  validate(input: ValidateInput, signal?: AbortSignal): Promise<ValidationDraft>;
  chat(input: ChatInput, signal?: AbortSignal): AsyncIterable<string>;
  /**
   * The AI builder's PRD and landing copy; only a model writes them (the templates need no engine).
   * `idea` is the catalogue idea's full analysis; null for the founder's own idea (the brief holds it).
   */
  documents?(input: { brief: BuildBrief; idea: IdeaFull | null }, signal?: AbortSignal): Promise<BuilderDocument[]>;
  /** A new idea in the idea-file shape, for an admin to edit and save. */
  draftIdea(input: DraftIdeaInput, signal?: AbortSignal): Promise<IdeaDraft>;
}
