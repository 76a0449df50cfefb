/**
 * The founder profile's and weights' plain values (issue 26), without zod: the browser's browse
 * page and settings form read them without loading the schemas (issue 9's first-visit budget).
 */
export const FOUNDER_SKILLS = ["web", "mobile", "data", "ai", "integrations", "crypto", "design", "sales", "marketing", "writing", "compliance"] as const;
export type FounderSkill = (typeof FOUNDER_SKILLS)[number];
export const FOUNDER_SKILL_LABELS: Record<FounderSkill, string> = {
  web: "Web development",
  mobile: "Mobile apps",
  data: "Data, files and parsing",
  ai: "AI and machine learning",
  integrations: "APIs and integrations",
  crypto: "Blockchain",
  design: "Design and UX",
  sales: "Selling to businesses",
  marketing: "Marketing and community",
  writing: "Writing",
  compliance: "Regulation, tax and compliance",
};

export const RISK_APPETITES = ["low", "medium", "high"] as const;
export type RiskAppetite = (typeof RISK_APPETITES)[number];
export const AUDIENCES = ["b2b", "consumer", "either"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const WEIGHT_KEYS = ["opportunity", "problem", "feasibility", "whyNow", "difficulty", "timeToMvp"] as const;
export type WeightKey = (typeof WEIGHT_KEYS)[number];
export const WEIGHT_LABELS: Record<WeightKey, string> = {
  opportunity: "Opportunity",
  problem: "Problem",
  feasibility: "Feasibility",
  whyNow: "Why now",
  difficulty: "Easy to build",
  timeToMvp: "Quick to an MVP",
};
export const WEIGHT_MAX = 5;
/** With no weights saved the order is the four scores' mean, i.e. "Highest rated". */
export const DEFAULT_WEIGHTS: Readonly<Record<WeightKey, number>> = { opportunity: 1, problem: 1, feasibility: 1, whyNow: 1, difficulty: 0, timeToMvp: 0 };

export const PERSONAL_ORDERS = ["for-you", "weights"] as const;
export type PersonalOrder = (typeof PERSONAL_ORDERS)[number];
export const PERSONAL_ORDER_LABELS: Record<PersonalOrder, string> = { "for-you": "For you", weights: "Your weights" };
