import { FOUNDER_SKILLS, type FounderSkill } from "../../../shared/founder-fit";

/**
 * What the fit reads from an idea, extracted once per idea (not per viewer): which of our skill
 * groups each of its required skills falls in, its starting capital, whether it holds regulated
 * data, and whom it sells to. Every rule is a visible keyword list, so a reason can be traced to
 * the idea's text.
 */

/** Keywords (lower case, matched at word starts) that put a required skill in a skill group. */
const SKILL_KEYWORDS: Record<FounderSkill, string[]> = {
  web: ["web", "typescript", "javascript", "next.js", "react", "front-end", "frontend", "full-stack", "fullstack", "supabase", "postgres", "node", "html", "css", "browser", "playwright", "puppeteer", "chrome extension", "django", "rails", "pwa"],
  mobile: ["mobile", "react native", "flutter", "ios", "android", "swift", "kotlin", "offline"],
  data: ["python", "data", "csv", "pdf", "parsing", "sql", "reconciliation", "spreadsheet", "excel", "scraping", "etl", "document", "logic", "statistics", "classification", "matching", "indexing"],
  ai: ["ai", "llm", "machine learning", "ml", "prompt", "ocr", "vision", "speech", "nlp", "model evaluation", "embeddings"],
  integrations: ["api", "apis", "shopify", "stripe", "quickbooks", "square", "github app", "integration", "integrations", "webhook", "sms", "email", "xero", "salesforce", "zapier", "twilio", "oauth", "payments"],
  crypto: ["blockchain", "crypto", "solidity", "web3", "wallet", "ethereum", "defi", "evm", "erc", "solana", "ipfs"],
  design: ["design", "ux", "ui", "figma", "accessibility", "wcag"],
  sales: ["selling", "sales", "partnership", "partnerships", "partner", "b2b", "association", "channel", "outreach"],
  marketing: ["marketing", "seo", "community", "content", "video", "growth", "social", "creator"],
  writing: ["writing", "copywriting", "plain-language", "documentation"],
  compliance: ["regulation", "regulations", "regulatory", "statute", "statutes", "compliance", "hipaa", "gdpr", "legal", "law", "tax", "accounting", "audit", "policy", "ferpa", "coppa", "pci", "nacha", "fmcsa", "laws", "rules", "privacy", "standards"],
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SKILL_PATTERNS = FOUNDER_SKILLS.map((skill) => new RegExp(`(^|[^a-z0-9])(${SKILL_KEYWORDS[skill].map(escape).join("|")})s?(?![a-z0-9])`, "i"));

/** The skill groups a required skill belongs to, as a bit mask in FOUNDER_SKILLS order (0: none). */
export function skillMaskOf(requiredSkill: string): number {
  // "React Native" is mobile work, not the web's React.
  const text = requiredSkill.toLowerCase().replace(/react native/g, "mobile");
  let mask = 0;
  SKILL_PATTERNS.forEach((pattern, bit) => {
    if (pattern.test(text)) mask |= 1 << bit;
  });
  return mask;
}

export const maskOfSkills = (skills: readonly FounderSkill[]) => skills.reduce((mask, skill) => mask | (1 << FOUNDER_SKILLS.indexOf(skill)), 0);

/** Words of a text that can match a free-text skill (three letters or more, lower case). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9.+#]+/).map((word) => word.replace(/^\.+|\.+$/g, "")).filter((word) => word.length >= 3 || /^[a-z]\+\+$|^c#$|^go$|^r$/.test(word));
}

/** The largest dollar amount in a text ("Bootstrap ($1,200)" -> 1200, "Under $300" -> 300), or null. */
export function dollarsIn(text: string): number | null {
  const amounts = [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m)?\b/gi)].map((match) => {
    const value = Number(match[1]!.replace(/,/g, ""));
    const unit = match[2]?.toLowerCase();
    return Math.round(unit === "k" ? value * 1_000 : unit === "m" ? value * 1_000_000 : value);
  });
  return amounts.length ? Math.max(...amounts) : null;
}

/** Regulated records an idea holds, named by the rule that governs them. */
const REGULATED: { label: string; pattern: RegExp }[] = [
  { label: "health records (HIPAA)", pattern: /\bHIPAA\b|\bprotected health information\b|\bPHI\b/ },
  { label: "students' records (FERPA)", pattern: /\bFERPA\b/ },
  { label: "children's data (COPPA)", pattern: /\bCOPPA\b/ },
  { label: "payment-card data (PCI DSS)", pattern: /\bPCI[- ]DSS\b|\bPCI compliance\b/ },
];

/** The regulated kinds of data an idea's text names (empty when none). */
export function regulatedDataIn(text: string): string[] {
  return REGULATED.filter((rule) => rule.pattern.test(text)).map((rule) => rule.label);
}

const BUSINESS_WORDS = /\b(business(es)?|firms?|compan(y|ies)|agenc(y|ies)|practices|vendors?|departments?|offices|teams|clinics|schools|districts|employers|contractors|owners|shops|stores|retailers|sellers|merchants|brands|nonprofits|institutions|organi[sz]ations|startups|professionals|operators|landlords|manufacturers|suppliers|carriers|originators|restaurants|studios|labs|universities|colleges|associations|councils|dealers|pharmacies|hospitals)\b/gi;
const CONSUMER_WORDS = /\b(consumers?|individuals|people|parents|famil(y|ies)|households|taxpayers|patients|renters|tenants|homeowners|travell?ers|fans|players|hobbyists|learners|caregivers|retirees|drivers|shoppers|pet owners|couples|buyers of homes|adults|teens|seniors)\b/gi;

export type IdeaAudience = "b2b" | "consumer" | "mixed";

/** Whom an idea sells to, from its target market: the kind of buyer it names more often. */
export function audienceOf(targetMarket: string): IdeaAudience {
  const business = targetMarket.match(BUSINESS_WORDS)?.length ?? 0;
  const consumer = targetMarket.match(CONSUMER_WORDS)?.length ?? 0;
  if (business > consumer) return "b2b";
  if (consumer > business) return "consumer";
  return "mixed";
}

/** The idea fields the fit reads (columns plus parts of the analysis). */
export interface FitSource {
  id: string;
  slug: string;
  category: string;
  isProPick: boolean;
  timeToMvpWeeks: number;
  executionDifficulty: number;
  scores: { opportunity: number; problem: number; feasibility: number; whyNow: number };
  publishedAt: Date | null;
  requiredSkills: string[];
  capitalRequired: string;
  initialCosts: string;
  targetMarket: string;
  /** The analysis text the regulated-data check reads (skills, resources, target market, execution plan). */
  regulatedText: string;
}

export interface IdeaFeatures {
  id: string;
  slug: string;
  category: string;
  isProPick: boolean;
  weeks: number;
  difficulty: number;
  scores: FitSource["scores"];
  publishedAtMs: number;
  skills: { name: string; mask: number }[];
  capitalUsd: number | null;
  regulated: string[];
  audience: IdeaAudience;
}

export function featuresOf(source: FitSource): IdeaFeatures {
  return {
    id: source.id,
    slug: source.slug,
    category: source.category,
    isProPick: source.isProPick,
    weeks: source.timeToMvpWeeks,
    difficulty: source.executionDifficulty,
    scores: source.scores,
    publishedAtMs: source.publishedAt?.getTime() ?? 0,
    skills: source.requiredSkills.map((name) => ({ name, mask: skillMaskOf(name) })),
    capitalUsd: dollarsIn(source.capitalRequired) ?? dollarsIn(source.initialCosts),
    regulated: regulatedDataIn(source.regulatedText),
    audience: audienceOf(source.targetMarket),
  };
}
