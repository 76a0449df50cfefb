import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * `startFrom` opens a PGlite from the bytes of a data-directory dump (PGlite's dumpDataDir, a tar or
 * a gzipped tar) instead of running initdb: the test suite copies one migrated, seeded database into
 * every test file this way, and a first start begins from the build's image.
 * `sharedBuffers` overrides PostgreSQL's 128MB buffer pool, which PGlite zeroes on every start (about
 * 0.4 s here): the test suite's in-memory databases open with 32MB.
 */
export type DbConfig =
  | { kind: "pglite"; dataDir: string | null; startFrom?: Uint8Array; sharedBuffers?: `${number}MB` }
  | { kind: "postgres"; url: string };

export interface Database {
  db: Db;
  /**
   * Where long background work runs (the trending rebuild): on PostgreSQL a connection of its own,
   * outside the request pool, so a job never holds a connection a request is waiting for; on PGlite
   * the one connection there is (such work yields between short statements instead).
   */
  jobDb: Db;
  kind: DbConfig["kind"];
  /** Answers whether the database responds (for /readyz). */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, from any process on this database; `onReset`
   * when notifications may have been missed (a dropped listening connection), so caches start over.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReset?: () => void): Promise<() => Promise<void>>;
  /**
   * Refreshes the planner's statistics and cleans dead rows. PGlite has no autovacuum: without this
   * its GIN indexes go unused and searches scan every row. On PostgreSQL, autovacuum cleans dead rows,
   * but statistics must not wait for it after a bulk load (seed, the bench generator), and a server
   * may run with autovacuum off (this project's CI machine does): there it is ANALYZE, which samples
   * and takes well under a second at 100,000 ideas. Both then flush the GIN indexes' pending lists
   * (search, public search, trigram title/tagline, the typo vocabulary): inserts land in a pending
   * list that every search scans until a vacuum merges it, and ANALYZE does not (issue 30: the typo
   * vocabulary index went unused, 10.6 ms a lookup instead of 0.3 ms, until it was flushed).
   */
  maintain(options?: { vacuum?: boolean }): Promise<void>;
  /** PGlite only: the data directory as a tarball, for openDatabase's `startFrom` (test templates, the first-start image). */
  dumpDataDir(compression?: "none" | "gzip"): Promise<Blob>;
  close(): Promise<void>;
}

/** Merges every GIN index's pending list in this schema into the index (PostgreSQL 9.6+, and PGlite). */
const FLUSH_GIN_PENDING_LISTS = `
  select gin_clean_pending_list(c.oid)
  from pg_class c join pg_am am on am.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
  where am.amname = 'gin' and c.relkind = 'i' and n.nspname = current_schema()`;

/**
 * PGlite (embedded, one connection, one process per data directory) or a pg Pool. The PGlite data
 * directory is locked first: two processes on one directory would corrupt it.
 */
export async function openDatabase(config: DbConfig): Promise<Database> {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, keepAlive: true });
    // A pooled connection the server closes (a restart, a failover, pg_terminate_backend) must not
    // crash the process. The pool listens for errors on idle clients only; a client checked out for a
    // transaction emits 'error' with no listener, which Node turns into an uncaught exception. So
    // every client gets its own listener for its whole life: the query in flight rejects (the request
    // answers 5xx), the pool discards the broken client on release, and the next query reconnects.
    const connectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
    pool.on("error", connectionLost);
    pool.on("connect", (client) => client.on("error", connectionLost));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const jobPool = new pg.Pool({ connectionString: config.url, max: 1, keepAlive: true, idleTimeoutMillis: 60_000 });
    jobPool.on("error", connectionLost);
    jobPool.on("connect", (client) => client.on("error", connectionLost));
    const jobDb = drizzlePg(jobPool, { schema }) as unknown as Db;
    const stopListening: Array<() => Promise<void>> = [];
    return {
      db,
      jobDb,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      maintain: async () => {
        await pool.query("ANALYZE");
        await pool.query(FLUSH_GIN_PENDING_LISTS);
      },
      dumpDataDir: () => Promise.reject(new Error("dumpDataDir: only an embedded PGlite database has a data directory to dump")),
      listen: async (channel, onNotify, onReset) => {
        const stop = await listenOnPostgres(config.url, channel, onNotify, onReset ?? (() => onNotify("")));
        stopListening.push(stop);
        return stop;
      },
      close: async () => {
        await Promise.all(stopListening.map((stop) => stop()));
        await Promise.all([pool.end(), jobPool.end()]);
      },
    };
  }
  let lock: DataDirLock | null = null;
  if (config.dataDir) lock = acquireDataDirLock(config.dataDir);
  try {
    const client = await PGlite.create(config.dataDir ?? "memory://", {
      extensions: { pg_trgm },
      loadDataDir: config.startFrom && new DumpBytes(config.startFrom),
      startParams: config.sharedBuffers ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${config.sharedBuffers}`] : undefined,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      jobDb: db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      maintain: async ({ vacuum = true } = {}) => {
        // VACUUM merges the pending lists itself; the hourly ANALYZE-only upkeep flushes them.
        await client.exec(vacuum ? "VACUUM ANALYZE" : `ANALYZE; ${FLUSH_GIN_PENDING_LISTS}`);
      },
      dumpDataDir: (compression = "none") => client.dumpDataDir(compression),
      // One process owns a PGlite directory, so its own notifications are all there is to hear.
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, (payload) => onNotify(payload));
        return () => unlisten();
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

/**
 * A dump for PGlite's `loadDataDir`, which reads it with Blob.arrayBuffer(): Node 20 assembles that
 * from small chunks (about 0.3 s of the 1.7 s a 74 MB test template took to open), while these bytes
 * are already in one piece. PGlite reads nothing else of the Blob but its type (empty: PGlite tries
 * tar, then gzip).
 */
class DumpBytes extends Blob {
  constructor(private readonly dump: Uint8Array) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: PGlite keeps what it is given no longer than the unpacking, but the caller may keep
    // its bytes (the test templates do) and must not see them change.
    return Promise.resolve(this.dump.slice().buffer);
  }
}

/**
 * A connection of its own that LISTENs on a channel (a pooled one would be handed to queries).
 * When it drops, it reconnects with a growing pause (at most a second, so a change made during an
 * outage reaches this instance soon after the database is back) and reports a reset twice: when the
 * connection ends, and again once LISTEN succeeds on the new one. The second is what makes it safe:
 * anything cached during the gap was read while this instance could not hear changes.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: (payload: string) => void, onReset: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const FIRST_RETRY_MS = 100;
  const LAST_RETRY_MS = 1_000;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;
  let lostOnce = false;
  const reconnect = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect().catch(reconnect), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };
  const connect = async (): Promise<void> => {
    // keepAlive: a connection a network device dropped silently ends instead of waiting forever.
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", () => {
      // The "end" handler below reconnects; an error without end changes nothing.
    });
    next.on("end", () => {
      // Only a connection that was listening is mourned; a failed attempt is retried by its caller.
      if (stopped || client !== next) return;
      client = null;
      lostOnce = true;
      onReset();
      reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    if (lostOnce) onReset();
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
