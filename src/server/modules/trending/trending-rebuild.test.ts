import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monitorEventLoopDelay } from "node:perf_hooks";
import os from "node:os";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createJobLeaseRepo } from "../jobs/job-lease.repo";
import { createJobLeases } from "../jobs/index";
import { createTrendingRanksRepo } from "./trending-ranks.repo";
import { createTrendingRebuild, PGLITE_PACING, POSTGRES_PACING } from "./trending-rebuild";

/**
 * Issue 30: a trending rebuild must never make a request wait. A catalogue big enough that one
 * statement recounting it stalls PGlite for well over 100 ms (checked below, so the test can fail),
 * then trending pages and /readyz asked for throughout a rebuild.
 */
const IDEAS = 5_000;
const BUDGET_MS = 100;

let t: TestApp;

beforeAll(async () => {
  // The catalogue cache off: every trending request reads the database during the rebuild.
  t = await createTestApp({ config: { catalogueCacheSeconds: 0 } });
  const { db } = t.database;
  // Synthetic ideas as bench/generate-ideas.ts names them ("synthetic-N"), with only the columns
  // trending reads; 1 to 60 views each (about 150,000) spread over the last 120 days.
  await db.execute(sql`
    insert into ideas (slug, title, tagline, category, status, published_at, keyword_growth_rate)
    select 'synthetic-' || g, 'Invoice tracker for plumbers ' || g, 'A tracker that keeps plumbers on top of every invoice', 'fintech', 'published',
      now() - g * interval '1 minute', (g * 7919) % 300 - 50
    from generate_series(1, ${IDEAS}::int) g`);
  await db.execute(sql`
    insert into idea_views (idea_id, viewer_key, day)
    select i.id, 'visitor:' || g, current_date - ((g * 13) % 120)
    from ideas i cross join lateral generate_series(1, 1 + abs(hashtext(i.slug)) % 60) g`);
  await t.database.maintain({ vacuum: false });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function trendingJob() {
  return createTrendingRebuild({
    repo: createTrendingRanksRepo(t.database.jobDb),
    leases: createJobLeases(createJobLeaseRepo(t.database.db)),
    pacing: t.database.kind === "pglite" ? PGLITE_PACING : POSTGRES_PACING,
    refreshSeconds: 0,
    vacuum: t.database.kind === "postgres",
    log: pino({ level: "silent" }),
  });
}

describe("the trending rebuild", () => {
  it("never makes /readyz or a trending page wait, nor stalls the event loop", async () => {
    const ranks = createTrendingRanksRepo(t.database.jobDb);
    if (t.database.kind === "pglite") {
      // What a one-statement rebuild of "all" costs here: the stall the chunks must avoid. On a fast
      // or quiet machine the original views are added again (up to three times) until it is well over
      // the budget, so the test can fail wherever it runs (a faster machine must not make it vacuous).
      const oneStatement = async () => {
        const started = performance.now();
        await ranks.refreshChunk("probe", null, null, null);
        const ms = performance.now() - started;
        await t.database.db.execute(sql`delete from trending_ranks where since = 'probe'`);
        return ms;
      };
      let oneStatementMs = await oneStatement();
      for (let round = 1; round <= 3 && oneStatementMs < 2 * BUDGET_MS; round++) {
        await t.database.db.execute(sql`
          insert into idea_views (idea_id, viewer_key, day)
          select v.idea_id, ${`visitor-${round}:`} || v.viewer_key, v.day from idea_views v where v.viewer_key like 'visitor:%'`);
        await t.database.maintain({ vacuum: false });
        oneStatementMs = await oneStatement();
      }
      expect(oneStatementMs, "the catalogue is too small to test stalls").toBeGreaterThan(BUDGET_MS);
    }

    const client = t.client();
    const readyz: number[] = [];
    const trending: { ms: number; status: number }[] = [];
    let rebuilding = true;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const probeReadyz = async () => {
      while (rebuilding) {
        const started = performance.now();
        const response = await client.get("/readyz");
        readyz.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    // PostgreSQL: twelve readers at once, more than the pool's ten connections. PGlite answers on this
    // thread, so readers there leave gaps between requests: a loop kept busy by the test's own load
    // would measure queueing, not stalls.
    const embedded = t.database.kind === "pglite";
    const periods = ["7d", "30d", "90d", "all"];
    const readTrending = async (reader: number) => {
      for (let n = 0; rebuilding; n++) {
        const started = performance.now();
        const response = await client.get(`/api/v1/trending?period=${periods[(reader + n) % 4]}&sort=trending`);
        trending.push({ ms: performance.now() - started, status: response.statusCode });
        // Requests arrive from the network, each in a task of its own: without this the readers
        // would run as one chain of microtasks and starve every timer, the rebuild's pauses included.
        await new Promise((resolve) => (embedded ? setTimeout(resolve, 10) : setImmediate(resolve)));
      }
    };
    // First the same readers with no rebuild: what serving them alone stalls the loop by (on PGlite
    // every request's statements run on this thread). The rebuild is then judged by what it adds.
    const baseline = monitorEventLoopDelay({ resolution: 10 });
    delay.disable();
    baseline.enable();
    const baselineReaders = [probeReadyz(), ...Array.from({ length: embedded ? 3 : 12 }, (_, reader) => readTrending(reader))];
    await new Promise((resolve) => setTimeout(resolve, 3000));
    rebuilding = false;
    await Promise.all(baselineReaders);
    baseline.disable();
    readyz.length = 0;
    trending.length = 0;
    rebuilding = true;
    delay.reset();
    delay.enable();

    const readers = [probeReadyz(), ...Array.from({ length: embedded ? 3 : 12 }, (_, reader) => readTrending(reader))];
    const started = performance.now();
    const report = await trendingJob()
      .run()
      .finally(() => (rebuilding = false));
    const rebuildMs = performance.now() - started;
    await Promise.all(readers);
    delay.disable();
    const sorted = [...readyz].sort((a, b) => a - b);
    console.info(`readyz p50 ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} p95 ${Math.round(sorted[Math.floor(sorted.length * 0.95)]!)} ms`);
    console.info(`event loop delay p50 ${Math.round(delay.percentile(50) / 1e6)} ms, p99 ${Math.round(delay.percentile(99) / 1e6)} ms`);

    const maxStallMs = delay.max / 1e6;
    console.info(
      `trending rebuild (${t.database.kind}, ${IDEAS} ideas): ${Math.round(rebuildMs)} ms, longest statement ${Math.round(report!.longestStatementMs)} ms (${Math.round(report!.longestStatementCpuMs)} ms CPU); ` +
        `/readyz max ${Math.round(Math.max(...readyz))} ms over ${readyz.length}; trending max ${Math.round(Math.max(...trending.map((r) => r.ms)))} ms over ${trending.length}; ` +
        `event loop max delay ${Math.round(maxStallMs)} ms (readers alone: ${Math.round(baseline.max / 1e6)} ms)`,
    );
    expect(report).not.toBeNull();
    expect(readyz.length).toBeGreaterThan(3);
    expect(trending.every((r) => r.status === 200)).toBe(true);
    // On a quiet machine the event loop's delay stays under 100 ms throughout; this one is shared
    // (load average 10-15 on 2 cores), so the process often waits 100-500 ms for a core, which
    // monitorEventLoopDelay counts as delay too (logged above, asserted only on a quiet machine).
    // What the process controls is asserted always: no rebuild step held the event loop for 100 ms
    // of CPU, and /readyz answered within 100 ms for 95% of probes and never took a second (before
    // issue 30 it hung up to 20.8 s on PostgreSQL; PGlite froze 1.9 s at 100k ideas).
    if (embedded) {
      // The statement's CPU is the process's (Node 20 has no per-thread figure): the readers' requests
      // and a loaded machine's other workers add to it (127 ms in one shuffled CI-like run). The
      // 100 ms budget holds on a quiet machine; the 1.9 s freeze this guards against fails it always.
      expect(report!.longestStatementCpuMs).toBeLessThan(1000);
      if (os.loadavg()[0]! < os.availableParallelism()) {
        expect(report!.longestStatementCpuMs).toBeLessThan(BUDGET_MS);
        // The rebuild's own stall: under 100 ms, or at most 50 ms more than the readers alone caused.
        expect(maxStallMs).toBeLessThan(Math.max(BUDGET_MS, baseline.max / 1e6 + BUDGET_MS / 2));
      }
    }
    expect(sorted[Math.floor(sorted.length * 0.95)]!).toBeLessThan(BUDGET_MS);
    expect(Math.max(...readyz)).toBeLessThan(1000);

    // The ranking it built holds the real counts: the most-viewed idea leads "all" with its count.
    const counted = await t.database.db.execute(sql`select count(*)::int as n from idea_views group by idea_id order by n desc limit 1`);
    const [expected] = (counted as unknown as { rows: { n: number }[] }).rows;
    const body = (await client.get("/api/v1/trending?period=all")).json();
    expect(body.ideas[0].periodViews).toBe(expected!.n);
  }, 90_000);
});
