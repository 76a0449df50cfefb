import { pathToFileURL } from "node:url";
import { startOpenAiPeer, type OpenAiPeer, type PeerReply } from "../src/server/test/openai-peer";

/**
 * A local OpenAI-compatible model for browser tests and screenshots of the model path: the real
 * OpenAI peer (src/server/test/openai-peer.ts) answering every request from its prompt, as a model
 * reads one. A validation cites the first two sources it was given by number (their own claims, so
 * the claim check backs them), adds one figure no source has and one competitor from "its own
 * knowledge" (both end up unverified); a chat thinks 1.5 s, then streams a short answer.
 *
 * Run alone (`node --import tsx e2e/model-peer.ts`) it prints its base URL for AI_BASE_URL.
 */
interface SentSource {
  n: number;
  title: string;
  supports: string;
}

/** How long a chat answer waits before its first piece. */
export const CHAT_THINKING_MS = 1500;

const INVENTED_FIGURE = "Founders in this niche typically reach $25,000 a month within a year.";
const OWN_KNOWLEDGE_COMPETITOR = "Notion";

function catalogueIdeas(prompt: string): Array<{ title: string; competitors: Array<{ name: string }>; sources: SentSource[] }> {
  return [...prompt.matchAll(/<data name="catalogue-idea-\d+">\n(.*)\n<\/data>/g)].map((m) => JSON.parse(m[1]!));
}

/** A claim cut to the model schema's 360 characters at a word, so every word left is the source's. */
const clip = (text: string) => (text.length <= 360 ? text : text.slice(0, 360).replace(/\s+\S*$/, ""));

function validationReport(prompt: string): string {
  const ideas = catalogueIdeas(prompt);
  const cited = ideas.flatMap((idea) => idea.sources).slice(0, 2);
  const researched = ideas[0]?.competitors[0]?.name;
  return JSON.stringify({
    difficultyScore: 5,
    summary: `${
      ideas.length
        ? `We estimate a moderate build: the closest researched idea, "${ideas[0]!.title}", shows buyers with a dated reason to act.`
        : "We estimate a moderate build; nothing in the research given is close to this idea."
    }${prompt.includes('"ref":"W1"') ? " Landlords already compare compliance tools on the web [W1]." : ""}`,
    verdict: "refine",
    verdictReasons: ["Name the buyer who pays before building.", "Run the first test below before writing code."],
    risks: ["Buyers may keep using a spreadsheet.", "An incumbent could add the feature.", "Sales may need more trust than a weekend product has."],
    monetizationPaths: ["A monthly subscription per account, priced against the cost of a missed deadline."],
    executionTips: ["Start with a CSV import and one e-mail reminder.", "Sell to ten named buyers before building more."],
    marketNotes: "Our research names the competitors below; the rest of this section is the model's estimate.",
    firstTest: { what: "Twenty buyer conversations, then an offer.", how: "Ask how they handle it today and show a one-page offer with a price.", passMark: "At least 3 of 20 agree to a paid pilot." },
    facts: [...cited.map((source) => ({ statement: clip(source.supports), sources: [source.n] })), { statement: INVENTED_FIGURE, sources: [] }],
    competitors: [...(researched ? [{ name: researched, fromResearch: true }] : []), { name: OWN_KNOWLEDGE_COMPETITOR, fromResearch: false }],
  });
}

/** The pages the e2e search engine returns for any query (e2e/server.ts serves them as a SearXNG instance). */
export const SEARCH_PAGES = [
  { url: "https://example.com/landlord-compliance-software", title: "Landlord compliance software compared", content: "A comparison of tools small landlords use to track inspections.", publishedDate: "2026-09-14T00:00:00Z" },
  { url: "https://example.org/landlord-forum-thread", title: "Landlords discuss lead inspection reminders", content: "Owners of older rentals compare how they track certificates.", publishedDate: null },
];

/** A validation offered the searchWeb tool searches once, then writes, citing the first page it got as [W1]. */
function wantsToSearch(request: Record<string, unknown>): boolean {
  const offered = JSON.stringify(request.tools ?? []).includes("searchWeb");
  const searched = ((request.messages as Array<{ role: string }>) ?? []).some((m) => m.role === "tool");
  return offered && !searched;
}

export function answerFromPrompt(request: Record<string, unknown>): Exclude<PeerReply, { kind: "answer" }> {
  const prompt = ((request.messages as Array<{ content: string }>) ?? []).map((m) => m.content ?? "").join("\n\n");
  if (wantsToSearch(request)) return { kind: "tool-call", name: "searchWeb", arguments: { query: "software for small landlords lead inspections" } };
  // A chat thinks a moment before its first word, as a real model does, so the page's thinking state shows.
  if (request.stream) return { kind: "stream", chunks: ["From the research ", "I was given: ", "start with the buyers who face a dated deadline."], delayMs: 50, firstDelayMs: CHAT_THINKING_MS };
  const format = request.response_format as { json_schema?: { name?: string } } | undefined;
  if (format?.json_schema?.name === "validation_report") return { kind: "text", content: validationReport(prompt) };
  return { kind: "text", content: "ok" };
}

export async function startResearchPeer(): Promise<OpenAiPeer> {
  const peer = await startOpenAiPeer();
  peer.fallback = { kind: "answer", from: answerFromPrompt };
  return peer;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const peer = await startResearchPeer();
  console.log(peer.baseUrl);
  process.on("SIGTERM", () => void peer.close().then(() => process.exit(0)));
}
