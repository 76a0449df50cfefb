import { formatNumber } from "./format";

/**
 * The spec's display rules for idea figures, in one place for every screen.
 * Defaults when data is missing: difficulty 5, weeks 12, scores 8/7/7/9, GTM 7. (The spec's 50 research
 * hours default is gone: pages show the idea's counted evidence instead, never an assumed figure.)
 */
export const IDEA_DEFAULTS = { difficulty: 5, weeksToMvp: 12, gtmScore: 7, capital: "Bootstrap" } as const;

/** Score cards: Excellent (8+), Good (6+), Fair (4+), else Needs Work. */
export function scoreLabel(score: number): "Excellent" | "Good" | "Fair" | "Needs Work" {
  if (score >= 8) return "Excellent";
  if (score >= 6) return "Good";
  if (score >= 4) return "Fair";
  return "Needs Work";
}

/** Difficulty out of 10: green up to 3, yellow up to 7, red above. Classes meet AA contrast. */
export function difficultyTone(difficulty: number): { label: string; className: string } {
  if (difficulty <= 3) return { label: "Easy", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" };
  if (difficulty <= 7) return { label: "Moderate", className: "bg-amber-50 text-amber-800 ring-amber-200" };
  return { label: "Hard", className: "bg-red-50 text-red-800 ring-red-200" };
}

/** GTM score labels at 8 and 5. */
export function gtmLabel(score: number): "Strong" | "Solid" | "Challenging" {
  if (score >= 8) return "Strong";
  if (score >= 5) return "Solid";
  return "Challenging";
}

/** Cards: revenue potential as the maximum in thousands, e.g. "$120K". */
export function revenueThousands(usd: number): string {
  return `$${formatNumber(Math.round(usd / 1000))}K`;
}

/** Detail: millions above 1,000,000, else thousands. */
export function revenueShort(usd: number): string {
  if (usd > 1_000_000) return `$${(usd / 1_000_000).toFixed(1).replace(/\.0$/, "")}M`;
  return revenueThousands(usd);
}

/** Saved cards: millions with one decimal. */
export function revenueMillions(usd: number): string {
  return `$${(usd / 1_000_000).toFixed(1)}M`;
}

export function weeksToMonths(weeks: number): string {
  const months = weeks / 4.345;
  return months < 1 ? "under a month" : `~${Math.round(months * 10) / 10} months`;
}

export function growthPercent(rate: number): string {
  return `${rate > 0 ? "+" : ""}${Math.round(rate)}%`;
}

/**
 * A keyword whose volume and growth are both 0 was never measured (the catalogue stores 0 where no
 * source gave a figure); pages leave such a metric out rather than print "0 searches, +0%".
 */
export function isKeywordMeasured(keyword: { monthlyVolume: number; growthRate: number }): boolean {
  return keyword.monthlyVolume > 0 || keyword.growthRate !== 0;
}

/** A Date's calendar day where the viewer is (their today), as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from `today` to `day` (both YYYY-MM-DD): negative when `day` has passed. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * How far a dated event is from the viewer's today, in the largest unit that reads naturally:
 * "today", "tomorrow", "in 5 days", "in 3 weeks", "2 months ago", "in 2 years".
 */
export function relativeDay(day: string, today: string): string {
  const days = daysBetween(today, day);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  const size = Math.abs(days);
  const [count, unit] =
    size < 14 ? [size, "day"] : size < 60 ? [Math.round(size / 7), "week"] : size < 730 ? [Math.round(size / 30.44), "month"] : [Math.round(size / 365.25), "year"];
  const span = `${count} ${unit}${count === 1 ? "" : "s"}`;
  return days > 0 ? `in ${span}` : `${span} ago`;
}
