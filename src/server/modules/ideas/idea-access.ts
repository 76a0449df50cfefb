import type { Entitlements } from "../../../shared/entitlements";

/**
 * DECISIONS.md: the full analysis goes to pro/lifetime (and admins) for every idea, to starter for
 * every idea that is not a Pro Pick, and to everyone for today's daily idea.
 */
export function hasFullAccess(entitlements: Entitlements, idea: { isProPick: boolean }, isDailyToday: boolean): boolean {
  if (isDailyToday) return true;
  if (entitlements.canSeeProPicks) return true;
  return entitlements.canBrowseAll && !idea.isProPick;
}

/** The first paragraph of the problem: the part a teaser may show. */
export function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0]?.trim() ?? "";
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function nextUtcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1));
}
