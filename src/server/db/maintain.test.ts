import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { MIGRATIONS_DIR } from "../paths";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

const GIN_INDEXES = ["idea_search_full_idx", "idea_search_public_idx", "idea_search_title_idx", "search_terms_word_trgm_idx"];

/** Pages gin_clean_pending_list moved from the index's pending list (it empties the list). */
async function flushPages(index: string): Promise<number> {
  const result = await database.db.execute(sql`select gin_clean_pending_list(${index}::regclass)::int as pages`);
  return (result as unknown as { rows: { pages: number }[] }).rows[0]!.pages;
}

async function bulkLoad(prefix: string) {
  await database.db.execute(sql`
    insert into ideas (slug, title, tagline, category, status, problem_narrative)
    select ${prefix} || g, 'Invoice tracker ' || ${prefix} || g, 'Keeps plumbers paid ' || md5(g::text), 'fintech', 'published', 'Word' || md5(g::text) || ' ' || md5((g * 7)::text)
    from generate_series(1, 2000) g`);
}

describe("database upkeep after a bulk load", () => {
  it("flushes the search and vocabulary indexes' pending lists", async () => {
    // A bulk load leaves its index entries in the GIN pending lists, which every search scans...
    await bulkLoad("first-");
    expect(await flushPages("idea_search_full_idx")).toBeGreaterThan(0);
    expect(await flushPages("search_terms_word_trgm_idx")).toBeGreaterThan(0);
    // ...and maintain() (start-up, seed, the bench generator, PGlite's hourly upkeep) merges them.
    await bulkLoad("second-");
    await database.maintain({ vacuum: false });
    for (const index of GIN_INDEXES) expect(await flushPages(index), index).toBe(0);
  });
});

describe("start-up maintains only after a change", () => {
  const migrationFiles = (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;

  it("runMigrations answers how many migrations it applied: every one on an empty database, none on a restart", async () => {
    // main.ts runs maintain() (a VACUUM ANALYZE on PGlite) only when this or the seed changed something.
    expect(await runMigrations(database)).toBe(0);
    const fresh = await openDatabase({ kind: "pglite", dataDir: null });
    try {
      expect(await runMigrations(fresh)).toBe(migrationFiles);
      expect(await runMigrations(fresh)).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 180_000); // a fresh PGlite and every migration: about 30 s on this loaded machine
});
