import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbConfig = { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string };

export interface Database {
  db: Db;
  kind: DbConfig["kind"];
  /** Answers whether the database responds (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite (embedded, one connection, one process per data directory) or a pg Pool. The PGlite data
 * directory is locked first: two processes on one directory would corrupt it.
 */
export async function openDatabase(config: DbConfig): Promise<Database> {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle pooled connection the server closes (a restart, a failover) must not crash the
    // process; the pool replaces it and the next query reconnects.
    pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  let lock: DataDirLock | null = null;
  if (config.dataDir) lock = acquireDataDirLock(config.dataDir);
  try {
    const client = await PGlite.create(config.dataDir ?? "memory://", { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
