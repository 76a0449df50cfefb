import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { TRENDING_PERIODS, type TrendingPeriod } from "../../../shared/catalogue-options";
import { utcDay } from "../../../shared/utc-dates";
import { createSingleFlight, type JobLeases } from "../jobs/index";
import type { TrendingRanksRepo } from "./trending-ranks.repo";

/** The first day a period counts on `now`'s day (null: every day). */
export function periodSince(period: TrendingPeriod, now: Date): string | null {
  const days = { "7d": 7, "30d": 30, "90d": 90, all: null }[period];
  return days === null ? null : utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
}

export const TRENDING_JOB = "trending-rebuild";
const LEASE_MS = 5 * 60_000;
const RENEW_EVERY_MS = 60_000;

/**
 * How a rebuild paces itself. PostgreSQL: large chunks on the job connection, no pauses (requests use
 * other connections). PGlite: one connection on the main thread, so each statement is sized to take
 * about targetMs and the rebuild pauses as long as it worked before the next, leaving the event loop
 * to requests at least half the time.
 */
export interface RebuildPacing {
  firstChunk: number;
  maxChunk: number;
  /** 0: fixed chunks, no pauses. */
  targetMs: number;
}
export const POSTGRES_PACING: RebuildPacing = { firstChunk: 20_000, maxChunk: 20_000, targetMs: 0 };
export const PGLITE_PACING: RebuildPacing = { firstChunk: 200, maxChunk: 20_000, targetMs: 15 };

export interface RebuildReport {
  periods: Record<TrendingPeriod, { chunks: number; written: number; removed: number; ms: number }>;
  longestStatementMs: number;
  /** The same in this process's CPU time: what the statement itself cost, not time spent waiting for a core. */
  longestStatementCpuMs: number;
}

/**
 * Keeps trending's rankings current off the request path (issue 30): a scheduled run, under the
 * recurring lease "trending-rebuild" (once across instances, at most every refreshSeconds), recounts
 * every period in chunks. Requests only ever read the last built ranking.
 */
export function createTrendingRebuild(deps: {
  repo: TrendingRanksRepo;
  leases: JobLeases;
  pacing: RebuildPacing;
  refreshSeconds: number;
  /** PostgreSQL: reclaim replaced rows after a run (no autovacuum needed). */
  vacuum: boolean;
  log: FastifyBaseLogger;
}) {
  const owner = `trending:${randomUUID()}`;
  const abort = new AbortController();
  const flight = createSingleFlight((error) => {
    if (!abort.signal.aborted) deps.log.error({ err: error }, "trending rebuild failed");
  });

  async function rebuildPeriod(period: TrendingPeriod, now: Date, report: RebuildReport, renew: () => Promise<void>) {
    const { pacing } = deps;
    const since = periodSince(period, now);
    const started = Date.now();
    const totals = { chunks: 0, written: 0, removed: 0, ms: 0 };
    let size = pacing.firstChunk;
    let after: string | null = null;
    for (;;) {
      abort.signal.throwIfAborted();
      const statementStarted = performance.now();
      const cpuBefore = process.cpuUsage();
      const upTo = await deps.repo.chunkEnd(after, size);
      const { written, removed } = await deps.repo.refreshChunk(period, since, after, upTo);
      const took = performance.now() - statementStarted;
      const cpu = process.cpuUsage(cpuBefore);
      report.longestStatementMs = Math.max(report.longestStatementMs, took);
      report.longestStatementCpuMs = Math.max(report.longestStatementCpuMs, (cpu.user + cpu.system) / 1000);
      totals.chunks++;
      totals.written += written;
      totals.removed += removed;
      if (upTo === null) break;
      after = upTo;
      await renew();
      if (pacing.targetMs > 0) {
        // Aim the next chunk at targetMs, changing by at most 2x a step (one slow chunk is noise).
        const ratio = Math.min(2, Math.max(0.5, pacing.targetMs / Math.max(took, 1)));
        size = Math.max(50, Math.min(pacing.maxChunk, Math.round(size * ratio)));
        await sleep(Math.max(1, took), undefined, { signal: abort.signal });
      }
    }
    await deps.repo.markRefreshed(period);
    totals.ms = Date.now() - started;
    report.periods[period] = totals;
  }

  /** Every period's ranking rebuilt now, when this instance takes the lease; null when it did not. */
  async function run(now = new Date()): Promise<RebuildReport | null> {
    if (!(await deps.leases.acquireRecurring(TRENDING_JOB, TRENDING_JOB, owner, LEASE_MS, deps.refreshSeconds * 1000))) return null;
    let renewedAt = Date.now();
    const renew = async () => {
      if (Date.now() - renewedAt < RENEW_EVERY_MS) return;
      renewedAt = Date.now();
      if (!(await deps.leases.renew(TRENDING_JOB, owner, LEASE_MS))) throw new Error("trending rebuild lost its lease");
    };
    const report: RebuildReport = { periods: {} as RebuildReport["periods"], longestStatementMs: 0, longestStatementCpuMs: 0 };
    try {
      // Rankings kept under other keys (the dated ones of earlier versions) go first, a chunk at a time.
      while ((await deps.repo.dropOtherRankings([...TRENDING_PERIODS], 5_000)) > 0) await sleep(1, undefined, { signal: abort.signal });
      for (const period of TRENDING_PERIODS) await rebuildPeriod(period, now, report, renew);
      const changed = Object.values(report.periods).reduce((sum, p) => sum + p.written + p.removed, 0);
      if (deps.vacuum && changed > 0) await deps.repo.vacuum();
      await deps.leases.finish(TRENDING_JOB, owner, "succeeded", { ...report, longestStatementMs: Math.round(report.longestStatementMs), longestStatementCpuMs: Math.round(report.longestStatementCpuMs) });
      return report;
    } catch (error) {
      await deps.leases.finish(TRENDING_JOB, owner, "failed", { error: String(error) }).catch(() => undefined);
      throw error;
    }
  }

  return {
    run,
    /** Starts a run in the background unless one is running here (the minute scheduler calls it). */
    kick(now = new Date()): void {
      if (abort.signal.aborted) return;
      flight.kick(() => run(now));
    },
    /** Stops between two chunks and waits for that. */
    async stop(): Promise<void> {
      abort.abort();
      await flight.settled();
    },
  };
}
export type TrendingRebuild = ReturnType<typeof createTrendingRebuild>;
