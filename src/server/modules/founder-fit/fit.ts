import type { FitAccess } from "../../../shared/entitlements";
import { CATEGORY_LABELS, type Category } from "../../../shared/categories";
import type { Fit, FitReason, FounderProfile, RiskAppetite } from "../../../shared/founder-fit";
import { maskOfSkills, wordsOf, type IdeaFeatures } from "./idea-features";

/**
 * The founder fit (issue 26): a 0-100 score and its reasons, deterministic, from a member's profile
 * and what they may read of an idea (fitAccess). Points per part, each part counted only when both
 * sides say something about it:
 *   skills 35 (share of its required skills you have), hours 20 (weeks to an MVP at your hours),
 *   budget 15 (its starting capital against yours), difficulty 10 (against your risk appetite),
 *   market 10 (a category you know), audience 10 (B2B or consumer as you prefer).
 * Regulated data you said no to caps the score at REGULATED_CAP whatever the rest says.
 */
const POINTS = { skills: 35, hours: 20, budget: 15, difficulty: 10, market: 10, audience: 10 } as const;
export const REGULATED_CAP = 25;
/**
 * The catalogue's weeks to an MVP are written for evenings and weekends ("four weeks of evenings"),
 * about this many hours a week; a founder's own weeks scale with their hours.
 */
export const PLAN_HOURS_PER_WEEK = 10;
/** Up to this many of your weeks to an MVP counts in full; from 52 on, not at all. */
const GOOD_WEEKS = 12;
const MAX_WEEKS = 52;
const DIFFICULTY_TOLERANCE: Record<RiskAppetite, number> = { low: 4, medium: 7, high: 10 };

/** A profile made ready to score many ideas: its skill mask, free-text words and a memo of skill names. */
export interface PreparedProfile {
  profile: FounderProfile;
  mask: number;
  freeWords: Set<string>;
  markets: Set<string>;
  matchedByName: Map<string, boolean>;
}

export function prepareProfile(profile: FounderProfile): PreparedProfile {
  return {
    profile,
    mask: maskOfSkills(profile.skills),
    freeWords: new Set(wordsOf(profile.skillsOther)),
    markets: new Set(profile.markets),
    matchedByName: new Map(),
  };
}

function hasSkill(p: PreparedProfile, skill: { name: string; mask: number }): boolean {
  if ((skill.mask & p.mask) !== 0) return true;
  if (p.freeWords.size === 0) return false;
  let matched = p.matchedByName.get(skill.name);
  if (matched === undefined) {
    matched = wordsOf(skill.name).some((word) => p.freeWords.has(word));
    p.matchedByName.set(skill.name, matched);
  }
  return matched;
}

const label = (category: string) => CATEGORY_LABELS[category as Category] ?? category;
const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const list = (names: string[]) => names.join(", ");

/**
 * The fit of one idea. `explain` off gives the same score without building reason texts (ranking
 * scores the whole catalogue per profile).
 */
export function fitOf(p: PreparedProfile, idea: IdeaFeatures, access: Exclude<FitAccess, "none">, explain = true): Fit {
  const { profile } = p;
  const reasons: FitReason[] = [];
  let earned = 0;
  let possible = 0;
  const full = access === "full";

  if (full && idea.skills.length > 0) {
    let have = 0;
    const missing: string[] = [];
    const matched: string[] = [];
    for (const skill of idea.skills) {
      if (hasSkill(p, skill)) {
        have++;
        if (explain) matched.push(skill.name);
      } else if (explain) missing.push(skill.name);
    }
    possible += POINTS.skills;
    earned += (POINTS.skills * have) / idea.skills.length;
    if (explain) {
      if (missing.length === 0) reasons.push({ kind: "good", text: `You have every skill it needs: ${list(matched)}` });
      else if (have === 0) reasons.push({ kind: "warn", text: `None of its skills are among yours: ${list(missing)}` });
      else reasons.push({ kind: "warn", text: `You have ${have} of its ${idea.skills.length} skills; missing: ${list(missing)}` });
    }
  }

  const yourWeeks = Math.ceil((idea.weeks * PLAN_HOURS_PER_WEEK) / profile.hoursPerWeek);
  possible += POINTS.hours;
  earned += yourWeeks <= GOOD_WEEKS ? POINTS.hours : yourWeeks >= MAX_WEEKS ? 0 : (POINTS.hours * (MAX_WEEKS - yourWeeks)) / (MAX_WEEKS - GOOD_WEEKS);
  if (explain) {
    const basis = `its plan: ${idea.weeks} week${idea.weeks === 1 ? "" : "s"} at about ${PLAN_HOURS_PER_WEEK} hours a week`;
    reasons.push({
      kind: yourWeeks <= GOOD_WEEKS ? "good" : "warn",
      text: `About ${yourWeeks} week${yourWeeks === 1 ? "" : "s"} to an MVP at your ${profile.hoursPerWeek} hours a week (${basis})`,
    });
  }

  if (full && idea.capitalUsd !== null) {
    possible += POINTS.budget;
    const enough = profile.budgetUsd >= idea.capitalUsd;
    earned += enough ? POINTS.budget : (POINTS.budget * profile.budgetUsd) / idea.capitalUsd;
    if (explain) {
      reasons.push(
        enough
          ? { kind: "good", text: `Its starting capital (about ${usd(idea.capitalUsd)}) fits your ${usd(profile.budgetUsd)} budget` }
          : { kind: "warn", text: `It needs about ${usd(idea.capitalUsd)} to start; your budget is ${usd(profile.budgetUsd)}` },
      );
    }
  }

  const tolerance = DIFFICULTY_TOLERANCE[profile.riskAppetite];
  possible += POINTS.difficulty;
  earned += idea.difficulty <= tolerance ? POINTS.difficulty : Math.max(0, POINTS.difficulty - 3 * (idea.difficulty - tolerance));
  if (explain) {
    reasons.push(
      idea.difficulty <= tolerance
        ? { kind: "good", text: `Difficulty ${idea.difficulty}/10 suits your ${profile.riskAppetite} risk appetite` }
        : { kind: "warn", text: `Difficulty ${idea.difficulty}/10 is above what a ${profile.riskAppetite} risk appetite takes (up to ${tolerance})` },
    );
  }

  if (p.markets.size > 0) {
    possible += POINTS.market;
    const known = p.markets.has(idea.category);
    if (known) earned += POINTS.market;
    if (explain) reasons.push(known ? { kind: "good", text: `You know the ${label(idea.category)} market` } : { kind: "info", text: `${label(idea.category)} is not among the markets you know` });
  }

  if (full && profile.audience !== "either" && idea.audience !== "mixed") {
    possible += POINTS.audience;
    const same = profile.audience === idea.audience;
    if (same) earned += POINTS.audience;
    if (explain) {
      const its = idea.audience === "b2b" ? "sells to businesses" : "sells to consumers";
      reasons.push(same ? { kind: "good", text: `It ${its}, as you prefer` } : { kind: "warn", text: `It ${its}; you prefer ${profile.audience === "b2b" ? "B2B" : "consumer"} products` });
    }
  }

  let score = Math.round((100 * earned) / possible);
  if (full && idea.regulated.length > 0) {
    if (!profile.regulatedData) {
      score = Math.min(score, REGULATED_CAP);
      if (explain) reasons.unshift({ kind: "block", text: `It holds ${list(idea.regulated)}; you said no regulated data` });
    } else if (explain) {
      reasons.push({ kind: "info", text: `It holds ${list(idea.regulated)}, which you said you can handle` });
    }
  }
  if (explain && !full) reasons.push({ kind: "info", text: "Skills, budget, audience and regulated data count once your plan includes its full analysis" });
  return { score, reasons };
}
