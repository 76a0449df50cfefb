import { loadConfig, ConfigError } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { runMigrations } from "../db/migrate";
import { setRole, UnknownUserError } from "../modules/auth/index";

const USAGE = "Usage: npm run admin -- grant EMAIL   (make an existing user an admin)\n       npm run admin -- revoke EMAIL  (make an admin a normal user again)";

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if ((command !== "grant" && command !== "revoke") || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const role = command === "grant" ? "admin" : "user";
    const { changed } = await setRole(database.db, email, role, { id: null, label: "cli" });
    const who = email.trim().toLowerCase();
    console.log(changed ? `${who} is now ${role === "admin" ? "an admin" : "a normal user"}.` : `${who} was already ${role === "admin" ? "an admin" : "a normal user"}; nothing changed.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nThe running app holds the embedded database: stop it (Ctrl+C), run this command, then start the app again.`);
    } else if (error instanceof ConfigError || error instanceof UnknownUserError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
