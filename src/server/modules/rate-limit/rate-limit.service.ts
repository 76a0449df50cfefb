import type { RateLimitRepo } from "./rate-limit.repo";

/**
 * Request counts per key and window, shared by every instance (the counts live in the database).
 * What other modules use: the admin's API limit, the subscribe form, the error-mail throttle, and
 * the scheduler's nightly prune.
 */
export function createRateLimiter(repo: RateLimitRepo) {
  return {
    /** Adds a hit and answers whether the bucket is still within `limit` for the current window. */
    hit: (bucket: string, limit: number, windowMs: number, now?: Date): Promise<boolean> => repo.hit(bucket, limit, windowMs, now),
    /** As `hit`, also answering how many hits the window has counted (for RateLimit headers). */
    take: (bucket: string, limit: number, windowMs: number, now?: Date): Promise<{ allowed: boolean; used: number }> => repo.take(bucket, limit, windowMs, now),
    /** Drops the counts of windows that started before `before`. */
    prune: (before: Date): Promise<void> => repo.prune(before),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
