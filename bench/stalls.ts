import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { rssMb, startApp, type AppProcess } from "./app-process";
import { rng } from "./rng";

/**
 * Issue 30's "how we will know" at scale, on PostgreSQL: does anything stall the service?
 *   1. Trending while its ranking is rebuilt: varied trending reads (every period, pages 1-50,
 *      cache off) and /readyz every 100 ms for as long as the rebuild runs.
 *   2. Views beside searches: searches alone, then the same searches while views arrive at
 *      --views-rate a second (each for another idea from another address, so each is written).
 *   3. Memory after a crawl: idea pages (server-rendered, visitor) and their API answers for every
 *      slug in turn, catalogue cache on, the process's RSS sampled throughout.
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/stalls.ts [--seconds 10] [--views-rate 2000] [--crawl-seconds 120]
 * The database should hold the bench ideas (bench/generate-ideas.ts --count 1000000 --views 3000000).
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const seconds = Number(option("--seconds", "10"));
const viewsRate = Number(option("--views-rate", "2000"));
const crawlSeconds = Number(option("--crawl-seconds", "120"));
const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to the PostgreSQL database to measure");
const PORT = Number(process.env.BENCH_PORT ?? 3422);
const random = rng(30);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const database = await openDatabase({ kind: "postgres", url });
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const published = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from ideas where status = 'published'`))[0]!.n;
const titleWords = rowsOf<{ w: string }>(
  await database.db.execute(sql`select distinct w from (select regexp_split_to_table(lower(title), '[^a-z]+') as w from (select title from ideas where status = 'published' limit 5000) i) t where length(w) >= 5 limit 300`),
).map((row) => row.w);
const slugs = rowsOf<{ slug: string }>(await database.db.execute(sql`select slug from ideas where status = 'published' and slug like 'synthetic-%' order by id limit 200000`)).map((row) => row.slug);
console.log(`${published} published ideas; ${slugs.length} synthetic slugs and ${titleWords.length} title words to draw from`);

/** A visitor from an address of their own, as crawlers and readers arrive (per-address limits apply to each). */
const anywhere = (request: autocannon.Request, requestPath: string): autocannon.Request => ({
  ...request,
  path: requestPath,
  headers: { ...request.headers, "x-forwarded-for": `10.${between(0, 255)}.${between(0, 255)}.${between(1, 254)}` },
});

type Run = { rps: number; p50: number; p99: number; max: number; non2xx: number; errors: number; total: number };
function cannon(options: autocannon.Options, until?: () => Promise<boolean>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({ rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, non2xx: result.non2xx, errors: result.errors, total: result.requests.total });
    });
    if (until) {
      const poll = setInterval(async () => {
        if (await until()) {
          clearInterval(poll);
          instance.stop();
        }
      }, 1000);
      instance.on("done", () => clearInterval(poll));
    }
  });
}

/** /readyz every 100 ms until stopped: how long each answer took. */
function pollReadiness(base: string) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
      } catch {
        // a failed answer counts with its time
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    latencies.sort((a, b) => a - b);
    return { samples: latencies.length, p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0), max: Math.round(latencies.at(-1) ?? 0), over100ms: latencies.filter((ms) => ms > 100).length };
  };
}

const report: Record<string, unknown> = { published, startedAt: new Date().toISOString() };
let app: AppProcess | null = null;
try {
  // 1. Trending during a rebuild. The last run is marked as long ago, so the first scheduler tick
  // after the start rebuilds every period.
  await database.db.execute(sql`update job_runs set finished_at = now() - interval '1 day', status = 'succeeded', lease_expires_at = null where run_key = 'trending-rebuild'`);
  app = await startApp({ appDir: process.cwd(), port: PORT, env: { DATABASE_URL: url, CATALOGUE_CACHE_SECONDS: "0", CATALOGUE_COALESCE: "0" }, logFile: "bench/results/stalls-server.log" });
  const rebuildState = async () => rowsOf<{ status: string; ms: number | null; detail: unknown; since: boolean }>(
    await database.db.execute(sql`select status, (extract(epoch from (finished_at - started_at)) * 1000)::int as ms, detail, started_at > now() - interval '10 minutes' as since from job_runs where run_key = 'trending-rebuild'`),
  )[0];
  // The run this start began (a small catalogue may finish it before the load below begins).
  for (let i = 0; i < 120; i++) {
    const state = await rebuildState();
    if (state?.since) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!(await rebuildState())?.since) throw new Error("the trending rebuild did not start within a minute");
  const periods = ["7d", "30d", "90d", "all"];
  const stopReadiness = pollReadiness(app.base);
  const trending = await cannon(
    {
      url: app.base,
      connections: 20,
      duration: 1800,
      requests: [{ setupRequest: (request) => anywhere(request, `/api/v1/trending?period=${pick(periods)}&page=${between(1, 50)}`) }],
    },
    async () => (await rebuildState())?.status !== "running",
  );
  const readiness = await stopReadiness();
  const rebuilt = await rebuildState();
  report.trendingDuringRebuild = { rebuild: { status: rebuilt?.status, ms: rebuilt?.ms, detail: rebuilt?.detail }, trending, readiness };
  console.log("1. trending during a rebuild:", JSON.stringify(report.trendingDuringRebuild));

  // 2. Views beside searches.
  const search = () => ({ url: app!.base, connections: 10, duration: seconds, requests: [{ setupRequest: (request: autocannon.Request) => anywhere(request, `/api/v1/ideas?search=${encodeURIComponent(random() < 0.5 ? pick(titleWords) : `${pick(titleWords)} ${pick(titleWords)}`)}`) }] });
  const searchAlone = await cannon(search());
  const [searchWithViews, views] = await Promise.all([
    cannon(search()),
    cannon({
      url: app.base,
      connections: 20,
      duration: seconds,
      overallRate: viewsRate,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => anywhere(request, `/api/v1/ideas/${pick(slugs)}/views`),
        },
      ],
    }),
  ]);
  report.viewsBesideSearch = { searchAlone, searchWithViews, views };
  console.log("2. views beside searches:", JSON.stringify(report.viewsBesideSearch));
  await app.stop();
  app = null;

  // 3. Memory after a crawl, the catalogue cache on and keeping what it fills for an hour.
  app = await startApp({ appDir: process.cwd(), port: PORT, env: { DATABASE_URL: url, CATALOGUE_CACHE_SECONDS: "3600" }, logFile: "bench/results/stalls-server-crawl.log" });
  const pid = app.pid;
  const samples: number[] = [rssMb(pid)];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 500);
  let next = 0;
  const crawl = (kind: "page" | "api") =>
    cannon({
      url: app!.base,
      connections: 10,
      duration: crawlSeconds / 2,
      requests: [{ setupRequest: (request) => anywhere(request, kind === "page" ? `/ideas/${slugs[next++ % slugs.length]}` : `/api/v1/ideas/${slugs[next++ % slugs.length]}`) }],
    });
  const pages = await crawl("page");
  const answers = await crawl("api");
  clearInterval(sampler);
  report.crawl = { pages, answers, distinct: Math.min(next, slugs.length), rssMb: { atStart: samples[0], max: Math.max(...samples), atEnd: samples.at(-1) } };
  console.log("3. memory after a crawl:", JSON.stringify(report.crawl));
} finally {
  await app?.stop();
  await database.close();
}
mkdirSync("bench/results", { recursive: true });
const out = path.join("bench/results", `stalls-${Date.now()}.json`);
writeFileSync(out, JSON.stringify(report, null, 2));
console.log(`written to ${out}`);
