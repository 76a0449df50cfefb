/**
 * One background run at a time on this instance: `kick` starts a run unless one is under way (a
 * later kick while it runs is dropped, not queued), and `settled` waits for the one under way.
 * A failed run goes to `onError`; the next kick starts afresh. Across instances, the run itself
 * takes a lease or a lock (job-lease.repo.ts, or an advisory lock).
 */
export function createSingleFlight(onError: (error: unknown) => void) {
  let inFlight: Promise<void> | null = null;
  return {
    kick(run: () => Promise<unknown>): void {
      if (inFlight) return;
      inFlight = run()
        .then(() => undefined, onError)
        .finally(() => {
          inFlight = null;
        });
    },
    settled(): Promise<void> {
      return inFlight ?? Promise.resolve();
    },
  };
}
export type SingleFlight = ReturnType<typeof createSingleFlight>;
