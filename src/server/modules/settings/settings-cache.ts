import type { AdminSettings } from "../../../shared/schemas/admin-settings";

interface SettingsStore {
  get(): Promise<AdminSettings>;
  save(value: AdminSettings, updatedBy: string | null): Promise<void>;
}

/**
 * The admin settings, read from the database once and kept until they change. Every request applies
 * them (maintenance, guest browsing, the rate limit), and reading the row per request cost a cached
 * listing a database round trip (issue 9). A save clears this instance's copy at once; every other
 * instance clears its copy on the change notice the save sends (`catalogue_changed`, which app.ts
 * listens to), so a change still takes effect with the next request anywhere.
 */
export function createCachedSettings(store: SettingsStore) {
  // A read in flight when the settings change is dropped with the copy, so it is never kept.
  let current: Promise<AdminSettings> | null = null;
  const clear = () => {
    current = null;
  };

  return {
    get(): Promise<AdminSettings> {
      if (current) return current;
      const read = store.get();
      current = read;
      // A failed read is not kept: the next request tries again.
      read.catch(() => {
        if (current === read) current = null;
      });
      return read;
    },
    async save(value: AdminSettings, updatedBy: string | null): Promise<void> {
      try {
        await store.save(value, updatedBy);
      } finally {
        clear();
      }
    },
    clear,
  };
}
export type CachedSettings = ReturnType<typeof createCachedSettings>;
