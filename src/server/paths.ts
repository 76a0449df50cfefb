import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's root folder (the one with package.json), found from this file whether it runs from
 * src/server (tsx) or from the bundle in dist/server (npm start): migrations, the catalogue and the
 * built SPA are read from there, never from the current directory.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "drizzle"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no project root above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "drizzle");
export const IDEAS_DIR = path.join(PROJECT_ROOT, "data", "ideas");
export const WEB_ROOT = path.join(PROJECT_ROOT, "dist", "web");
/** The embedded database prepared by `npm run build` for a first start (seed/first-start-image.ts). */
export const FIRST_START_IMAGE = path.join(PROJECT_ROOT, "dist", "pglite-image");
