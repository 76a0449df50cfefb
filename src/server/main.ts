import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { runMigrations } from "./db/migrate";
import { firstStartImageFor } from "./seed/first-start-image";
import { seedDatabase } from "./seed/seed";

async function main() {
  const startedAt = Date.now();
  // The app's modules (Fastify, better-auth, the routes) load while the database opens, migrates and
  // seeds, instead of before main() starts (issue 30, start-up time; the server bundle is split so
  // this import is its own chunk). A failed import surfaces at the await below.
  const appModule = import("./app");
  appModule.catch(() => undefined);
  // Where a start's time goes, printed with the ready line (issue 30: first start and restart times).
  const phases: string[] = [];
  let lapAt = startedAt;
  const lap = (phase: string) => {
    const at = Date.now();
    phases.push(`${phase} ${at - lapAt}`);
    lapAt = at;
  };
  const config = loadConfig();
  // A first start on the embedded database begins from the image `npm run build` prepared.
  const image = config.database.kind === "pglite" && config.database.dataDir ? await firstStartImageFor(config.database.dataDir) : undefined;
  const database = await openDatabase(image && config.database.kind === "pglite" ? { ...config.database, startFrom: image } : config.database);
  lap(image ? "database (from the build's first-start image)" : "database");
  const migrated = await runMigrations(database);
  lap("migrations");
  const { ideasAdded } = await seedDatabase(database.db, { log: (line) => console.log(line) });
  lap("seed");
  // Statistics and search indexes are refreshed after a change (a migration, the first seed); a
  // restart finds them as the last run left them, so it does not pay a VACUUM ANALYZE of the whole
  // database (on PGlite the scheduler's hourly upkeep keeps them; on PostgreSQL autovacuum, or
  // what docs/operations.md says to run without it).
  if (migrated > 0 || ideasAdded > 0) {
    await database.maintain();
    lap("maintain");
  }
  const { buildApp } = await appModule;
  const app = await buildApp({ config, database, scheduler: true });
  lap("app");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const database_ = config.database.kind === "pglite" ? `embedded PGlite in ${config.database.dataDir}` : "PostgreSQL (DATABASE_URL)";
  console.log(`\nIdeadeck is running at ${config.appUrl}  (database: ${database_}, mail: ${config.smtpUrl ? "SMTP" : "outbox"}, ready ${Math.round(performance.now())} ms after the process started: ${phases.join(", ")} ms)\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
