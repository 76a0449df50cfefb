import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { runMigrations } from "./db/migrate";
import { seedDatabase } from "./db/seed/seed";
import { buildApp } from "./app";

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await runMigrations(database);
  await seedDatabase(database.db, { log: (line) => console.log(line) });
  await database.maintain();
  const app = await buildApp({ config, database, scheduler: true });

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
  console.log(`\nIdeadeck is running at ${config.appUrl}  (database: ${database_}, mail: ${config.smtpUrl ? "SMTP" : "outbox"}, ready in ${Date.now() - startedAt} ms)\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
