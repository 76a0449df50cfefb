import { loadConfig, ConfigError } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { runMigrations } from "../db/migrate";
import { IdeaFileError, loadIdeaFiles, staleIdeas } from "../seed/load-idea-files";
import { IDEAS_DIR, seedDatabase } from "../seed/seed";
import { seedIdeas } from "../seed/seed-ideas";

const USAGE = "Usage: npm run seed [-- --force] [--dir PATH]\n  Validates every idea file, then upserts by slug. --force also overwrites ideas an admin has edited.";

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return 0;
  }
  const force = argv.includes("--force");
  const dirIndex = argv.indexOf("--dir");
  const dir = dirIndex >= 0 ? argv[dirIndex + 1] : IDEAS_DIR;
  if (!dir) {
    console.error(USAGE);
    return 2;
  }
  // Validate every file before touching the database: a bad file changes nothing.
  const files = loadIdeaFiles(dir);
  const database = await openDatabase(loadConfig().database);
  try {
    await runMigrations(database);
    await seedDatabase(database.db, { log: (line) => console.log(line), ideasDir: null });
    const result = await seedIdeas(database.db, files, { force });
    await database.maintain();
    const stale = staleIdeas(files, new Date());
    if (stale.length) {
      console.log(`seed: ${stale.length} published ideas need re-verifying (never verified, or over 180 days ago):`);
      for (const idea of stale) console.log(`  ${idea.slug} (${idea.lastVerifiedAt ? `last verified ${idea.lastVerifiedAt}` : "never verified"})`);
    }
    console.log(
      `seed: ${files.length} idea files valid; ${result.inserted} added, ${result.updated} updated, ${result.skippedAdminEdited} left alone (edited by an admin${force ? "" : "; --force overwrites"})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof IdeaFileError || error instanceof ConfigError) console.error(`seed failed: ${error.message}`);
    else if (error instanceof DataDirLockedError) console.error(`${error.message}\nStop the running app first.`);
    else console.error(error);
    process.exit(1);
  },
);
