const DAY_MS = 86_400_000;

/**
 * Waits, when less than `marginMs` is left before midnight UTC, until just after it: for a test file
 * that reads "today" in many steps (seeded "today", then counted per day), which a run crossing
 * midnight would read as two different days. Waits at most `marginMs` plus a second.
 */
export async function clearOfMidnightUtc(marginMs: number): Promise<void> {
  const untilMidnight = DAY_MS - (Date.now() % DAY_MS);
  if (untilMidnight < marginMs) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
}
