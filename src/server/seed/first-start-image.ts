import { createHash } from "node:crypto";
import { existsSync, openAsBlob, readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/client";
import { FIRST_START_IMAGE, IDEAS_DIR, MIGRATIONS_DIR, PROJECT_ROOT } from "../paths";

/**
 * The embedded database a first start begins from (issue 30: a first start under 10 s). A first
 * start on an empty DATA_DIR used to run PGlite's initdb, every migration and the catalogue seed:
 * about 10 s on a quiet 2-core machine, 15 s on a busy one. `npm run build` does that work once
 * (src/server/cli/first-start-image.ts) and keeps the data directory as a tarball with a key naming
 * what it was made from: the migrations, the idea files and the PGlite version. A first start whose
 * files still have that key unpacks it; one whose files changed since the build ignores it and
 * starts as before, so the image can only make a start faster, never different. The start's own
 * migrations and seed still run after it (they find nothing to do).
 */
/** Where the image is and what it is made from; tests point these at their own folders. */
export interface ImagePlace {
  dir: string;
  sources: string[];
}
const BUILD_IMAGE: ImagePlace = { dir: FIRST_START_IMAGE, sources: [MIGRATIONS_DIR, IDEAS_DIR] };
const tarball = (place: ImagePlace) => path.join(place.dir, "data-dir.tar.gz");
const keyFile = (place: ImagePlace) => path.join(place.dir, "key");

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of everything the image's content depends on. */
export function firstStartImageKey(place: ImagePlace = BUILD_IMAGE): string {
  const hash = createHash("sha256");
  const pglite = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8")) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const file of place.sources.flatMap(filesOf)) hash.update(path.relative(PROJECT_ROOT, file)).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

/** Writes the migrated and seeded database as the image, with its key. */
export async function writeFirstStartImage(database: Database, key: string, place: ImagePlace = BUILD_IMAGE): Promise<number> {
  const dump = await database.dumpDataDir("gzip");
  await mkdir(place.dir, { recursive: true });
  await writeFile(tarball(place), Buffer.from(await dump.arrayBuffer()));
  await writeFile(keyFile(place), key);
  return dump.size;
}

/**
 * The image to start an embedded database from, when `dataDir` holds no database yet and the image
 * was made from today's files; otherwise undefined (start as before).
 */
export async function firstStartImageFor(dataDir: string, place: ImagePlace = BUILD_IMAGE): Promise<Blob | undefined> {
  if (existsSync(path.join(dataDir, "PG_VERSION")) || !existsSync(tarball(place)) || !existsSync(keyFile(place))) return undefined;
  if (readFileSync(keyFile(place), "utf8") !== firstStartImageKey(place)) return undefined;
  return openAsBlob(tarball(place));
}
