import { rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { createTestDatabase } from "../src/server/test/test-database";
import { seedDatabase } from "../src/server/seed/seed";
import { buildApp } from "../src/server/app";
import { createSettingsRepo } from "../src/server/modules/settings/index";
import { TEST_ADMIN_SETTINGS, TEST_AUTH_LIMITS } from "../src/server/test/test-app";
import { users } from "../src/server/db/schema";
import { setRole } from "../src/server/modules/auth/index";
import { markVerified, putOnPlan } from "../src/server/test/factories";
import { ADMIN, BASE_URL, E2E_PORT, PRO, STARTER } from "./fixtures";
import { SEARCH_PAGES, startResearchPeer } from "./model-peer";
import { startSearchPeer } from "../src/server/test/search-peer";

/**
 * The browser tests' server: the real app on a fresh database (embedded, or with TEST_DB=postgres a
 * throwaway one on TEST_DATABASE_URL's server, dropped on exit), with one admin account made
 * in-process (as `npm run admin -- grant` would) so tests can read the outbox.
 */
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e/data");
rmSync(dataDir, { recursive: true, force: true });
// E2E_AI_PEER=1 runs the AI tools on a local OpenAI-compatible model that answers from its prompt
// (e2e/model-peer.ts), for the model-path specs; otherwise they run on the built-in analyst.
// With it, a SearXNG-speaking peer answers the model's web searches (docs/decisions/018-web-research.md).
const modelPeer = process.env.E2E_AI_PEER === "1" ? await startResearchPeer() : null;
const searchPeer = modelPeer ? await startSearchPeer(SEARCH_PAGES) : null;
const aiEnv = modelPeer ? { AI_BASE_URL: modelPeer.baseUrl, AI_MODEL: "e2e-research-peer", SEARCH_URL: searchPeer!.url } : {};
const config = loadConfig({ ...process.env, ...aiEnv, DATA_DIR: dataDir, PORT: String(E2E_PORT), APP_URL: BASE_URL, LOG_LEVEL: "warn", DATABASE_URL: "", SMTP_URL: "", SOURCE_LINK_CHECK: "false" });
// The same fresh, migrated database the integration tests use (in memory for PGlite).
const database = await createTestDatabase();
await seedDatabase(database.db, { log: () => {} });
// Every browser test reaches the server from one address; the per-address API limit is tested in
// src/server/modules/admin/admin-settings.test.ts, not by the whole suite running into it.
await createSettingsRepo(database.db).save(TEST_ADMIN_SETTINGS, null);
const app = await buildApp({
  config: {
    ...config,
    database: database.url ? { kind: "postgres", url: database.url } : config.database,
    webRoot: process.env.E2E_WEB_ROOT ? path.resolve(process.env.E2E_WEB_ROOT) : config.webRoot,
    // Every browser test signs up from one address, as with the API limit above.
    authLimits: TEST_AUTH_LIMITS,
  },
  database,
});
await app.ready();
for (const [account, name] of [[ADMIN, "E2E Admin"], [PRO, "E2E Pro"], [STARTER, "E2E Starter"]] as const) {
  const signUp = await app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: { name, email: account.email, password: account.password } });
  if (signUp.statusCode !== 200) throw new Error(`${name} sign-up failed: ${signUp.body}`);
  await markVerified(database.db, account.email);
}
// The admin is granted as `npm run admin` grants one; the plans are set as the server tests' factories set them.
await setRole(database.db, ADMIN.email, "admin", { id: null, label: "e2e" });
for (const [account, tier] of [[PRO, "pro"], [STARTER, "starter"]] as const) {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  await putOnPlan(database.db, user!.id, tier);
}
await app.listen({ port: E2E_PORT, host: "localhost" });
console.log(`e2e server ready at ${BASE_URL}`);
const stop = async () => {
  await app.close();
  await modelPeer?.close();
  await searchPeer?.close();
  await database.destroy();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
