/**
 * A short-lived cache of catalogue answers (lists, searches, trending, idea documents), kept per
 * instance. It is safe with several instances because every change to the catalogue NOTIFYs all of
 * them (drizzle/0008) and each clears its copy; the TTL bounds what no trigger reports (view
 * counts). Entries are keyed by everything the answer depends on, never by who asked: per-user parts
 * (saved, daily) are added after the lookup.
 */
export interface CatalogueCache {
  /** The cached value, or the loader's (one load per key at a time, however many ask at once). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createCatalogueCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): CatalogueCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; expires: number }>();
  const loading = new Map<string, Promise<unknown>>();
  // Bumped by clear(): a load that started before a change must not store its now-stale answer.
  let generation = 0;

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const startedIn = generation;
      const promise = load().then(
        (value) => {
          loading.delete(key);
          if (startedIn === generation) {
            // Oldest first: a Map iterates in insertion order, so the first key is the one to evict.
            if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, { value, expires: now() + options.ttlMs });
          }
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
