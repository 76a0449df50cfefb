import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

import { MIGRATIONS_DIR as migrationsFolder } from "../paths";
// Any fixed number: serialises migrations when several instances start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

/** How many migrations drizzle has recorded as applied (0 on a database it never migrated). */
async function appliedMigrations(db: Database["db"]): Promise<number> {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  // The table is named only once it exists: a query naming a missing table fails when it is parsed.
  const exists = (await rows(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as e`)).rows[0]?.e === true;
  if (!exists) return 0;
  return Number((await rows(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]?.n ?? 0);
}

/** Applies the migrations not yet applied; answers how many it applied (start-up maintains only after a change). */
export async function runMigrations(database: Database): Promise<number> {
  if (database.kind === "pglite") {
    const before = await appliedMigrations(database.db);
    await migratePglite(database.db as never, { migrationsFolder });
    return (await appliedMigrations(database.db)) - before;
  }
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const before = await appliedMigrations(tx as never);
    await migratePg(tx as never, { migrationsFolder });
    return (await appliedMigrations(tx as never)) - before;
  });
}
