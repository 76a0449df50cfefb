import { AI_QUOTAS, TIERS, type SubscriptionStatus, type Tier } from "./plans";

/**
 * What a viewer may see and do. The server computes it for every request and enforces it; the SPA
 * reads the same object from GET /api/v1/me and only reflects it.
 */
export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * DECISIONS.md: the full analysis goes to pro/lifetime (and admins) for every idea, to starter for
 * every idea that is not a Pro Pick, and to everyone for today's daily idea.
 */
export function hasFullAccess(entitlements: Entitlements, idea: { isProPick: boolean }, isDailyToday: boolean): boolean {
  if (isDailyToday) return true;
  if (entitlements.canSeeProPicks) return true;
  return entitlements.canBrowseAll && !idea.isProPick;
}

/**
 * DECISIONS.md (issue 26, the founder's pipeline): every member may save any idea, note it, drop it or
 * move it back to "saved"; moving it into a working stage (exploring, testing, building, launched) and
 * committing to its one-week test need the idea readable in full for this member now, so a free
 * member's pipeline holds work only on what their plan lets them read.
 */
export function canWorkOnIdea(entitlements: Entitlements, idea: { isProPick: boolean }, isDailyToday: boolean): boolean {
  return entitlements.signedIn && hasFullAccess(entitlements, idea, isDailyToday);
}

export interface EntitlementInput {
  role: Role | null; // null: a visitor
  tier: Tier;
  status: SubscriptionStatus;
  endsAt: Date | string | null;
  /** Set while a subscription renews no more: access ends at endsAt even if the ending event is late. */
  cancelAtPeriodEnd?: boolean;
  /** After a downgrade, the tier paid for until graceUntil. */
  graceTier?: Tier | null;
  graceUntil?: Date | string | null;
}

export interface Entitlements {
  signedIn: boolean;
  isAdmin: boolean;
  /** The tier whose features apply now (a lapsed subscription counts as free). */
  effectiveTier: Tier;
  /** The UI's "isPro": pro or lifetime. */
  isPro: boolean;
  isLifetime: boolean;
  isPaid: boolean;
  canSave: boolean;
  /** Every card and the full analysis of non-Pro-Pick ideas. */
  canBrowseAll: boolean;
  canSeeProPicks: boolean;
  canExport: boolean;
  canUseBuilder: boolean;
  canUseAiChat: boolean;
  canValidate: boolean;
  /** Cards with data a visitor or free user sees on page 1 of browse. */
  previewCount: number;
  /** Trending items per page (and the total for free and visitors, who get no pagination). */
  trendingPageSize: number;
  quotas: { aiChat: number; aiResearch: number };
}

export const FREE_PREVIEW_COUNT = 3;
export const TRENDING_PAGE_SIZE = 12;

/** Tiers rank in the order of TIERS: free, starter, pro, lifetime. */
const rank = (tier: Tier) => TIERS.indexOf(tier);

/** The higher of two tiers (a downgrade's grace tier against the new one). */
export function higherTier(a: Tier, b: Tier): Tier {
  return rank(a) >= rank(b) ? a : b;
}

export function isDowngrade(from: Tier, to: Tier): boolean {
  return rank(to) < rank(from);
}

/**
 * A subscription keeps its tier while it runs, while payment is being retried, and until a cancelled
 * period ends; a downgrade keeps the higher tier until the period paid for ends.
 */
export function effectiveTier(
  input: Pick<EntitlementInput, "tier" | "status" | "endsAt" | "cancelAtPeriodEnd" | "graceTier" | "graceUntil">,
  now = new Date(),
): Tier {
  const subscribed = subscribedTier(input, now);
  const graceUntil = input.graceUntil ? new Date(input.graceUntil) : null;
  if (input.graceTier && graceUntil && graceUntil.getTime() > now.getTime()) return higherTier(subscribed, input.graceTier);
  return subscribed;
}

function subscribedTier(input: Pick<EntitlementInput, "tier" | "status" | "endsAt" | "cancelAtPeriodEnd">, now: Date): Tier {
  if (input.tier === "free" || input.tier === "lifetime") return input.tier;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  const periodOver = endsAt !== null && endsAt.getTime() <= now.getTime();
  if (input.status === "active" || input.status === "trialing" || input.status === "past_due") {
    return input.cancelAtPeriodEnd && periodOver ? "free" : input.tier;
  }
  if (input.status === "cancelled" && endsAt && !periodOver) return input.tier;
  return "free";
}

export function entitlementsFor(input: EntitlementInput, now = new Date()): Entitlements {
  const signedIn = input.role !== null;
  const tier = signedIn ? effectiveTier(input, now) : "free";
  const isAdmin = input.role === "admin";
  const isPro = tier === "pro" || tier === "lifetime";
  const isPaid = tier !== "free";
  return {
    signedIn,
    isAdmin,
    effectiveTier: tier,
    isPro,
    isLifetime: tier === "lifetime",
    isPaid,
    canSave: signedIn,
    // Admins curate the catalogue, so they read every idea in full; AI quotas stay those of their tier.
    canBrowseAll: isPaid || isAdmin,
    canSeeProPicks: isPro || isAdmin,
    canExport: isPaid || isAdmin,
    canUseBuilder: isPro,
    canUseAiChat: isPro,
    canValidate: isPro,
    previewCount: FREE_PREVIEW_COUNT,
    trendingPageSize: isPaid ? TRENDING_PAGE_SIZE : FREE_PREVIEW_COUNT,
    quotas: AI_QUOTAS[tier],
  };
}

export const VISITOR_ENTITLEMENTS = entitlementsFor({ role: null, tier: "free", status: "active", endsAt: null });

/**
 * How much of an idea a founder-fit score may draw on (issue 26; docs/DECISIONS.md, "Founder's
 * workspace"): a fit is computed only from what this viewer may read of the idea, so its score and
 * reasons never disclose paid text.
 * - "full": the viewer reads the whole analysis, so the fit weighs skills, budget, regulated data,
 *   audience, hours, difficulty and market.
 * - "card": the viewer sees the idea's card (difficulty, weeks to MVP, category) but not its
 *   analysis, so the fit weighs those alone and says what the analysis would add.
 * - "none": the card itself is locked for this viewer, so there is no fit at all.
 */
export type FitAccess = "full" | "card" | "none";
export function fitAccess(entitlements: Entitlements, idea: { isProPick: boolean }, flags: { isDailyToday: boolean; isPreview: boolean }): FitAccess {
  if (hasFullAccess(entitlements, idea, flags.isDailyToday)) return "full";
  return entitlements.canBrowseAll || flags.isPreview ? "card" : "none";
}

/**
 * Personal orders ("For you" by fit, "Your weights" by the member's weights) follow the preview rule
 * (docs/decisions/010): a viewer who may browse every card gets the whole catalogue ranked; anyone
 * else gets only the preview ideas ranked (first, by their fit or weights) and every other place as
 * the same `{ locked: true }` placeholder the default listing shows, with the same total, so neither
 * the order, the ids nor the count of locked ideas depends on the profile or the weights.
 */
export const rankAllForPersonalOrders = (entitlements: Entitlements) => entitlements.canBrowseAll;
