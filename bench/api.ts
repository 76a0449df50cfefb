import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { profiles, rateLimitHits, users } from "../src/server/db/schema";
import { createSettingsRepo } from "../src/server/modules/admin/settings.repo";
import { DEFAULT_ADMIN_SETTINGS } from "../src/shared/schemas/admin-settings";

/**
 * Load test of the catalogue API on PostgreSQL: the app runs as its own process (as in production)
 * and autocannon drives it from this one. Run bench/generate-ideas.ts first for a large catalogue.
 *   DATABASE_URL=postgres://... node --import tsx bench/api.ts [--seconds 10] [--connections 20] [--app-dir DIR]
 * Each row's ratio is its throughput over /healthz's in the same run, so machines compare. --app-dir
 * runs another checkout's server (e.g. a worktree of an older commit) for a before/after table.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure");
const args = process.argv.slice(2);
const seconds = Number(args.includes("--seconds") ? args[args.indexOf("--seconds") + 1] : 10);
const connections = Number(args.includes("--connections") ? args[args.indexOf("--connections") + 1] : 20);
const appDir = args.includes("--app-dir") ? args[args.indexOf("--app-dir") + 1]! : process.cwd();
const PORT = 3217;

// The admin's API rate limit stays on (its counting is part of every call's cost) at its highest
// setting, and each visitor row comes from its own address (TRUST_PROXY + x-forwarded-for), so no
// row runs into the limit and measures 429s.
{
  const database = await openDatabase({ kind: "postgres", url });
  const systemSettings = { ...DEFAULT_ADMIN_SETTINGS.systemSettings, apiRateLimit: 1_000_000 };
  await createSettingsRepo(database.db).save({ ...DEFAULT_ADMIN_SETTINGS, systemSettings }, null);
  await database.db.delete(rateLimitHits);
  await database.close();
}
const base = `http://localhost:${PORT}`;

// The compiled server when it has been built (what `npm start` runs), else the TypeScript sources.
const entry = existsSync(path.join(appDir, "dist/server/main.js")) ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"];
const server = spawn(process.execPath, entry, {
  cwd: appDir,
  env: {
    ...process.env,
    PORT: String(PORT),
    APP_URL: base,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    TRUST_PROXY: "true",
    PAYMENTS_TEST_MODE: "true",
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
// The server's own log goes to a file: an error storm must not bury the table.
mkdirSync("bench/results", { recursive: true });
const serverLog = createWriteStream("bench/results/api-server.log");
server.stdout!.pipe(serverLog);
server.stderr!.pipe(serverLog);
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

/** A verified Pro member, so the listing is measured with every card served in full. */
async function proCookie(): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = "bench password 123";
  const headers = { "content-type": "application/json", origin: base };
  await fetch(`${base}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ name: "Bench", email, password }) });
  const database = await openDatabase({ kind: "postgres", url: url! });
  const [user] = await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email)).returning({ id: users.id });
  await database.db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, user!.id));
  await database.close();
  const res = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

let rowNumber = 0;
async function run(name: string, path: string, cookie?: string) {
  const address = `198.51.100.${++rowNumber}`;
  const headers: Record<string, string> = { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) };
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
  const row = {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    ratio: "",
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(row));
  return row;
}

await waitReady();
const cookie = await proCookie();
const total = (await (await fetch(`${base}/api/v1/ideas`, { headers: { cookie } })).json()).total as number;
const slug = ((await (await fetch(`${base}/api/v1/ideas?sort=popular`, { headers: { cookie } })).json()).ideas[0] as { slug: string }).slug;
console.log(`catalogue: ${total} published ideas; ${connections} connections, ${seconds}s per endpoint; detail: ${slug}`);
const rows = [
  await run("constant JSON (/healthz)", "/healthz"),
  await run("ideas, visitor", "/api/v1/ideas"),
  await run("ideas, pro, newest", "/api/v1/ideas", cookie),
  await run("ideas, pro, popular page 50", "/api/v1/ideas?sort=popular&page=50", cookie),
  await run("idea detail, visitor", `/api/v1/ideas/${slug}`),
  await run("idea detail, pro", `/api/v1/ideas/${slug}`, cookie),
  await run("search, common word, visitor", "/api/v1/ideas?search=invoice"),
  await run("search, common word, pro", "/api/v1/ideas?search=invoice", cookie),
  await run("search, rare word, pro", "/api/v1/ideas?search=reconciler", cookie),
  await run("search, typo, pro", "/api/v1/ideas?search=invoce%20trackr", cookie),
  await run("search, transposed letters, pro", "/api/v1/ideas?search=inovice", cookie),
  await run("search, prefix while typing, pro", "/api/v1/ideas?search=warran", cookie),
  await run("trending 7d, visitor", "/api/v1/trending"),
  await run("trending 7d, pro", "/api/v1/trending", cookie),
];
const ceiling = rows[0]!.requestsPerSecond;
for (const row of rows) row.ratio = `${Math.round((row.requestsPerSecond / ceiling) * 100)}%`;
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/api-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify({ total, connections, seconds, rows }, null, 2));
console.table(rows);
stop();
process.exit(0);
