import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { loadConfig } from "../config";
import { PROJECT_ROOT } from "../paths";
import { CONTRACT_FILE, contractSource } from "../contract/api-contract-source";

/** `npm run contract`: writes the API contract the web client is typed with (ADR 023). */
const config = {
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/ideadeck-contract-unused", BETTER_AUTH_SECRET: "contract-generation-secret-0123456789abcdef" }),
  webRoot: null,
};
const database = await openDatabase({ kind: "pglite", dataDir: null });
await runMigrations(database);
const app = await buildApp({ config, database, smtp: null });
const source = await contractSource(app);
writeFileSync(path.join(PROJECT_ROOT, CONTRACT_FILE), source);
console.log(`wrote ${CONTRACT_FILE} (${source.split("\n").length} lines)`);
await app.close();
await database.close();
