import type { IdeaFull } from "../../../shared/schemas/idea-api";
import type { ValidationReport } from "../../../shared/schemas/ai";
import type { LlmMessage } from "../../integrations/llm";
import { chatIntent, rankRequest, subjectTerms, type ChatIntent, type RankRequest } from "./analyst-chat-intents";
import type { RankedIdeas } from "./engine";

/**
 * What grounds one chat turn, for either engine. The session's subject (the idea it was started
 * from, the founder's report, or in a general chat the idea the conversation is on) carries across
 * turns: a follow-up such as "how should I price it?" names no subject of its own, so it is answered
 * about the subject, never about whatever idea its words happen to match. A general chat's topic
 * moves only when a message names another subject we researched; retrieval reads the message's
 * subject words with the recent user turns, not the question words alone.
 */
export interface TurnDeps {
  /** Catalogue ideas close to a text, above the analyst's relevance floor (readable by the viewer). */
  match(text: string): Promise<IdeaFull[]>;
  /** A published idea the viewer may read in full, by slug; null otherwise. */
  readableBySlug(slug: string): Promise<IdeaFull | null>;
  rank(request: RankRequest): Promise<RankedIdeas>;
}

export interface TurnInput {
  message: string;
  /** The session's earlier messages, oldest first. */
  history: LlmMessage[];
  /** The idea the session was started from (fixed subject). */
  idea: IdeaFull | null;
  report: ValidationReport | null;
  /** The ideas the report was compared with (readable ones). */
  reportIdeas: IdeaFull[];
  /** A general chat's current topic, as stored with the session. */
  topic: IdeaFull | null;
}

export interface TurnPlan {
  intent: ChatIntent;
  idea: IdeaFull | null;
  closest: IdeaFull[];
  other: IdeaFull | null;
  ranked: RankedIdeas | null;
  /** A general chat's topic after this turn (null: none); undefined for chats with a fixed subject. */
  topicId?: string | null;
}

/** How many earlier user turns retrieval reads with the new message. */
const RECENT_USER_TURNS = 2;

function linkedSlugs(text: string): string[] {
  return [...text.matchAll(/\/ideas\/([a-z0-9-]+)/g)].map((m) => m[1]!);
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The idea whose title the message quotes word for word (a founder pasting one of our ideas), if any. */
function quotedIdea(message: string, candidates: IdeaFull[]): IdeaFull | null {
  const text = message.toLowerCase();
  return candidates.find((idea) => text.includes(idea.title.toLowerCase())) ?? null;
}

/** The message without the quoted idea's own words (its title and tagline): what is left is the question. */
function withoutQuote(message: string, idea: IdeaFull): string {
  return [idea.title, idea.tagline].filter(Boolean).reduce((rest, quoted) => rest.replace(new RegExp(escapeForPattern(quoted), "gi"), " "), message);
}

export async function planChatTurn(deps: TurnDeps, input: TurnInput): Promise<TurnPlan> {
  const { message } = input;
  const linked = (await Promise.all(linkedSlugs(message).map((slug) => deps.readableBySlug(slug)))).filter((i): i is IdeaFull => i !== null);
  const terms = subjectTerms(message);
  // The whole message is matched (the ranking weighs its words by rarity), once it has subject words.
  const matched = linked.length || terms.length < 2 ? [] : await deps.match(message);
  // A founder who pastes one of our ideas asks what their own words ask: "What do you make of this:
  // <title>. <tagline>" is about that idea, though its tagline says "rank them by check-in".
  const quoted = quotedIdea(message, linked.length ? linked : matched);
  const asked = quoted ? withoutQuote(message, quoted) : message;
  const intent = chatIntent(asked);
  const ranked = intent === "rank" ? await deps.rank(rankRequest(asked)) : null;
  const fixed = input.idea;
  // A founder describing themselves ("I'm a TypeScript developer with 10 hours a week") names no idea.
  const ownWords = intent === "fit" ? [] : terms;
  const current = fixed ?? input.topic;

  // What the message itself names: a linked idea, else the ideas its subject words match.
  const named = linked.length ? linked : ownWords.length >= 2 ? matched : [];

  let other: IdeaFull | null = null;
  if (intent === "compare") {
    const candidates = [...named, ...(input.report ? [] : input.reportIdeas)].filter((i) => i.id !== current?.id);
    other = candidates[0] ?? null;
    // "compare X and Y" in a general chat with no topic: the first named idea is the subject.
    if (!current && !input.report && named.length >= 2) return { intent, idea: named[0]!, closest: named, other: named[1]!, ranked, topicId: named[0]!.id };
    if (!current && !input.report && named.length === 1) return { intent, idea: null, closest: named, other: named[0]!, ranked, topicId: null };
  }

  if (input.report) return { intent, idea: null, closest: input.reportIdeas, other, ranked };
  if (fixed) return { intent, idea: fixed, closest: [fixed], other, ranked };
  if (intent === "rank") return { intent, idea: null, closest: [], other, ranked, topicId: input.topic?.id ?? null };

  // A general chat. A message naming a subject we researched moves the topic there.
  if (named.length && intent !== "compare") {
    const moved = named[0]!.id !== input.topic?.id;
    return moved ? { intent, idea: null, closest: named, other, ranked, topicId: named[0]!.id } : { intent, idea: named[0]!, closest: named, other, ranked, topicId: named[0]!.id };
  }
  // A follow-up ("how should I price it?"): about the topic the conversation is on.
  if (input.topic && ownWords.length < 2) return { intent, idea: input.topic, closest: [input.topic], other, ranked, topicId: input.topic.id };
  if (input.topic && intent === "compare") return { intent, idea: input.topic, closest: [input.topic], other, ranked, topicId: input.topic.id };
  // The founder turned to something we have not researched: say so, and forget the old topic.
  if (ownWords.length >= 2) return { intent, idea: null, closest: [], other, ranked, topicId: null };
  // No topic yet and too few words of its own ("and for dentists?"): read the recent turns too. One
  // word alone is never enough to call an idea close.
  const recent = input.history
    .filter((m) => m.role === "user")
    .slice(-RECENT_USER_TURNS)
    .flatMap((m) => subjectTerms(m.content));
  const words = [...new Set([...ownWords, ...recent])];
  const closest = recent.length && words.length >= 2 ? await deps.match(words.join(" ")) : [];
  return { intent, idea: null, closest, other, ranked, topicId: closest[0]?.id ?? null };
}
