import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/client";
import { runMigrations } from "../db/migrate";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a throwaway
 * database created on the TEST_DATABASE_URL server and dropped afterwards.
 */
export interface TestDatabase extends Database {
  url: string | null;
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(database);
    return { ...database, url: null, destroy: () => database.close().catch(() => undefined) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `ideadeck_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async destroy() {
      await database.close().catch(() => undefined); // a test may have closed it already

      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
