import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { openDatabase, type Database } from "../src/server/db/client";
import { ideas, profiles, rateLimitHits, users } from "../src/server/db/schema";
import { createSettingsRepo } from "../src/server/modules/settings/index";
import { DEFAULT_ADMIN_SETTINGS } from "../src/shared/schemas/admin-settings";
import { startApp, type AppProcess } from "./app-process";
import { rng } from "./rng";

/**
 * Load test of the catalogue as real traffic asks for it (issue 29): every request of a row asks for
 * a different thing drawn from the data (pages 1-20 and deep pages of every sort, any idea's slug,
 * searches made of the catalogue's own words, with typos and half-typed prefixes, server-rendered
 * idea pages for a visitor and a signed-in member), so a row measures the database and the renderer,
 * not one cached answer. The app runs as its own process (as in production) and autocannon drives
 * it from this one; the whole table runs with the catalogue cache on and again with it off.
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/api.ts [options]     PostgreSQL
 *   DATA_DIR=/tmp/some-dir node --import tsx bench/api.ts [options]          embedded PGlite (seeded on first start)
 *
 *   --seconds N       per row (10)            --connections N   autocannon connections (20)
 *   --cache on|off|both (both)                --rows a,b        only rows whose name contains one of these
 *   --app-dir DIR     run another checkout's server (a before/after table on one machine)
 *
 * Each row's ratio is its throughput over /healthz's in the same run (the machine is shared: only
 * same-run ratios compare). Server-rendered rows need a build (npm run build) in the app dir.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const seconds = Number(option("--seconds", "10"));
const connections = Number(option("--connections", "20"));
const appDir = path.resolve(option("--app-dir", process.cwd()));
const cacheModes = option("--cache", "both") === "both" ? ["on", "off"] : [option("--cache", "both")];
const rowFilter = args.includes("--rows") ? option("--rows", "").split(",") : null;
/** Pro members the member rows take turns as (issue 30: one account met per-account limits and measured one session's cache). */
const accountCount = Math.max(1, Number(option("--accounts", "20")));
const postgresUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : null;
if (!postgresUrl && !dataDir) throw new Error("Set DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite) for the database to measure");
const PORT = Number(process.env.BENCH_PORT ?? 3421);
const base = `http://localhost:${PORT}`;

const openDb = (): Promise<Database> =>
  openDatabase(postgresUrl ? { kind: "postgres", url: postgresUrl } : { kind: "pglite", dataDir: path.join(dataDir!, "db") });

mkdirSync("bench/results", { recursive: true });
let server: AppProcess | null = null;

async function startServer(cacheSeconds: number) {
  server = await startApp({
    appDir,
    port: PORT,
    logFile: "bench/results/api-server.log",
    env: {
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      CATALOGUE_CACHE_SECONDS: String(cacheSeconds),
      // Off means off: no sharing of one load between concurrent identical requests either (issue 30).
      CATALOGUE_COALESCE: cacheSeconds > 0 ? "1" : "0",
    },
  });
}

/**
 * Waits until the server's start-up jobs (the trending rebuild reads every idea's views) leave the
 * database idle for two seconds running, so the first rows measure requests, not requests beside a
 * rebuild; prints how long they took. PostgreSQL only (PGlite runs inside the server).
 */
async function settle() {
  if (!postgresUrl) return;
  const database = await openDb();
  const started = Date.now();
  let quiet = 0;
  while (quiet < 4 && Date.now() - started < 180_000) {
    const result = await database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`);
    quiet = (result as unknown as { rows: { n: number }[] }).rows[0]!.n === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 500));
  }
  await database.close();
  console.log(`start-up jobs left the database idle after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function stopServer() {
  const running = server;
  server = null;
  await running?.stop();
}

// 1. One start to seed (PGlite) and sign the bench members up (--accounts, each from its own
// address so sign-up limits do not refuse them); then, with the server stopped (PGlite allows one
// process), they are made verified Pro members, the API rate limit is set to its highest (its
// counting stays part of every call's cost) and the slugs and words are read.
const stamp = Date.now();
const emails = Array.from({ length: accountCount }, (_, k) => `bench-${stamp}-${k}@example.com`);
const password = "bench password 123";
const authHeaders = { "content-type": "application/json", origin: base };
const fromAccount = (k: number) => ({ ...authHeaders, "x-forwarded-for": `203.0.113.${k % 250}` });
await startServer(0);
for (const [k, email] of emails.entries()) {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, { method: "POST", headers: fromAccount(k), body: JSON.stringify({ name: `Bench ${k}`, email, password }) });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
}
await stopServer();

const data = await (async () => {
  const database = await openDb();
  const members = await database.db.update(users).set({ emailVerified: true }).where(inArray(users.email, emails)).returning({ id: users.id });
  await database.db.update(profiles).set({ subscriptionTier: "pro" }).where(inArray(profiles.id, members.map((member) => member.id)));
  const systemSettings = { ...DEFAULT_ADMIN_SETTINGS.systemSettings, apiRateLimit: 1_000_000 };
  await createSettingsRepo(database.db).save({ ...DEFAULT_ADMIN_SETTINGS, systemSettings }, null);
  await database.db.delete(rateLimitHits);
  const published = eq(ideas.status, "published");
  const slugs = (await database.db.select({ slug: ideas.slug }).from(ideas).where(published)).map((row) => row.slug);
  // Titles of a sample (every idea at 100k would be a lot of text for nothing): the searches' words.
  const titles = (await database.db.select({ title: ideas.title }).from(ideas).where(published).orderBy(sql`md5(${ideas.slug})`).limit(2000)).map((r) => r.title);
  await database.close();
  return { slugs, titles };
})();
if (data.slugs.length === 0) throw new Error("no published ideas to ask for");

// 2. What the rows ask for, drawn from the data.
const random = rng(29);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const SORTS = ["newest", "popular", "highest-rated", "trending"] as const;
const PAGE_SIZE = 20;
const pages = Math.max(1, Math.ceil(data.slugs.length / PAGE_SIZE));
const deepest = Math.min(pages, 2000);
const trendingPages = Math.min(Math.ceil(data.slugs.length / PAGE_SIZE), 500);

const titleWords = data.titles.map((title) =>
  title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !["with", "from", "that", "your", "their", "into", "for"].includes(word)),
).filter((words) => words.length > 0);
function typo(word: string): string {
  const at = between(1, word.length - 2);
  return random() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}
const searches = { words: [] as string[], typos: [] as string[], prefixes: [] as string[] };
for (let i = 0; i < 300; i++) {
  const words = pick(titleWords);
  const first = pick(words);
  const second = words.length > 1 ? pick(words.filter((w) => w !== first)) : null;
  searches.words.push(i % 2 === 0 || !second ? first : `${first} ${second}`);
  const long = words.filter((w) => w.length >= 5);
  searches.typos.push(long.length ? (second && i % 2 ? `${typo(pick(long))} ${second}` : typo(pick(long))) : first);
  const stem = pick(words);
  searches.prefixes.push(stem.slice(0, between(3, Math.max(3, stem.length - 1))));
}

type Next = () => string;
interface Row {
  name: string;
  next: Next;
  member?: boolean;
  /**
   * A page: "rendered" is checked to carry its rendered markup before it is measured; "shell" (a
   * member's page, drawn by the browser, ADR 025) to be the app's shell with the page's head tags.
   */
  page?: "rendered" | "shell";
}
const q = encodeURIComponent;
const ROWS: Row[] = [
  { name: "constant JSON (/healthz)", next: () => "/healthz" },
  { name: "listing, every sort, pages 1-20, visitor", next: () => `/api/v1/ideas?sort=${pick(SORTS)}&page=${between(1, Math.min(20, pages))}` },
  { name: "listing, every sort, pages 1-20, pro", member: true, next: () => `/api/v1/ideas?sort=${pick(SORTS)}&page=${between(1, Math.min(20, pages))}` },
  { name: `listing, popular, pages 1-${deepest}, pro`, member: true, next: () => `/api/v1/ideas?sort=popular&page=${between(1, deepest)}` },
  { name: `listing, every sort, pages 1-${pages}, pro`, member: true, next: () => `/api/v1/ideas?sort=${pick(SORTS)}&page=${between(1, pages)}` },
  { name: `trending all, pages 1-${trendingPages}, pro`, member: true, next: () => `/api/v1/trending?period=all&page=${between(1, trendingPages)}` },
  { name: "trending 7d, visitor", next: () => `/api/v1/trending?period=7d` },
  { name: `idea detail, any of ${data.slugs.length} slugs, visitor`, next: () => `/api/v1/ideas/${pick(data.slugs)}` },
  { name: `idea detail, any of ${data.slugs.length} slugs, pro`, member: true, next: () => `/api/v1/ideas/${pick(data.slugs)}` },
  { name: "search, 1-2 words from titles, pro", member: true, next: () => `/api/v1/ideas?search=${q(pick(searches.words))}` },
  { name: "search, typos, pro", member: true, next: () => `/api/v1/ideas?search=${q(pick(searches.typos))}` },
  { name: "search, prefix while typing, pro", member: true, next: () => `/api/v1/ideas?search=${q(pick(searches.prefixes))}` },
  { name: "search, words, visitor", next: () => `/api/v1/ideas?search=${q(pick(searches.words))}` },
  { name: "idea page, server-rendered, visitor", page: "rendered", next: () => `/ideas/${pick(data.slugs)}` },
  { name: "idea page, pro (shell)", page: "shell", member: true, next: () => `/ideas/${pick(data.slugs)}` },
  { name: "/browse pages 1-20, pro (shell)", page: "shell", member: true, next: () => `/browse?page=${between(1, Math.min(20, pages))}` },
];
const selected = ROWS.filter((row, i) => i === 0 || !rowFilter || rowFilter.some((part) => row.name.includes(part)));

/** Every bench member's session cookie; member rows take them in turn, request by request. */
async function signIn(): Promise<string[]> {
  const cookies: string[] = [];
  for (const [k, email] of emails.entries()) {
    const res = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers: fromAccount(k), body: JSON.stringify({ email, password }) });
    if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
    cookies.push(res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "));
  }
  return cookies;
}

interface Result {
  cache: string;
  name: string;
  rps: number;
  ratio: string;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  errors: number;
  load1: number;
}

let rowNumber = 0;
async function measure(cache: string, row: Row, cookies: string[]): Promise<Result> {
  // Each row from its own address (TRUST_PROXY), so no row runs into another's rate-limit window.
  const headers: Record<string, string> = { "x-forwarded-for": `198.51.100.${++rowNumber % 250}`, "accept-encoding": "br, gzip", ...(row.member ? { cookie: cookies[0]! } : {}) };
  let turn = 0;
  const memberOf = (request: { headers?: Record<string, string> }) => (row.member ? { headers: { ...request.headers, cookie: cookies[turn++ % cookies.length]! } } : {});
  if (row.page) {
    const probe = await (await fetch(`${base}${row.next()}`, { headers })).text();
    const expected = row.page === "rendered" ? probe.includes('id="ideadeck-ssr-state"') : probe.includes('<div id="root"></div>') && probe.includes("<title>");
    if (!expected) {
      console.log(`${row.name}: not the ${row.page === "rendered" ? "server-rendered page" : "shell"} expected (no build in ${appDir}?); skipped`);
      return { cache, name: row.name, rps: 0, ratio: "n/a", p50ms: 0, p99ms: 0, non2xx: 0, errors: 0, load1: 0 };
    }
  }
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: row.next(), ...memberOf(request as { headers?: Record<string, string> }) }) }],
  });
  return {
    cache,
    name: row.name,
    rps: Math.round(result.requests.average),
    ratio: "",
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    load1: Number(loadavg()[0]!.toFixed(2)),
  };
}

const results: Result[] = [];
console.log(`catalogue: ${data.slugs.length} published ideas (${postgresUrl ? "PostgreSQL" : "PGlite"}); ${connections} connections, ${seconds} s per row; load ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
for (const cache of cacheModes) {
  await startServer(cache === "on" ? 15 : 0);
  await settle();
  const cookies = await signIn();
  const rows: Result[] = [];
  for (const row of selected) {
    const result = await measure(cache, row, cookies);
    rows.push(result);
    console.log(JSON.stringify(result));
  }
  const ceiling = rows[0]!.rps;
  for (const row of rows) if (row.ratio === "") row.ratio = `${((row.rps / ceiling) * 100).toFixed(1)}%`;
  results.push(...rows);
  await stopServer();
}
const file = `bench/results/api-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify({ ideas: data.slugs.length, database: postgresUrl ? "postgres" : "pglite", appDir, connections, seconds, results }, null, 2));
console.log(`\n| cache | read | req/s | of /healthz | p50 ms | p99 ms | non-2xx | load |\n|---|---|---|---|---|---|---|---|`);
for (const r of results) console.log(`| ${r.cache} | ${r.name} | ${r.rps} | ${r.ratio} | ${r.p50ms} | ${r.p99ms} | ${r.non2xx} | ${r.load1} |`);
console.log(`\n${file}`);
process.exit(0);
