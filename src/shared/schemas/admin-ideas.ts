import { z } from "zod";
import { CATEGORIES } from "../categories";
import { ideaFileSchema, ideaRetirementSchema, type IdeaFile } from "./idea";

/**
 * Admin "Manage Ideas": the list with its filters, stat figures and daily-idea banner, and the one
 * idea form (create, edit, AI generator) whose value is the idea-file shape of data/ideas/*.json.
 */
export const ADMIN_IDEAS_PAGE_SIZE = 20;
export const IDEA_STATUSES = ["draft", "published", "archived"] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];
/** The create form offers only these (spec section 4). */
export const CREATE_STATUSES = ["draft", "published"] as const;

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/** The spec's slug rule: lower-cased, runs of non-alphanumerics become one hyphen, hyphens trimmed. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

export const adminIdeasListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.union([z.literal("all"), z.enum(CATEGORIES)]).default("all"),
  status: z.union([z.literal("all"), z.enum(IDEA_STATUSES)]).default("all"),
  pick: z.enum(["all", "pro", "regular"]).default("all"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminIdeasListQuery = z.input<typeof adminIdeasListQuery>;

export const adminIdeaRow = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  tagline: z.string(),
  category: z.string(),
  status: z.enum(IDEA_STATUSES),
  isProPick: z.boolean(),
  isFeatured: z.boolean(),
  isDaily: z.boolean(),
  viewCount: z.number(),
  /** The engine that drafted it in the AI generator; null when written by people. */
  aiDraftedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type AdminIdeaRow = z.infer<typeof adminIdeaRow>;

/** Today's idea (UTC day) as the site and the daily e-mail use it. */
export const adminDailyBanner = z.object({
  day: z.string(),
  ideaId: z.string(),
  title: z.string(),
  slug: z.string(),
  subject: z.string(),
  expiresAt: z.string(),
  /** When today's e-mail went out; null while it has not. */
  sentAt: z.string().nullable(),
});
export type AdminDailyBanner = z.infer<typeof adminDailyBanner>;

export const adminIdeaStats = z.object({ total: z.number(), published: z.number(), proPicks: z.number(), totalViews: z.number() });

export const adminIdeasListResponse = z.object({
  items: z.array(adminIdeaRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  stats: adminIdeaStats,
  daily: adminDailyBanner.nullable(),
});
export type AdminIdeasListResponse = z.infer<typeof adminIdeasListResponse>;

export const adminIdeaParams = z.object({ id: z.uuid({ message: "Idea not found" }) });

const requiredText = (max: number) => z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max);

export const RETIREMENT_REASON_MIN = 20;
export const RETIREMENT_REASON_MAX = 400;
export const RETIREMENT_REASON_MESSAGE = `Say why the idea is retired (the competitor that closed the gap, the rule that was repealed), in ${RETIREMENT_REASON_MIN} to ${RETIREMENT_REASON_MAX} characters: it is shown on the retired ideas page.`;
/** The public reason an admin gives when archiving an idea (issue 27): what /retired shows. */
const retirementReason = z.string().trim().min(RETIREMENT_REASON_MIN, RETIREMENT_REASON_MESSAGE).max(RETIREMENT_REASON_MAX, RETIREMENT_REASON_MESSAGE);
const retirementSourceUrl = z.url({ protocol: /^https?$/, message: "A source link starts with http:// or https://" }).max(500);
const retirementInput = ideaRetirementSchema.extend({ date: ideaRetirementSchema.shape.date.optional(), reason: retirementReason, source_url: retirementSourceUrl.optional() });

/**
 * The form's value. A draft may be incomplete: title, tagline and category are required, every
 * other field may be left out, and a field that is given is checked by the catalogue's own rule
 * (ideaFileSchema). Publishing holds the whole idea to ideaFileSchema (server side).
 */
export const adminIdeaInput = z
  .object(ideaFileSchema.shape)
  .partial()
  .extend({
    slug: ideaFileSchema.shape.slug.optional(),
    title: requiredText(120),
    tagline: requiredText(200),
    category: z.enum(CATEGORIES, { message: "Choose one of the listed categories" }),
    status: z.enum(IDEA_STATUSES).default("draft"),
    // No default: an edit that leaves the flags out keeps them (the row actions toggle them).
    is_pro_pick: z.boolean().optional(),
    is_featured: z.boolean().optional(),
    /** The AI generator's engine label (create only). */
    ai_drafted_by: z.string().trim().min(1).max(80).optional(),
    // Why an archived idea was retired (shown on /retired): the date defaults to the day it is saved.
    retirement: retirementInput.optional(),
  })
  .strict();
export type AdminIdeaInput = z.input<typeof adminIdeaInput>;
/** The form's value before the required fields are filled (the form and the generator start here). */
export type IdeaFormValue = Partial<IdeaFile> & { ai_drafted_by?: string };

export const adminIdeaDetail = z.object({
  id: z.string(),
  status: z.enum(IDEA_STATUSES),
  aiDraftedBy: z.string().nullable(),
  /** The idea in the form's shape: every stored field, the empty ones left out. */
  idea: z.record(z.string(), z.unknown()),
});
export type AdminIdeaDetail = z.infer<typeof adminIdeaDetail>;

/** A status change; archiving needs the public reason (and may cite a source), nothing else takes one. */
export const adminIdeaStatusBody = z
  .object({ status: z.enum(IDEA_STATUSES), reason: z.string().optional(), source_url: z.string().optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status !== "archived") {
      if (body.reason !== undefined || body.source_url !== undefined) ctx.addIssue({ code: "custom", path: ["reason"], message: "Only archiving takes a reason" });
      return;
    }
    const reason = retirementReason.safeParse(body.reason ?? "");
    if (!reason.success) ctx.addIssue({ code: "custom", path: ["reason"], message: RETIREMENT_REASON_MESSAGE });
    if (body.source_url !== undefined && body.source_url.trim() !== "" && !retirementSourceUrl.safeParse(body.source_url.trim()).success) {
      ctx.addIssue({ code: "custom", path: ["source_url"], message: "A source link starts with http:// or https://" });
    }
  });
export type AdminIdeaStatusBody = z.infer<typeof adminIdeaStatusBody>;
export const adminIdeaFlagBody = z.object({ value: z.boolean() }).strict();

export const adminIdeaWriteResponse = z.object({ idea: adminIdeaRow, message: z.string() });
export type AdminIdeaWriteResponse = z.infer<typeof adminIdeaWriteResponse>;
export const adminDailyResponse = z.object({ daily: adminDailyBanner, message: z.string() });
export type AdminDailyResponse = z.infer<typeof adminDailyResponse>;
/** PATCH: only the fields that change; the stored idea fills in the rest. */
export const adminIdeaPatch = adminIdeaInput.extend({ status: z.enum(IDEA_STATUSES).optional() }).partial();
