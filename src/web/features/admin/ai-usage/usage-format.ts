/** Estimated dollars: cents when a dollar or more, else four decimals (a day of a small model is often under one cent). */
export function formatDollars(value: number | null): string {
  if (value === null) return "No price set";
  if (value === 0) return "$0.00";
  return `$${value >= 1 ? value.toFixed(2) : value.toFixed(4)}`;
}

/** A typed number, or the text itself when it is not one, so the server names the problem. */
export function numberOrText(value: string): number {
  const trimmed = value.trim();
  return (trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed) as number;
}
