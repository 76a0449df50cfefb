import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/client";
import { runMigrations } from "../db/migrate";
import { seedDatabase, IDEAS_DIR } from "../seed/seed";

/**
 * Two databases built once per test run and copied into every test file that asks for one, so a
 * file does not pay for initdb, the migrations and the catalogue seed itself (on PGlite about 2 s
 * to open and migrate and 3 s to seed data/ideas, per database, and the suite makes about 75):
 * - `empty`: migrated, nothing else (what createTestDatabase always gave);
 * - `catalogue`: migrated and seeded from data/ideas, as createTestApp({ seedIdeasFrom: IDEAS_DIR })
 *   leaves it.
 * On PGlite a template is a data-directory dump on disk; on PostgreSQL a database that CREATE
 * DATABASE ... TEMPLATE copies. Built by the vitest global setup (global-setup.ts) and handed to the
 * test workers through vitest's provide/inject; outside vitest (benches, the e2e server) there are
 * none and every database is built from scratch as before.
 */
export type TemplateName = "empty" | "catalogue";

export type DatabaseTemplates =
  | { kind: "pglite"; dumps: Record<TemplateName, string>; dir: string }
  | { kind: "postgres"; databases: Record<TemplateName, string>; adminUrl: string };

async function prepare(database: Database, name: TemplateName): Promise<void> {
  await runMigrations(database);
  if (name === "catalogue") await seedDatabase(database.db, { log: () => {}, ideasDir: IDEAS_DIR });
}

export async function buildDatabaseTemplates(kind: "pglite" | "postgres", adminUrl: string | undefined): Promise<DatabaseTemplates> {
  const names: TemplateName[] = ["empty", "catalogue"];
  if (kind === "pglite") {
    const dir = await mkdtemp(path.join(tmpdir(), "ideadeck-test-templates-"));
    const dumps = {} as Record<TemplateName, string>;
    // One database, dumped as each template is reached (migrated, then seeded): a second initdb and
    // migration would add about 4 s before the first test file starts.
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    for (const name of names) {
      await prepare(database, name);
      const dump = await database.dumpDataDir();
      dumps[name] = path.join(dir, `${name}.tar`);
      await writeFile(dumps[name], Buffer.from(await dump.arrayBuffer()));
    }
    await database.close();
    return { kind, dumps, dir };
  }
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const run = randomBytes(4).toString("hex");
  const databases = {} as Record<TemplateName, string>;
  let previous: string | null = null;
  for (const name of names) {
    databases[name] = `ideadeck_template_${run}_${name}`;
    // Each template starts as a copy of the one before it (the catalogue from the migrated database).
    await adminQuery(adminUrl, `CREATE DATABASE ${databases[name]}${previous ? ` TEMPLATE ${previous}` : ""}`);
    previous = databases[name];
    const database = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, databases[name]) });
    await prepare(database, name);
    await database.close(); // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to
  }
  return { kind, databases, adminUrl };
}

export async function dropDatabaseTemplates(templates: DatabaseTemplates): Promise<void> {
  if (templates.kind === "pglite") {
    await rm(templates.dir, { recursive: true, force: true });
    return;
  }
  for (const name of Object.values(templates.databases)) await adminQuery(templates.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Each dump's bytes, read once per worker: a worker opens one copy per test file, or more. */
const dumpBytes = new Map<string, Promise<Uint8Array>>();

/** The template's dump, for openDatabase({ kind: "pglite", startFrom }). */
export function templateDump(templates: Extract<DatabaseTemplates, { kind: "pglite" }>, name: TemplateName): Promise<Uint8Array> {
  const file = templates.dumps[name];
  let bytes = dumpBytes.get(file);
  if (!bytes) dumpBytes.set(file, (bytes = readFile(file)));
  return bytes;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
