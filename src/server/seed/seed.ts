import type { Db } from "../db/client";
import { createSettingsRepo } from "../modules/settings/index";
import { loadIdeaFiles } from "./load-idea-files";
import { ideaCount, seedEmptyCatalogue } from "./seed-ideas";

import { IDEAS_DIR } from "../paths";
export { IDEAS_DIR };

/**
 * Brings an empty database to a usable state on every start: default admin settings and, when the
 * catalogue is empty, the ideas in data/ideas. It never overwrites; `npm run seed` updates ideas.
 */
export async function seedDatabase(db: Db, options: { log: (line: string) => void; ideasDir?: string | null }): Promise<{ ideasAdded: number }> {
  if (await createSettingsRepo(db).storeDefaults()) options.log("seed: default admin settings stored");

  const ideasDir = options.ideasDir === undefined ? IDEAS_DIR : options.ideasDir;
  if (ideasDir && (await ideaCount(db)) === 0) {
    const files = loadIdeaFiles(ideasDir);
    const added = await seedEmptyCatalogue(db, files);
    options.log(`seed: ${added} ideas added to the empty catalogue`);
    return { ideasAdded: added };
  }
  return { ideasAdded: 0 };
}
