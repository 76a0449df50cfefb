#!/usr/bin/env node
// Browser tests: once on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL names
// a server where the user may create databases (as the integration tests do). Then the model-path
// specs (e2e/model-*.spec.ts) once more with the AI tools on the local OpenAI-compatible peer
// (E2E_AI_PEER=1), so what only a model does is checked in a browser too. Extra arguments go to
// Playwright.
//
// The PGlite and PostgreSQL passes run at the same time (issue 25: CI time): each has its own port,
// data directory, output folder and database, and one pass leaves a core mostly idle (the browser
// waits on the server and the server on the browser). Each pass's output is held and printed whole
// when it ends, so the log reads pass by pass. E2E_SERIAL=1 runs them one after the other.
import { spawn } from "node:child_process";

const extra = process.argv.slice(2);
const pass = (name, port, output, env = {}, args = extra) => ({
  name,
  env: { E2E_PORT: port, PW_OUTPUT: `test-results/${output}`, E2E_DATA_DIR: `.e2e/data-${output}`, ...env },
  args,
});
const concurrent = [pass("PGlite", "3100", "pglite", { TEST_DB: "pglite" })];
if (process.env.TEST_DATABASE_URL) concurrent.push(pass("PostgreSQL", "3101", "postgres", { TEST_DB: "postgres" }));
else console.log("e2e: TEST_DATABASE_URL is not set; the browser tests run on PGlite only.");
// With a file filter that names no model spec, there is nothing for the model pass to run.
const files = extra.filter((arg) => !arg.startsWith("-"));
const modelPass =
  files.length === 0 || files.some((file) => file.includes("model-"))
    ? pass("PGlite with a model (the local OpenAI-compatible peer)", "3102", "model", { TEST_DB: "pglite", E2E_AI_PEER: "1" }, files.length ? extra : ["model-", ...extra])
    : null;

/** Runs one pass; resolves to its exit code. `hold` keeps its output until it ends. */
function run(p, hold) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", ...p.args], { env: { ...process.env, ...p.env }, stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    if (hold) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (hold) process.stdout.write(Buffer.concat(chunks));
      console.log(`e2e: browser tests on ${p.name}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const serial = process.env.E2E_SERIAL === "1" || concurrent.length === 1;
let failed = false;
if (serial) {
  for (const p of concurrent) {
    console.log(`\ne2e: browser tests on ${p.name}`);
    if ((await run(p, false)) !== 0) process.exit(1);
  }
} else {
  console.log(`\ne2e: browser tests on ${concurrent.map((p) => p.name).join(" and ")}, at the same time`);
  const codes = await Promise.all(concurrent.map((p) => run(p, true)));
  failed = codes.some((code) => code !== 0);
}
if (failed) process.exit(1);
if (modelPass) {
  console.log(`\ne2e: browser tests on ${modelPass.name}`);
  if ((await run(modelPass, false)) !== 0) process.exit(1);
}
