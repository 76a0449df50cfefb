import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { firstStartImageKey, writeFirstStartImage } from "../seed/first-start-image";
import { seedDatabase } from "../seed/seed";

/**
 * `npm run build`'s last step: the embedded database a first start begins from (seed/first-start-image.ts),
 * migrated, seeded with the catalogue and maintained as a first start would leave it.
 */
const started = Date.now();
const key = firstStartImageKey();
const database = await openDatabase({ kind: "pglite", dataDir: null });
try {
  await runMigrations(database);
  const { ideasAdded } = await seedDatabase(database.db, { log: () => undefined });
  await database.maintain();
  const bytes = await writeFirstStartImage(database, key);
  console.log(`first-start image: ${ideasAdded} ideas, ${(bytes / 1e6).toFixed(1)} MB, built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
