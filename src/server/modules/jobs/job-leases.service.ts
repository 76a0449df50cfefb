import type { JobLeaseRepo } from "./job-lease.repo";

/**
 * Leases on scheduled runs, one row per run key in job_runs: a run goes ahead only where its lease
 * was taken, so it happens once across instances (the mail module's daily send and trend alert).
 */
export function createJobLeases(repo: JobLeaseRepo) {
  return {
    acquire: (job: string, runKey: string, owner: string, leaseMs: number) => repo.acquire(job, runKey, owner, leaseMs),
    acquireRecurring: (job: string, runKey: string, owner: string, leaseMs: number, everyMs: number) => repo.acquireRecurring(job, runKey, owner, leaseMs, everyMs),
    renew: (runKey: string, owner: string, leaseMs: number) => repo.renew(runKey, owner, leaseMs),
    finish: (runKey: string, owner: string, status: "succeeded" | "failed", detail: Record<string, unknown>) => repo.finish(runKey, owner, status, detail),
    /** The newest runs, for the admin mail screen. */
    recent: (limit: number) => repo.recent(limit),
    get: (runKey: string) => repo.get(runKey),
  };
}
export type JobLeases = ReturnType<typeof createJobLeases>;
