import { z } from "zod";
import { CATEGORIES } from "./categories";
import { ideasListResponse } from "./schemas/idea-api";
import { FOUNDER_SKILLS, RISK_APPETITES, AUDIENCES, WEIGHT_MAX, WEIGHT_KEYS, PERSONAL_ORDERS } from "./founder-fit-options";
export * from "./founder-fit-options";

/**
 * The founder profile and score weights (issue 26), shared by the API's schemas and the settings
 * form. Everything is optional to the product: browsing never asks for a profile.
 */

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

/** GET /api/v1/founder-fit/ideas: the catalogue in a personal order (search is not part of it). */
export const personalListQuery = z.object({
  order: z.enum(PERSONAL_ORDERS),
  category: z.string().trim().max(40).optional(),
  pro: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const personalListResponse = ideasListResponse.extend({
  order: personalListQuery.shape.order,
  /** False: "For you" has no profile to rank by, so this is the newest-first listing. */
  profileSet: z.boolean(),
  /** Fit scores (0-100) of the cards on this page that have one, by idea id. */
  fitScores: z.record(z.string(), z.number()),
});
export type PersonalListResponse = z.infer<typeof personalListResponse>;
