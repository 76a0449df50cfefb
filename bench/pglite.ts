import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { buildApp } from "../src/server/app";

/**
 * The embedded database at 10,000 ideas: every listing and search kind, one request at a time, with
 * the catalogue cache off so each answer comes from PGlite. Prints the slowest and the median of
 * five runs (ms) after one untimed warm-up pass.
 *   node --import tsx bench/pglite.ts [--count 10000]
 */
const args = process.argv.slice(2);
const count = Number(args.includes("--count") ? args[args.indexOf("--count") + 1] : 10_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "ideadeck-pglite-bench-"));
try {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
  const generated = spawnSync(process.execPath, ["--import", "tsx", "bench/generate-ideas.ts", "--count", String(count), "--views", String(count * 3)], { env, stdio: "inherit" });
  if (generated.status !== 0) throw new Error("generating ideas failed");

  const config = { ...loadConfig({ ...env, LOG_LEVEL: "silent", BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00" }), catalogueCacheSeconds: 0, webRoot: null };
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database });
  const paths = [
    "/api/v1/ideas",
    "/api/v1/ideas?sort=popular&page=20",
    "/api/v1/ideas?sort=highest-rated&category=saas",
    "/api/v1/ideas?pro=true",
    "/api/v1/ideas?search=invoice",
    "/api/v1/ideas?search=reconciler",
    "/api/v1/ideas?search=invoce%20trackr",
    "/api/v1/ideas?search=inovice",
    "/api/v1/ideas?search=warran",
    "/api/v1/ideas/synthetic-4321",
    "/api/v1/trending",
    "/api/v1/trending?period=90d&sort=trending",
  ];
  // One untimed pass first: the first call of each code path pays for compiling it, not for PGlite.
  for (const url of paths) await app.inject({ url });
  // PGlite runs on this thread, so a request's time bounds how long it can hold up any other.
  const rows = [];
  for (const url of paths) {
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const res = await app.inject({ url });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
    rows.push({ url, worstMs: Math.round(Math.max(...times) * 10) / 10, medianMs: Math.round([...times].sort((a, b) => a - b)[2]! * 10) / 10 });
  }
  console.table(rows);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/pglite-${count}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify({ count, rows }, null, 2));
  await app.close();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
