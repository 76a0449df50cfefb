import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { eq, inArray } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { profiles, rateLimitHits, users } from "../src/server/db/schema";
import { createSettingsRepo } from "../src/server/modules/settings/index";
import { DEFAULT_ADMIN_SETTINGS } from "../src/shared/schemas/admin-settings";
import { createFitInputsRepo } from "../src/server/modules/ideas/fit-inputs.repo";
import { createCatalogueSnapshot } from "../src/server/modules/founder-fit/catalogue-snapshot";
import { prepareProfile } from "../src/server/modules/founder-fit/fit";
import { rankByFit, rankByWeights } from "../src/server/modules/founder-fit/ranking";
import { entitlementsFor } from "../src/shared/entitlements";
import type { FounderProfile, Weights } from "../src/shared/founder-fit";

/**
 * "For you" and "Your weights" at catalogue scale (issue 26; goal p99 <= 15 ms at 20 connections).
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/for-you.ts [--seconds 10] [--connections 20] [--profile]
 *
 * Fill the database first (bench/generate-ideas.ts --count 100000). Part 1 times, in this process,
 * what a request costs when nothing is cached: loading the fit snapshot from PostgreSQL, and one
 * whole-catalogue ranking by fit and by weights (median of 5). Part 2 runs the app as its own process
 * with four Pro members and one free member, each with their own profile and weights, and drives it
 * with autocannon: pages 1-20 of each order (members taking turns), a category filter, the free
 * member's preview-rule answer and idea pages' fit. Rankings are kept per profile and catalogue
 * version, so after each member's first page a row measures paging through a kept order.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const seconds = Number(option("--seconds", "10"));
const connections = Number(option("--connections", "20"));
const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure");
const PORT = Number(process.env.BENCH_PORT ?? 3431);
const base = `http://localhost:${PORT}`;
const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");

const PROFILES: FounderProfile[] = [
  { skills: ["web", "data"], skillsOther: "", hoursPerWeek: 10, budgetUsd: 1000, markets: ["fintech"], riskAppetite: "medium", audience: "b2b", regulatedData: false },
  { skills: ["mobile", "marketing"], skillsOther: "clinical workflows", hoursPerWeek: 30, budgetUsd: 20_000, markets: ["healthtech"], riskAppetite: "high", audience: "consumer", regulatedData: true },
  { skills: ["ai", "integrations", "sales"], skillsOther: "Stripe", hoursPerWeek: 5, budgetUsd: 300, markets: [], riskAppetite: "low", audience: "either", regulatedData: false },
  { skills: [], skillsOther: "TypeScript", hoursPerWeek: 20, budgetUsd: 5000, markets: ["saas", "productivity"], riskAppetite: "medium", audience: "b2b", regulatedData: true },
];
const WEIGHTS: Weights[] = [
  { opportunity: 2, problem: 1, feasibility: 3, whyNow: 0, difficulty: 4, timeToMvp: 1 },
  { opportunity: 5, problem: 0, feasibility: 0, whyNow: 2, difficulty: 0, timeToMvp: 0 },
  { opportunity: 1, problem: 1, feasibility: 1, whyNow: 1, difficulty: 1, timeToMvp: 5 },
  { opportunity: 0, problem: 4, feasibility: 2, whyNow: 0, difficulty: 2, timeToMvp: 2 },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

// 1. The uncached costs, in this process.
console.log(`load before: ${load()}`);
{
  const database = await openDatabase({ kind: "postgres", url });
  const snapshot = createCatalogueSnapshot({ source: createFitInputsRepo(database.db), ttlMs: 60_000 });
  const [snap, loadMs] = await timed(() => snapshot.refresh());
  const [, refreshMs] = await timed(() => { snapshot.invalidate(); return snapshot.get(); });
  const pro = entitlementsFor({ role: "user", tier: "pro", status: "active", endsAt: null });
  const fitTimes: number[] = [];
  const weightTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    fitTimes.push((await timed(() => rankByFit(snap, prepareProfile(PROFILES[i % 4]!), pro, null)))[1]);
    weightTimes.push((await timed(() => rankByWeights(snap, WEIGHTS[i % 4]!)))[1]);
  }
  console.log(`snapshot of ${snap.ideas.length} ideas: first load ${loadMs.toFixed(0)} ms, refresh with nothing changed ${refreshMs.toFixed(0)} ms`);
  console.log(`one whole-catalogue ranking, uncached (median of 5): by fit ${median(fitTimes).toFixed(1)} ms, by weights ${median(weightTimes).toFixed(1)} ms`);
  await database.close();
}

// 2. Through the app.
mkdirSync("bench/results", { recursive: true });
const serverLog = createWriteStream("bench/results/for-you-server.log");
let server: ChildProcess | null = null;
process.on("exit", () => server?.kill("SIGTERM"));
// --profile: the server writes a V8 CPU profile into bench/results when it stops (open it in Chrome's DevTools).
const profileArgs = args.includes("--profile") ? ["--cpu-prof", "--cpu-prof-dir=bench/results"] : [];
server = spawn(process.execPath, [...profileArgs, "--import", "tsx", "src/server/main.ts"], {
  env: { ...process.env, PORT: String(PORT), APP_URL: base, LOG_LEVEL: "warn", NODE_ENV: "production", TRUST_PROXY: "true", PAYMENTS_TEST_MODE: "true", BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00" },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout!.pipe(serverLog);
server.stderr!.pipe(serverLog);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 600) throw new Error("server did not start (bench/results/for-you-server.log)");
  await new Promise((r) => setTimeout(r, 500));
}

const headers = { "content-type": "application/json", origin: base };
const stamp = Date.now();
const emails = [...PROFILES.map((_, i) => `bench-fit-${stamp}-${i}@example.com`), `bench-fit-${stamp}-free@example.com`];
const password = "bench password 123";
for (const email of emails) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ name: "Bench", email, password }) });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}
{
  const database = await openDatabase({ kind: "postgres", url });
  const made = await database.db.update(users).set({ emailVerified: true }).where(inArray(users.email, emails)).returning({ id: users.id, email: users.email });
  for (const user of made) if (!user.email.endsWith("-free@example.com")) await database.db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, user.id));
  await createSettingsRepo(database.db).save({ ...DEFAULT_ADMIN_SETTINGS, systemSettings: { ...DEFAULT_ADMIN_SETTINGS.systemSettings, apiRateLimit: 1_000_000 } }, null);
  await database.db.delete(rateLimitHits);
  await database.close();
}
const cookies: string[] = [];
for (const [i, email] of emails.entries()) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  cookies.push(cookie);
  const put = await fetch(`${base}/api/v1/founder-fit/settings`, { method: "PUT", headers: { ...headers, cookie }, body: JSON.stringify({ profile: PROFILES[i % 4], weights: WEIGHTS[i % 4] }) });
  if (!put.ok) throw new Error(`settings failed: ${put.status} ${await put.text()}`);
}
const proCookies = cookies.slice(0, 4);
const freeCookie = cookies[4]!;
const slugs = ((await (await fetch(`${base}/api/v1/founder-fit/ideas?order=weights`, { headers: { cookie: proCookies[0]! } })).json()) as { ideas: { slug: string }[] }).ideas.map((i) => i.slug);

let n = 0;
const ROWS: { name: string; next: () => { path: string; cookie: string } }[] = [
  // The machine's pace in this run: the other rows' figures read against it, not against another day's.
  { name: "/healthz (reference)", next: () => ({ path: "/healthz", cookie: "" }) },
  { name: "For you, pages 1-20, 4 pro members", next: () => ({ path: `/api/v1/founder-fit/ideas?order=for-you&page=${(n % 20) + 1}`, cookie: proCookies[n++ % 4]! }) },
  { name: "Your weights, pages 1-20, 4 pro members", next: () => ({ path: `/api/v1/founder-fit/ideas?order=weights&page=${(n % 20) + 1}`, cookie: proCookies[n++ % 4]! }) },
  { name: "For you, fintech pages 1-5, 4 pro members", next: () => ({ path: `/api/v1/founder-fit/ideas?order=for-you&category=fintech&page=${(n % 5) + 1}`, cookie: proCookies[n++ % 4]! }) },
  { name: "For you, free member (preview rule), pages 1-20", next: () => ({ path: `/api/v1/founder-fit/ideas?order=for-you&page=${(n++ % 20) + 1}`, cookie: freeCookie }) },
  { name: "idea fit, pro", next: () => ({ path: `/api/v1/founder-fit/ideas/${slugs[n % slugs.length]}`, cookie: proCookies[n++ % 4]! }) },
];

// Each member's first page of each order builds its ranking once; the rows then measure requests.
for (const row of ROWS) for (let i = 0; i < 8; i++) {
  const { path, cookie } = row.next();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${row.name}: ${res.status} ${await res.text()}`);
}

console.log(`${connections} connections, ${seconds} s per row; load ${load()}`);
console.log("row | req/s | p50 ms | p99 ms | non-2xx | load1");
let address = 0;
for (const row of ROWS) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { "x-forwarded-for": `198.51.100.${++address}` },
    requests: [{ method: "GET", setupRequest: (request) => {
      const { path, cookie } = row.next();
      return { ...request, path, headers: { ...request.headers, cookie } };
    } }],
  });
  console.log(`${row.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${loadavg()[0]!.toFixed(2)}`);
}
const stopped = new Promise((resolve) => server!.once("exit", resolve));
server.kill("SIGTERM");
await stopped; // a --profile server writes its profile as it exits
process.exit(0);
