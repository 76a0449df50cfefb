/**
 * Idea view counts, added to the ideas rows in batches (issue 30). A counted view is its idea_views
 * row (narrow: the one-per-viewer-per-day record trending counts); the idea's view_count column is a
 * copy for cards and sorts, and every write of it rewrites the wide ideas row and adds entries to
 * its search indexes' pending lists. So each instance sums its counted views per idea and writes them
 * at most every `flushMs`, one statement for all ideas: an idea read 1,000 times in that interval is
 * rewritten once. A write that fails is retried with the next; an instance that dies loses at most
 * one interval's increments of the copy (the idea_views rows, which trending ranks by, are kept).
 */
export function createViewCountBatch(deps: { apply: (counts: [ideaId: string, views: number][]) => Promise<void>; flushMs: number; onError?: (error: unknown) => void }) {
  let pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    await writing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    writing = deps.apply([...batch]).catch((error: unknown) => {
      // Not lost: added back, written with the next batch.
      for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
      deps.onError?.(error);
      schedule();
    });
    await writing;
  }

  function schedule() {
    if (timer || pending.size === 0) return;
    timer = setTimeout(() => void flush(), deps.flushMs);
    timer.unref?.();
  }

  return {
    add(ideaId: string): void {
      pending.set(ideaId, (pending.get(ideaId) ?? 0) + 1);
      schedule();
    },
    /** Writes what is pending now (the app's shutdown, tests). */
    flush,
    get pendingIdeas() {
      return pending.size;
    },
  };
}
export type ViewCountBatch = ReturnType<typeof createViewCountBatch>;
