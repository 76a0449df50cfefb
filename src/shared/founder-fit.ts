import { z } from "zod";
import { CATEGORIES } from "./categories";

/**
 * The founder profile and score weights (issue 26), shared by the API's schemas and the settings
 * form. Everything is optional to the product: browsing never asks for a profile.
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
const weight = z.number().int().min(0).max(WEIGHT_MAX);
export const weightsSchema = z.object({
  opportunity: weight,
  problem: weight,
  feasibility: weight,
  whyNow: weight,
  difficulty: weight,
  timeToMvp: weight,
}).strict().refine((w) => WEIGHT_KEYS.some((key) => w[key] > 0), { message: "Give at least one weight above 0" });
export type Weights = z.infer<typeof weightsSchema>;
/** With no weights saved the order is the four scores' mean, i.e. "Highest rated". */
export const DEFAULT_WEIGHTS: Weights = { opportunity: 1, problem: 1, feasibility: 1, whyNow: 1, difficulty: 0, timeToMvp: 0 };

export const founderProfileSchema = z.object({
  skills: z.array(z.enum(FOUNDER_SKILLS)).max(FOUNDER_SKILLS.length).refine((list) => new Set(list).size === list.length, { message: "Each skill once" }),
  /** Skills the list lacks, in the member's words ("Rust, NACHA files"). */
  skillsOther: z.string().trim().max(300),
  hoursPerWeek: z.number().int().min(1, "At least 1 hour a week").max(80, "At most 80 hours a week"),
  budgetUsd: z.number().int().min(0, "A budget cannot be negative").max(10_000_000),
  markets: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).refine((list) => new Set(list).size === list.length, { message: "Each market once" }),
  riskAppetite: z.enum(RISK_APPETITES),
  audience: z.enum(AUDIENCES),
  /** Willing to hold health, payment-card, students' or children's records (HIPAA, PCI, FERPA, COPPA). */
  regulatedData: z.boolean(),
}).strict();
export type FounderProfile = z.infer<typeof founderProfileSchema>;

export const founderSettingsSchema = z.object({ profile: founderProfileSchema.nullable(), weights: weightsSchema.nullable() }).strict();
export type FounderSettings = z.infer<typeof founderSettingsSchema>;

export const FIT_REASON_KINDS = ["good", "warn", "block", "info"] as const;
export const fitReasonSchema = z.object({ kind: z.enum(FIT_REASON_KINDS), text: z.string() });
export type FitReason = z.infer<typeof fitReasonSchema>;
export const fitSchema = z.object({ score: z.number().int().min(0).max(100), reasons: z.array(fitReasonSchema) });
export type Fit = z.infer<typeof fitSchema>;

export const ideaFitResponse = z.object({
  /** What the fit could draw on for this viewer (src/shared/entitlements.ts, fitAccess). */
  access: z.enum(["full", "card", "none"]),
  profileSet: z.boolean(),
  fit: fitSchema.nullable(),
});
export type IdeaFitResponse = z.infer<typeof ideaFitResponse>;

export const PERSONAL_ORDERS = ["for-you", "weights"] as const;
export type PersonalOrder = (typeof PERSONAL_ORDERS)[number];

/** GET /api/v1/founder-fit/ideas: the catalogue in a personal order (search is not part of it). */
export const personalListQuery = z.object({
  order: z.enum(PERSONAL_ORDERS),
  category: z.string().trim().max(40).optional(),
  pro: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
