/**
 * A short-lived cache of catalogue answers (lists, searches, trending, idea documents, visitors'
 * rendered pages), kept per instance. It is safe with several instances because every change to the
 * catalogue NOTIFYs all of them (drizzle/0008) and each clears its copy; the TTL bounds what no
 * trigger reports (view counts). Entries are keyed by everything the answer depends on, never by who
 * asked: per-user parts (saved, daily) are added after the lookup.
 *
 * It is bounded in bytes (CATALOGUE_CACHE_MB), not entries: idea documents are tens of kilobytes and
 * a list a few, so a count of entries let a crawl of every idea page grow the process from 201 MB to
 * 1.2 GB (issue 30). Each entry's size is estimated once, when it is stored; the oldest entries go
 * first when a new one would pass the bound, and one larger than the whole bound is not kept.
 */
export interface CatalogueCache {
  /** The cached value, or the loader's (one load per key at a time, however many ask at once). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
  /** The estimated bytes of every entry kept. */
  readonly bytes: number;
}

/**
 * Roughly what a value holds in memory: string characters, buffer bytes, 8 per number, plus a little
 * per property and element. An estimate for a bound, not an exact heap size.
 */
export function approximateBytes(value: unknown): number {
  if (typeof value === "string") return 16 + value.length;
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) return 8;
  if (value instanceof Uint8Array) return 64 + value.byteLength;
  if (value instanceof Date) return 24;
  if (value instanceof Set || Array.isArray(value)) {
    let total = 32;
    for (const item of value) total += 8 + approximateBytes(item);
    return total;
  }
  if (typeof value === "object") {
    let total = 32;
    for (const [key, item] of Object.entries(value)) total += 8 + key.length + approximateBytes(item);
    return total;
  }
  return 8;
}

/**
 * `coalesce: false` (CATALOGUE_COALESCE=0) makes every caller load for itself, even when the same
 * key is loading: with CATALOGUE_CACHE_SECONDS=0 as well, a bench measures the database, not the
 * sharing of one load by every concurrent identical request (bench/README.md). Never for production.
 */
export function createCatalogueCache(options: { ttlMs: number; maxBytes: number; coalesce?: boolean; now?: () => number }): CatalogueCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; expires: number; bytes: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let bytes = 0;
  // Bumped by clear(): a load that started before a change must not store its now-stale answer.
  let generation = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function store(key: string, value: unknown) {
    remove(key);
    const size = approximateBytes(value) + key.length;
    if (size > options.maxBytes) return;
    // Oldest first: a Map iterates in insertion order, so the first key is the one to evict.
    while (bytes + size > options.maxBytes) remove(entries.keys().next().value!);
    entries.set(key, { value, expires: now() + options.ttlMs, bytes: size });
    bytes += size;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as T;
      const pending = options.coalesce === false ? undefined : loading.get(key);
      if (pending) return pending as Promise<T>;
      const startedIn = generation;
      const promise = load().then(
        (value) => {
          loading.delete(key);
          if (startedIn === generation && options.ttlMs > 0) store(key, value);
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      if (options.coalesce !== false) loading.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
      loading.clear();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
