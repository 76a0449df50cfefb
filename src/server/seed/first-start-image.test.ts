import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { runMigrations } from "../db/migrate";
import { createTestDatabase } from "../test/test-database";
import { MIGRATIONS_DIR, PROJECT_ROOT } from "../paths";
import { firstStartImageFor, firstStartImageKey, imageSourceFiles, writeFirstStartImage, type ImagePlace } from "./first-start-image";

// The image is PGlite's (the embedded default); on PostgreSQL there is no first start to shorten.
describe.runIf(process.env.TEST_DB !== "postgres")("the first-start image", () => {
  const cleanup: string[] = [];
  const opened: Database[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    for (const dir of cleanup.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ideadeck-image-"));
    cleanup.push(dir);
    return dir;
  };

  async function imageWithOneMarker(): Promise<ImagePlace> {
    const sources = await tempDir();
    await writeFile(path.join(sources, "idea.yaml"), "title: one\n");
    const place = { dir: path.join(await tempDir(), "image"), sources: [MIGRATIONS_DIR, sources] };
    // The migrated test template (as runMigrations on a new database leaves it), not a new initdb.
    const database = await createTestDatabase();
    opened.push(database);
    await database.db.execute(sql`create table image_marker (note text)`);
    await database.db.execute(sql`insert into image_marker values ('from the image')`);
    await writeFirstStartImage(database, firstStartImageKey(place), place);
    return place;
  }

  it("starts an empty data directory from the image, which holds the migrated database", async () => {
    const place = await imageWithOneMarker();
    const dataDir = await tempDir();
    const image = await firstStartImageFor(dataDir, place);
    expect(image).toBeInstanceOf(Uint8Array);
    const database = await openDatabase({ kind: "pglite", dataDir, startFrom: image });
    opened.push(database);
    const rows = await database.db.execute<{ note: string }>(sql`select note from image_marker`);
    expect((rows as unknown as { rows: Array<{ note: string }> }).rows).toEqual([{ note: "from the image" }]);
    expect(await runMigrations(database)).toBe(0);
    await database.close();
    opened.pop();
    // The directory now holds a database of its own: a restart never unpacks the image over it.
    expect(await firstStartImageFor(dataDir, place)).toBeUndefined();
  });

  it("is ignored once a file it was made from changed", async () => {
    const place = await imageWithOneMarker();
    await writeFile(path.join(place.sources[1]!, "idea.yaml"), "title: one, edited\n");
    expect(await firstStartImageFor(await tempDir(), place)).toBeUndefined();
  });

  it("is ignored when the build made none", async () => {
    const place = { dir: path.join(await tempDir(), "missing"), sources: [MIGRATIONS_DIR] };
    expect(await firstStartImageFor(await tempDir(), place)).toBeUndefined();
  });

  it("is ignored, not fatal, when a file it was made from cannot be read", async () => {
    const place = await imageWithOneMarker();
    await rm(place.sources[1]!, { recursive: true, force: true });
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await firstStartImageFor(await tempDir(), place)).toBeUndefined();
    expect(warned.mock.calls[0]?.[0]).toMatch(/^The first-start image could not be read; starting without it/);
    warned.mockRestore();
  });

  it("is keyed on the code that turns idea files into rows and settings, not only on the files", () => {
    const files = imageSourceFiles().map((file) => path.relative(PROJECT_ROOT, file));
    for (const shaping of ["src/server/seed/seed-ideas.ts", "src/server/seed/load-idea-files.ts", "src/shared/schemas/idea.ts", "src/server/modules/ideas/idea-row.ts", "drizzle/meta/_journal.json"]) {
      expect(files).toContain(shaping);
    }
    expect(files.filter((file) => file.endsWith(".test.ts"))).toEqual([]);
    expect(files.some((file) => file.startsWith("data/ideas/"))).toBe(true);
  });
});
