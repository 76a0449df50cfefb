#!/usr/bin/env node
// Browser tests: once on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL names
// a server where the user may create databases (as the integration tests do). Then the model-path
// specs (e2e/model-*.spec.ts) once more with the AI tools on the local OpenAI-compatible peer
// (E2E_AI_PEER=1), so what only a model does is checked in a browser too. Extra arguments go to
// Playwright.
import { spawnSync } from "node:child_process";

const extra = process.argv.slice(2);
const passes = [{ name: "PGlite", env: { TEST_DB: "pglite", E2E_PORT: "3100", PW_OUTPUT: "test-results/pglite" }, args: extra }];
if (process.env.TEST_DATABASE_URL) passes.push({ name: "PostgreSQL", env: { TEST_DB: "postgres", E2E_PORT: "3101", PW_OUTPUT: "test-results/postgres" }, args: extra });
else console.log("e2e: TEST_DATABASE_URL is not set; the browser tests run on PGlite only.");
// With a file filter that names no model spec, there is nothing for the model pass to run.
const files = extra.filter((arg) => !arg.startsWith("-"));
if (files.length === 0 || files.some((file) => file.includes("model-"))) {
  passes.push({
    name: "PGlite with a model (the local OpenAI-compatible peer)",
    env: { TEST_DB: "pglite", E2E_PORT: "3102", PW_OUTPUT: "test-results/model", E2E_AI_PEER: "1" },
    args: files.length ? extra : ["model-", ...extra],
  });
}

for (const pass of passes) {
  console.log(`\ne2e: browser tests on ${pass.name}`);
  const result = spawnSync("npx", ["playwright", "test", ...pass.args], { stdio: "inherit", env: { ...process.env, ...pass.env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
