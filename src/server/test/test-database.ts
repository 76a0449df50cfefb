import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "../db/client";
import { runMigrations } from "../db/migrate";
import { adminQuery, databaseUrl, templateDump, type DatabaseTemplates, type TemplateName } from "./database-templates";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a throwaway
 * database created on the TEST_DATABASE_URL server and dropped afterwards. Under vitest it is a copy
 * of the run's template (database-templates.ts): `catalogue` also holds data/ideas, seeded.
 */
export interface TestDatabase extends Database {
  url: string | null;
  destroy(): Promise<void>;
}

/** The run's templates when vitest's global setup built them; null in benches and the e2e server. */
async function providedTemplates(): Promise<DatabaseTemplates | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import("vitest");
  return inject("databaseTemplates") ?? null;
}

export async function createTestDatabase(options: { template?: TemplateName } = {}): Promise<TestDatabase> {
  const template = options.template ?? "empty";
  const templates = await providedTemplates();
  if (process.env.TEST_DB !== "postgres") {
    const startFrom = templates?.kind === "pglite" ? await templateDump(templates, template) : undefined;
    // The seeded catalogue is a 23 MB database: a 32MB buffer pool holds all of it, and PostgreSQL's
    // 128MB default only adds its zeroing to every open, about a third of one (issue 25: the suite
    // opens about 200). 16MB opened as fast but left catalogue scans reading pages through
    // Emscripten's file system again (120 catalogue queries 1.7-5.0 s against 1.0-1.4 s).
    const database = await openDatabase({ kind: "pglite", dataDir: null, startFrom, sharedBuffers: "32MB" });
    if (!startFrom) await runMigrations(database);
    return { ...database, url: null, destroy: () => database.close().catch(() => undefined) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `ideadeck_test_${randomBytes(6).toString("hex")}`;
  const copyOf = templates?.kind === "postgres" ? templates.databases[template] : null;
  await adminQuery(adminUrl, copyOf ? `CREATE DATABASE ${name} TEMPLATE ${copyOf}` : `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: "postgres", url });
  if (!copyOf) await runMigrations(database);
  return {
    ...database,
    url,
    async destroy() {
      await database.close().catch(() => undefined); // a test may have closed it already
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
