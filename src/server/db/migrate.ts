import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

import { MIGRATIONS_DIR as migrationsFolder } from "../paths";
// Any fixed number: serialises migrations when several instances start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx as never, { migrationsFolder });
  });
}
