import type { Db } from "../client";
import { adminSettings } from "../schema";
import { DEFAULT_ADMIN_SETTINGS } from "../../../shared/schemas/admin-settings";

/**
 * Brings an empty database to a usable state; safe to run on every start (it never overwrites).
 */
export async function seedDatabase(db: Db, options: { log: (line: string) => void }): Promise<void> {
  const inserted = await db
    .insert(adminSettings)
    .values({ id: "global", value: DEFAULT_ADMIN_SETTINGS })
    .onConflictDoNothing()
    .returning({ id: adminSettings.id });
  if (inserted.length) options.log("seed: default admin settings stored");
}
