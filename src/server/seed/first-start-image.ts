import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Database } from "../db/client";
import { FIRST_START_IMAGE, IDEAS_DIR, MIGRATIONS_DIR, PROJECT_ROOT } from "../paths";

/**
 * The embedded database a first start begins from (issue 30: a first start under 10 s). A first
 * start on an empty DATA_DIR used to run PGlite's initdb, every migration and the catalogue seed:
 * about 10 s on a quiet 2-core machine, 15 s on a busy one. `npm run build` does that work once
 * (src/server/cli/first-start-image.ts) and keeps the data directory as a tarball with a key naming
 * what it was made from: the migrations, the idea files, the code that turns them into rows and
 * settings, and the PGlite version. A first start whose files still have that key unpacks it; one
 * whose files changed since the build ignores it and starts as before (so does one that cannot read
 * the image or its key). The start's own migrations and seed still run after it (they find nothing
 * to do). One difference remains: the seeded ideas carry the build's time as published and updated,
 * not the first start's (minutes apart with `npm start`, which builds when sources changed).
 */
/** Where the image is and what it is made from; tests point these at their own folders. */
export interface ImagePlace {
  dir: string;
  sources: string[];
}
const BUILD_IMAGE: ImagePlace = {
  dir: FIRST_START_IMAGE,
  sources: [
    MIGRATIONS_DIR,
    IDEAS_DIR,
    // What reads the files and writes the rows: the seed, the idea file schema, the row mapping, the
    // change history it records, the default settings and the tables.
    ...["src/server/seed", "src/shared", "src/server/db", "src/server/modules/ideas", "src/server/modules/history", "src/server/modules/settings"].map((dir) =>
      path.join(PROJECT_ROOT, dir),
    ),
  ],
};
const tarball = (place: ImagePlace) => path.join(place.dir, "data-dir.tar.gz");
const keyFile = (place: ImagePlace) => path.join(place.dir, "key");

/** A source's files (itself, or a folder's files at any depth), tests left out: they shape no row. */
function filesOf(source: string): string[] {
  if (statSync(source).isFile()) return [source];
  return readdirSync(source, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The PGlite version the server loads, found from the package as the server resolves it, wherever npm
 * put it (its exports do not include package.json, so from its entry up to its package.json).
 */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version: string };
      if (manifest.name === "@electric-sql/pglite") return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("@electric-sql/pglite's package.json was not found");
    dir = parent;
  }
}

/** The files the image's key hashes (with the PGlite version). */
export function imageSourceFiles(place: ImagePlace = BUILD_IMAGE): string[] {
  return place.sources.flatMap(filesOf);
}

/** A hash of everything the image's content depends on. */
export function firstStartImageKey(place: ImagePlace = BUILD_IMAGE): string {
  const hash = createHash("sha256");
  hash.update(`pglite ${pgliteVersion()}\n`);
  for (const file of imageSourceFiles(place)) hash.update(path.relative(PROJECT_ROOT, file)).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

/** Writes the migrated and seeded database as the image, with its key. */
export async function writeFirstStartImage(database: Database, key: string, place: ImagePlace = BUILD_IMAGE): Promise<number> {
  const dump = await database.dumpDataDir("gzip");
  await mkdir(place.dir, { recursive: true });
  // The old key goes first and the new one last, each file written whole then renamed: a build
  // stopped half-way leaves no key that matches a half-written tarball.
  await rm(keyFile(place), { force: true });
  await writeFile(`${tarball(place)}.partial`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${tarball(place)}.partial`, tarball(place));
  await writeFile(`${keyFile(place)}.partial`, key);
  await rename(`${keyFile(place)}.partial`, keyFile(place));
  return dump.size;
}

/**
 * The image to start an embedded database from, when `dataDir` holds no database yet and the image
 * was made from today's files; otherwise undefined (start as before). The image only saves time, so
 * anything that stops it being read (a file missing or unreadable) means a start without it.
 */
export async function firstStartImageFor(dataDir: string, place: ImagePlace = BUILD_IMAGE): Promise<Uint8Array | undefined> {
  try {
    if (existsSync(path.join(dataDir, "PG_VERSION")) || !existsSync(tarball(place)) || !existsSync(keyFile(place))) return undefined;
    if (readFileSync(keyFile(place), "utf8") !== firstStartImageKey(place)) return undefined;
    return await readFile(tarball(place));
  } catch (error) {
    console.warn(`The first-start image could not be read; starting without it (${error instanceof Error ? error.message : String(error)}).`);
    return undefined;
  }
}
