import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pino from "pino";
import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "./test/test-database";
import { dailyIdeas, emailSubscribers, mailOutbox } from "./db/schema";
import { createServices } from "./services";
import { testConfig } from "./test/test-app";
import { createScheduler } from "./scheduler";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ template: "catalogue" }); // data/ideas, seeded
  await database.db.insert(emailSubscribers).values({ email: "reader@example.com", source: "test", welcomedAt: new Date() });
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

describe("the minute scheduler", () => {
  it("runs every other step when one fails, and logs the failed step by name", async () => {
    const log = pino({ level: "silent" });
    const logged = vi.spyOn(log, "error");
    const { mail, ideas, welcome, rateLimits, mailJobs, adminSettings } = createServices({ config: testConfig(), database, log, smtp: null });
    const advanceTestClock = vi.fn(async () => undefined);
    const maintainDatabase = vi.fn(async () => undefined);
    const prune = vi.spyOn(rateLimits, "prune");
    const deliverDue = vi.spyOn(mail, "deliverDue");
    const broken = {
      ...welcome,
      catchUp: async () => {
        throw new Error("welcome mail table locked");
      },
    };
    const scheduler = createScheduler({ settings: adminSettings, ideas, jobs: mailJobs, mail, welcome: broken, rateLimits, log, advanceTestClock, maintainDatabase });

    // 09:17 UTC: past the default send time, and the minute of the hourly database upkeep.
    const failed = await scheduler.tick(new Date("2026-11-25T09:17:00Z"));

    expect(failed).toEqual(["welcome catch-up"]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ step: "welcome catch-up" }), "scheduled step failed: welcome catch-up");
    // The steps before it ran...
    expect(await database.db.select().from(dailyIdeas).where(eq(dailyIdeas.day, "2026-11-25"))).toHaveLength(1);
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "reader@example.com"))).map((row) => row.kind)).toEqual(["daily_idea"]);
    // ...and so did every step after it.
    expect(deliverDue).toHaveBeenCalled();
    expect(prune).toHaveBeenCalled();
    expect(advanceTestClock).toHaveBeenCalledTimes(1);
    expect(maintainDatabase).toHaveBeenCalledWith({ vacuum: false });
  });

  it("keeps delivering mail and running the clock when the daily e-mail itself fails", async () => {
    const log = pino({ level: "silent" });
    const { mail, ideas, welcome, rateLimits, mailJobs, adminSettings } = createServices({ config: testConfig(), database, log, smtp: null });
    const jobs = {
      ...mailJobs,
      runDailySend: async () => {
        throw new Error("lease table unreachable");
      },
    };
    const advanceTestClock = vi.fn(async () => undefined);
    const deliverDue = vi.spyOn(mail, "deliverDue");
    const scheduler = createScheduler({ settings: adminSettings, ideas, jobs, mail, welcome, rateLimits, log, advanceTestClock });
    expect(await scheduler.tick(new Date("2026-11-26T10:00:00Z"))).toEqual(["daily e-mail"]);
    expect(deliverDue).toHaveBeenCalled();
    expect(advanceTestClock).toHaveBeenCalledTimes(1);
  });
});
