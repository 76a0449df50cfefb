/**
 * The API rate limit's counter (admin setting, 1,000 an hour by default), kept per instance and
 * written to the shared count in the database in batches. Writing every API call through a
 * transaction was most of a cached listing's cost (issue 9: the listing must reach half of /healthz's
 * throughput). The count stays shared: each instance adds its calls to the database at least every
 * `flushMs` and learns the others' total in the same statement, so across N instances a client may
 * get up to N x (calls per flush interval) past the limit before every instance refuses it. On one
 * instance the count is exact: the database total it last saw plus its own unsent calls.
 */
export interface RateCounterStore {
  /** Adds `count` hits to a bucket's window and answers the window's new total. */
  addHits(bucket: string, windowStart: Date, count: number): Promise<number>;
}

interface WindowCount {
  bucket: string;
  windowStart: Date;
  windowEnd: number;
  /** Calls this instance counted in the window; a call's number decides it. */
  counted: number;
  /** Of those, written to the database. */
  sent: number;
  /** Calls counted here and not yet written. */
  unsent: number;
  /** The other instances' calls, as of this instance's last write. */
  others: number;
  /** The write on its way, if any: writes of one window go one at a time, so a flush includes it. */
  writing: Promise<void> | null;
}

export function createBatchedRateCounter(store: RateCounterStore, options: { flushMs?: number; onError?: (error: unknown) => void } = {}) {
  const flushMs = options.flushMs ?? 1000;
  const windows = new Map<string, WindowCount>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function write(entry: WindowCount): Promise<void> {
    while (entry.writing) await entry.writing;
    const count = entry.unsent;
    if (count === 0) return;
    entry.unsent -= count;
    entry.writing = store.addHits(entry.bucket, entry.windowStart, count).then(
      (total) => {
        entry.sent += count;
        entry.others = total - entry.sent;
      },
      (error: unknown) => {
        // Not lost: the calls are counted again with the next write.
        entry.unsent += count;
        options.onError?.(error);
      },
    );
    await entry.writing;
    entry.writing = null;
  }

  async function flush(): Promise<void> {
    timer = null;
    const now = Date.now();
    await Promise.all(
      [...windows.entries()].map(async ([key, entry]) => {
        await write(entry);
        // A window that ended is over everywhere: forget it once its last calls are written.
        if (entry.unsent === 0 && entry.windowEnd < now) windows.delete(key);
      }),
    );
  }

  function scheduleFlush() {
    if (timer) return;
    timer = setTimeout(() => void flush(), flushMs);
    timer.unref?.();
  }

  /** As `hit`, also answering how many calls the window has counted (for RateLimit headers). */
  async function take(bucket: string, limit: number, windowMs: number, now = new Date()): Promise<{ allowed: boolean; used: number }> {
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const key = `${bucket}\u0000${windowStart.getTime()}`;
    let entry = windows.get(key);
    const isFirst = !entry;
    if (!entry) {
      entry = { bucket, windowStart, windowEnd: windowStart.getTime() + windowMs, counted: 0, sent: 0, unsent: 0, others: 0, writing: null };
      windows.set(key, entry);
    }
    const number = ++entry.counted;
    entry.unsent += 1;
    // The first call of a window on this instance writes at once, and every call waits for that
    // write: decisions start from the total the other instances already counted.
    if (isFirst) {
      await write(entry);
      // Also the retry of a failed first write, and the sweep of ended windows.
      scheduleFlush();
    } else {
      scheduleFlush();
      if (entry.sent === 0) while (entry.writing) await entry.writing;
    }
    const used = entry.others + number;
    return { allowed: used <= limit, used };
  }

  /**
   * Whether the next call would be refused, without counting one: as this instance knows the window
   * (the other instances' total as of its last write). A bucket this instance has not seen in the
   * window is not spent here.
   */
  function spent(bucket: string, limit: number, windowMs: number, now = new Date()): boolean {
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const entry = windows.get(`${bucket}\u0000${windowStart}`);
    return entry !== undefined && entry.others + entry.counted >= limit;
  }

  return {
    spent,
    /** Counts a call and answers whether the bucket is still within `limit` in the current window. */
    async hit(bucket: string, limit: number, windowMs: number, now = new Date()): Promise<boolean> {
      return (await take(bucket, limit, windowMs, now)).allowed;
    },
    take,
    /** Writes every unsent call now (shutdown, tests). */
    flush,
  };
}
export type BatchedRateCounter = ReturnType<typeof createBatchedRateCounter>;
