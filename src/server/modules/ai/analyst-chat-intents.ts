import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../../shared/categories";
import { contentTerms } from "./analyst-words";

/**
 * What a founder's chat message asks, read from its words (both engines use it: the built-in
 * analyst answers by it, and the service uses it to fetch what the answer needs, e.g. a ranking).
 * Patterns are whole words and are tried in order, most specific first: "write a cold e-mail about
 * pricing" is an outreach request, not a pricing question.
 */
export const CHAT_INTENTS = [
  "rank",
  "compare",
  "outreach",
  "week_plan",
  "fit",
  "first_customers",
  "competition",
  "pricing",
  "sources",
  "risks",
  "build",
  "market",
  "channels",
  "overview",
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

const PATTERNS: [ChatIntent, RegExp][] = [
  [
    "rank",
    /\b(which|what)\s+(\w+\s+)?ideas?\b.*\b(best|highest|top|most|strongest|easiest|lowest|fastest)\b|\b(best|highest|top|strongest|easiest)\s+(\w+\s+){0,3}ideas\b|\brank(ed|ing)?\b|\btop\s+\d+\b/i,
  ],
  ["compare", /\bcompare\b|\bcomparison\b|\bversus\b|\bvs\.?\s|\bside by side\b/i],
  ["outreach", /\b(cold|outreach|intro(duction)?)\b.*\b(e-?mail|message|dm)\b|\b(write|draft)\b.*\b(e-?mail|message|dm|pitch)\b|\be-?mail\b.*\b(buyers?|prospects?|leads?|customers?)\b/i],
  ["week_plan", /\b(7|seven)[- ]day\b|\bday[- ]by[- ]day\b|\bnext (7|seven) days\b|\b(plan|schedule)\b.*\b(this|next|the first|one|a) week\b|\bweek(ly)? plan\b/i],
  ["fit", /\bfit (for )?me\b|\bright (idea )?for me\b|\bsuit(s|ed)? me\b|\bgood fit\b|\bmy (skills?|background|experience|time|budget)\b|\bcould i (build|do|run) (it|this)\b|\bshould i (build|do|pursue|pick)\b/i],
  ["first_customers", /\bfirst (10|ten|few|\d+)? ?(paying )?(customers?|users?|buyers?|clients?|sales?)\b|\b(get|find|land|win)\b.*\b(customers?|buyers?|clients?)\b/i],
  ["competition", /\bcompetit\w*|\brivals?\b|\balternatives?\b|\bincumbents?\b|\bmoat\b|\bwho else\b/i],
  ["pricing", /\bpric\w*|\bcharge\b|\bmoneti[sz]\w*|\brevenue\b|\btiers?\b|\bsubscriptions?\b|\bbusiness model\b|\bearn\b|\bmrr\b|\bhow much\b|\$/i],
  ["sources", /\bsources?\b|\bevidence\b|\bproof\b|\bcitations?\b|\bwhere (does|did) (this|that|it) come from\b|\breferences?\b/i],
  ["risks", /\brisks?\b|\brisky\b|\bfail\w*|\bkill\b|\bdanger\w*|\bworr\w*|\bdownsides?\b|\bwhat could go wrong\b|\bweak(ness|nesses|est)?\b/i],
  ["build", /\bbuild\b|\bmvp\b|\bstack\b|\bfeatures?\b|\bweekend\b|\bscope\b|\bcode\b|\btech\w*\b|\bship\b/i],
  ["market", /\bmarket\b|\bsize\b|\btam\b|\bsom\b|\bwho (would|will|does) (buy|pay)\b|\bbuyers?\b|\baudience\b|\bniche\b|\bdemand\b|\btrends?\b/i],
  ["channels", /\bgo[- ]to[- ]market\b|\bchannels?\b|\bdistribution\b|\bseo\b|\bpromot\w*|\bmarketing\b|\blaunch\w*|\bsell\w*|\bacquisition\b/i],
];

export function chatIntent(message: string): ChatIntent {
  for (const [intent, pattern] of PATTERNS) if (pattern.test(message)) return intent;
  return "overview";
}

/** Words that only say what kind of question it is; what remains says what it is about. */
const QUESTION_WORDS = new Set(
  (
    "price pricing prices priced charge monetize monetise monetization revenue tier tiers subscription business model earn mrr much " +
    "competitor competitors competition compete rival rivals alternative alternatives incumbent moat else " +
    "first ten customer customers buyer buyers client clients user users paying get find land win sale sales " +
    "cold outreach email e-mail mail message pitch draft write intro introduction " +
    "seven plan schedule week weekly next " +
    "fit suit suits suited skills skill background experience budget hours " +
    "compare comparison versus better side " +
    "which best highest top most strongest easiest lowest fastest rank ranked ranking list " +
    "source sources evidence proof citation citations reference references come " +
    "risk risks risky fail failure kill danger dangers worry worried downside downsides wrong weak weakness " +
    "build mvp stack feature features weekend scope code tech technology ship " +
    "market size tam som audience niche demand trend trends channel channels distribution seo promote promotion marketing launch sell selling acquisition go " +
    "feasibility feasible opportunity problem score scores easy fast quick hour hours money " +
    "developer engineer programmer coder designer marketer salesperson consultant freelancer " +
    "tell explain think say said says does idea ideas good bad start started doing know give show please thanks thank okay ok"
  ).split(/\s+/),
);

/**
 * The words of a message that name a subject rather than a kind of question: "how should I price
 * it?" has none (it is a follow-up), "pricing for dog groomers" has "dog", "groomer".
 */
export function subjectTerms(message: string): string[] {
  return contentTerms(message).filter((term) => !QUESTION_WORDS.has(term) && !QUESTION_WORDS.has(`${term}s`) && !QUESTION_WORDS.has(`${term}e`));
}

/** A ranking the founder asked for: by which score, with which filters. */
export interface RankRequest {
  by: "opportunity" | "problem" | "feasibility" | "whyNow" | "overall" | "difficulty" | "revenue";
  /** Buildable in a weekend: time to a first version of at most a week and difficulty at most 5. */
  weekend: boolean;
  category: Category | null;
  /** "Pro Picks" only. */
  proPicks: boolean;
}

const AXIS_WORDS: [RankRequest["by"], RegExp][] = [
  ["feasibility", /\bfeasib\w*|\bbuildable\b/i],
  ["whyNow", /\bwhy[- ]now\b|\btiming\b|\burgen\w*/i],
  ["problem", /\bproblem\b|\bpain\w*/i],
  ["opportunity", /\bopportunit\w*/i],
  ["difficulty", /\beasiest\b|\bsimplest\b|\bleast difficult\b|\blowest difficulty\b/i],
  ["revenue", /\brevenue\b|\bmoney\b|\bmrr\b|\bearn\w*|\bprofit\w*/i],
];

export function rankRequest(message: string): RankRequest {
  const by = AXIS_WORDS.find(([, pattern]) => pattern.test(message))?.[0] ?? "overall";
  const lower = message.toLowerCase();
  const category =
    CATEGORIES.find((c) => c !== "other" && (new RegExp(`\\b${CATEGORY_LABELS[c].toLowerCase().replace(/[/.-]/g, "\\W?")}\\b`).test(lower) || new RegExp(`\\b${c.replace("_", "[ _-]?")}\\b`).test(lower))) ?? null;
  return {
    by,
    weekend: /\bweekend\b|\b(in|within) (a|one) week\b|\bquick(ly)? to build\b|\bfast to build\b/i.test(message),
    category,
    proPicks: /\bpro picks?\b/i.test(message),
  };
}

/** What the founder has said about themselves in the conversation, for "is this a fit for me?". */
export interface FounderFacts {
  hoursPerWeek: number | null;
  budget: number | null;
  /** Roles they named ("developer", "designer"...). */
  roles: string[];
  /** Their own words, lower-cased, to check an idea's required skills against. */
  text: string;
}

const ROLES = /\b(developer|engineer|programmer|coder|designer|marketer|salesperson|seller|accountant|lawyer|nurse|teacher|consultant|product manager|data scientist|writer|freelancer|agency owner)s?\b/gi;

export function founderFacts(userMessages: string[]): FounderFacts {
  const text = userMessages.join("\n").toLowerCase();
  const hours = /(\d{1,3})\s*(?:hours?|hrs?|h)\s*(?:a|per|each|every|\/)\s*week/.exec(text);
  const budget = /\$\s?(\d[\d,]*)(k?)|(\d[\d,]*)\s*(?:dollars|usd)/.exec(text);
  const budgetValue = budget ? Number((budget[1] ?? budget[3] ?? "0").replace(/,/g, "")) * (budget[2] ? 1000 : 1) : null;
  return {
    hoursPerWeek: hours ? Number(hours[1]) : null,
    budget: budgetValue,
    roles: [...new Set([...text.matchAll(ROLES)].map((m) => m[1]!.toLowerCase()))],
    text,
  };
}
