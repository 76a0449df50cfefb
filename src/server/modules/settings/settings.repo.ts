import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminSettings } from "../../db/schema";
import { adminSettingsSchema, DEFAULT_ADMIN_SETTINGS, type AdminSettings } from "../../../shared/schemas/admin-settings";

/**
 * The stored admin settings (kept per instance by settings-cache.ts, which every caller goes through).
 * A missing or unreadable row means the defaults.
 */
export function createSettingsRepo(db: Db) {
  return {
    /** Stores the defaults when no settings are stored yet (the seed, on every start); true when it did. */
    async storeDefaults(): Promise<boolean> {
      const inserted = await db.insert(adminSettings).values({ id: "global", value: DEFAULT_ADMIN_SETTINGS }).onConflictDoNothing().returning({ id: adminSettings.id });
      return inserted.length > 0;
    },
    async get(): Promise<AdminSettings> {
      const [row] = await db.select({ value: adminSettings.value }).from(adminSettings).where(eq(adminSettings.id, "global"));
      if (!row) return DEFAULT_ADMIN_SETTINGS;
      const parsed = adminSettingsSchema.safeParse(row.value);
      return parsed.success ? parsed.data : DEFAULT_ADMIN_SETTINGS;
    },
    async save(value: AdminSettings, updatedBy: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(adminSettings)
          .values({ id: "global", value, updatedBy })
          .onConflictDoUpdate({ target: adminSettings.id, set: { value, updatedBy, updatedAt: new Date() } });
        // Server-rendered pages carry the settings (maintenance page, public config): every
        // instance drops its rendered copies when they change, as it does for a catalogue change.
        await tx.execute(sql`select pg_notify('catalogue_changed', 'admin_settings')`);
      });
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
