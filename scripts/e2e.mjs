#!/usr/bin/env node
// Browser tests: once on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL names
// a server where the user may create databases (as the integration tests do). Extra arguments go to
// Playwright.
import { spawnSync } from "node:child_process";

const passes = [{ name: "PGlite", env: { TEST_DB: "pglite", E2E_PORT: "3100", PW_OUTPUT: "test-results/pglite" } }];
if (process.env.TEST_DATABASE_URL) passes.push({ name: "PostgreSQL", env: { TEST_DB: "postgres", E2E_PORT: "3101", PW_OUTPUT: "test-results/postgres" } });
else console.log("e2e: TEST_DATABASE_URL is not set; the browser tests run on PGlite only.");

for (const pass of passes) {
  console.log(`\ne2e: browser tests on ${pass.name}`);
  const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env: { ...process.env, ...pass.env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
