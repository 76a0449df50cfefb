import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobRuns } from "../../db/schema";

/**
 * A scheduled run is one row keyed by run_key (e.g. "daily-send:2026-11-21"). An instance runs it
 * only while it holds the lease; a lease that lapses (the holder died) can be taken over, and a run
 * that succeeded is never run again.
 */
export function createJobLeaseRepo(db: Db) {
  return {
    async acquire(job: string, runKey: string, owner: string, leaseMs: number): Promise<boolean> {
      const expires = sql`now() + (${leaseMs} * interval '1 millisecond')`;
      const rows = await db
        .insert(jobRuns)
        .values({ job, runKey, status: "running", leaseOwner: owner, leaseExpiresAt: expires })
        .onConflictDoUpdate({
          target: jobRuns.runKey,
          set: { status: "running", leaseOwner: owner, leaseExpiresAt: expires, startedAt: sql`now()` },
          setWhere: sql`${jobRuns.status} <> 'succeeded' and (${jobRuns.leaseExpiresAt} is null or ${jobRuns.leaseExpiresAt} < now() or ${jobRuns.leaseOwner} = ${owner})`,
        })
        .returning({ id: jobRuns.id });
      return rows.length > 0;
    },
    /**
     * A recurring run keeps one row under its run key: it is taken when nobody holds a live lease and
     * the last run finished at least everyMs ago (or never finished: its holder died).
     */
    async acquireRecurring(job: string, runKey: string, owner: string, leaseMs: number, everyMs: number): Promise<boolean> {
      const expires = sql`now() + (${leaseMs} * interval '1 millisecond')`;
      const rows = await db
        .insert(jobRuns)
        .values({ job, runKey, status: "running", leaseOwner: owner, leaseExpiresAt: expires })
        .onConflictDoUpdate({
          target: jobRuns.runKey,
          set: { status: "running", leaseOwner: owner, leaseExpiresAt: expires, startedAt: sql`now()`, finishedAt: null },
          setWhere: sql`(${jobRuns.leaseExpiresAt} is null or ${jobRuns.leaseExpiresAt} < now()) and (${jobRuns.finishedAt} is null or ${jobRuns.finishedAt} <= now() - (${everyMs} * interval '1 millisecond'))`,
        })
        .returning({ id: jobRuns.id });
      return rows.length > 0;
    },
    async renew(runKey: string, owner: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobRuns)
        .set({ leaseExpiresAt: sql`now() + (${leaseMs} * interval '1 millisecond')` })
        .where(and(eq(jobRuns.runKey, runKey), eq(jobRuns.leaseOwner, owner), eq(jobRuns.status, "running")))
        .returning({ id: jobRuns.id });
      return rows.length > 0;
    },
    async finish(runKey: string, owner: string, status: "succeeded" | "failed", detail: Record<string, unknown>): Promise<void> {
      await db
        .update(jobRuns)
        .set({ status, detail, finishedAt: new Date(), leaseExpiresAt: null })
        .where(and(eq(jobRuns.runKey, runKey), eq(jobRuns.leaseOwner, owner)));
    },
    /** The newest runs, for the admin mail screen. */
    async recent(limit: number) {
      return db.select().from(jobRuns).orderBy(desc(jobRuns.startedAt)).limit(limit);
    },
    async get(runKey: string) {
      const [row] = await db.select().from(jobRuns).where(eq(jobRuns.runKey, runKey));
      return row ?? null;
    },
  };
}
export type JobLeaseRepo = ReturnType<typeof createJobLeaseRepo>;
