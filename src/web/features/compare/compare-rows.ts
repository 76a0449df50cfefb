import type { CompareColumn } from "@shared/schemas/compare-api";

export type FoundColumn = Extract<CompareColumn, { found: true }>;

/** A row of figures: which way is better, so the best of differing values can be highlighted. */
export interface NumberRow {
  label: string;
  better: "higher" | "lower";
  value: (column: FoundColumn) => number | null;
  format: (value: number) => string;
}

const usd = (value: number) => (value >= 1000 ? `$${Math.round(value / 1000)}K` : `$${value}`);
const score = (value: number) => value.toFixed(1);

export const SCORE_ROWS: NumberRow[] = [
  { label: "Overall score", better: "higher", value: (c) => c.scores.overall, format: score },
  { label: "Opportunity", better: "higher", value: (c) => c.scores.opportunity, format: score },
  { label: "Problem", better: "higher", value: (c) => c.scores.problem, format: score },
  { label: "Feasibility", better: "higher", value: (c) => c.scores.feasibility, format: score },
  { label: "Why now", better: "higher", value: (c) => c.scores.whyNow, format: score },
];

/** Rows the viewer sees only for ideas they may read in full (null in a locked column). */
export const PAID_NUMBER_ROWS: NumberRow[] = [
  { label: "Revenue potential (top of range, a year)", better: "higher", value: (c) => c.full?.revenue.max ?? null, format: usd },
  { label: "Execution difficulty (1-10)", better: "lower", value: (c) => c.full?.executionDifficulty ?? null, format: (v) => `${v}/10` },
  { label: "Time to MVP", better: "lower", value: (c) => c.full?.timeToMvpWeeks ?? null, format: (v) => `${v} week${v === 1 ? "" : "s"}` },
];

/**
 * The columns holding the best value of a row, when the row's known values differ (nothing is
 * highlighted when all are equal or fewer than two are known).
 */
export function bestColumns(row: NumberRow, columns: FoundColumn[]): Set<string> {
  const known = columns.flatMap((column) => {
    const value = row.value(column);
    return value === null ? [] : [{ slug: column.slug, value }];
  });
  if (known.length < 2 || known.every((entry) => entry.value === known[0]!.value)) return new Set();
  const best = row.better === "higher" ? Math.max(...known.map((entry) => entry.value)) : Math.min(...known.map((entry) => entry.value));
  return new Set(known.filter((entry) => entry.value === best).map((entry) => entry.slug));
}

export function revenueRange(column: FoundColumn): string | null {
  return column.full ? `${usd(column.full.revenue.min)}–${usd(column.full.revenue.max)}` : null;
}
