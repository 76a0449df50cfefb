import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { createBatchedRateCounter } from "./batched-counter";
import { createRateLimitRepo } from "./rate-limit.repo";

const HOUR = 3_600_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe("the API rate limit's batched counter", () => {
  it("is exact on one instance, however the calls arrive", async () => {
    const counter = createBatchedRateCounter(createRateLimitRepo(database.db), { flushMs: 50 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => counter.hit("api:ip:exact", 5, HOUR)));
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(await counter.hit("api:ip:exact", 5, HOUR)).toBe(false);
    // Another bucket and another window start from zero.
    expect(await counter.hit("api:ip:other", 5, HOUR)).toBe(true);
    expect(await counter.hit("api:ip:exact", 5, HOUR, new Date(Date.now() + HOUR))).toBe(true);
  });

  it("shares the count between instances through the database, within one flush", async () => {
    const repo = createRateLimitRepo(database.db);
    const first = createBatchedRateCounter(repo, { flushMs: 20 });
    const second = createBatchedRateCounter(repo, { flushMs: 20 });
    for (let i = 0; i < 8; i++) expect(await first.hit("api:user:shared", 10, HOUR)).toBe(true);
    await first.flush();
    // The second instance's first call learns the 8 already counted.
    expect(await second.hit("api:user:shared", 10, HOUR)).toBe(true);
    expect(await second.hit("api:user:shared", 10, HOUR)).toBe(true);
    expect(await second.hit("api:user:shared", 10, HOUR)).toBe(false);
    // The first instance learns them with its next write (its calls meanwhile are the bounded overshoot).
    await second.flush();
    await first.hit("api:user:shared", 10, HOUR);
    await first.flush();
    expect(await first.hit("api:user:shared", 10, HOUR)).toBe(false);
  });

  it("writes its calls to the database without being asked", async () => {
    const repo = createRateLimitRepo(database.db);
    const counter = createBatchedRateCounter(repo, { flushMs: 20 });
    for (let i = 0; i < 4; i++) await counter.hit("api:ip:timer", 100, HOUR);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const windowStart = new Date(Math.floor(Date.now() / HOUR) * HOUR);
    // 4 written by the counter, 1 added here.
    expect(await repo.addHits("api:ip:timer", windowStart, 1)).toBe(5);
  });
});
