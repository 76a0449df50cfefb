import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { openDatabase, type Database } from "./client";
import { createTestApp, testConfig, type TestApp } from "../test/test-app";
import { createSettingsRepo } from "../modules/settings/index";
import { TEST_ADMIN_SETTINGS } from "../test/test-app";

/**
 * What happens when PostgreSQL drops the app's connections (a restart, a failover, a DBA's
 * pg_terminate_backend): the process lives, the next request succeeds, and a change made while an
 * instance could not LISTEN still reaches it. PostgreSQL only: PGlite has no connections to drop.
 * An 'error' event nobody listens to is an uncaught exception, which fails this file.
 */
describe.skipIf(process.env.TEST_DB !== "postgres")("a dropped PostgreSQL connection", () => {
  const APP_NAME = "ideadeck_instance_b";
  let instanceA: TestApp;
  let databaseB: Database;
  let instanceB: FastifyInstance;
  let admin: pg.Client;

  /** Terminates instance B's backends (all of them, or those whose last statement matches). */
  async function terminateB(lastStatement?: RegExp): Promise<number> {
    const { rows } = await admin.query<{ pid: number; query: string }>(
      "select pid, query from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()",
      [APP_NAME],
    );
    const targets = rows.filter((row) => !lastStatement || lastStatement.test(row.query));
    for (const { pid } of targets) await admin.query("select pg_terminate_backend($1)", [pid]);
    return targets.length;
  }

  const until = async (condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await condition()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return condition();
  };

  beforeAll(async () => {
    instanceA = await createTestApp();
    const url = new URL(instanceA.database.url!);
    url.searchParams.set("application_name", APP_NAME);
    databaseB = await openDatabase({ kind: "postgres", url: url.toString() });
    instanceB = await buildApp({ config: testConfig(), database: databaseB, smtp: null });
    await instanceB.ready();
    admin = new pg.Client({ connectionString: instanceA.database.url! });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await instanceB?.close();
    await databaseB?.close();
    await instanceA?.close();
  });

  it("a transaction whose backend is terminated fails alone; the process and the next request live", async () => {
    const transaction = databaseB.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select pg_sleep(5)`);
    });
    const settled = transaction.then(
      () => "committed",
      () => "failed",
    );
    expect(await until(async () => (await terminateB(/pg_sleep/)) > 0, 3000)).toBe(true);
    expect(await settled).toBe("failed");
    const ready = await instanceB.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
  });

  it("idle pooled connections terminated at once are replaced", async () => {
    await Promise.all(Array.from({ length: 5 }, () => databaseB.db.execute(sql`select pg_sleep(0.05)`)));
    expect(await terminateB()).toBeGreaterThan(0);
    // The pool learns of each loss when the server's goodbye arrives; the next request after that works.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(Array.from({ length: 5 }, () => instanceB.inject({ method: "GET", url: "/readyz" })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it("a change sent while the LISTEN connection was down is followed by a reset once LISTEN works again", async () => {
    const events: string[] = [];
    const stop = await databaseB.listen(
      "connection_loss_test",
      (payload) => events.push(`notify:${payload}`),
      () => events.push("reset"),
    );
    try {
      expect(await terminateB(/LISTEN "connection_loss_test"/)).toBe(1);
      // The reset for the lost connection comes first; the change is made after it, while nobody listens.
      expect(await until(() => events.includes("reset"), 2000)).toBe(true);
      events.push("changed");
      await databaseB.db.execute(sql`select pg_notify('connection_loss_test', 'during-the-gap')`);
      // Either the notice itself arrived, or a reset came after the change: never neither.
      const heard = () => {
        const after = events.slice(events.indexOf("changed") + 1);
        return after.includes("reset") || after.includes("notify:during-the-gap");
      };
      expect(await until(heard, 1000)).toBe(true);
      // And the new connection hears what is sent next.
      await databaseB.db.execute(sql`select pg_notify('connection_loss_test', 'after')`);
      expect(await until(() => events.includes("notify:after"), 1000)).toBe(true);
    } finally {
      await stop();
    }
  });

  it("a setting changed while an instance's connections were down reaches it within a second", async () => {
    const visitor = () => instanceB.inject({ method: "GET", url: "/api/v1/ideas" });
    expect((await visitor()).statusCode).toBe(200);
    expect(await terminateB()).toBeGreaterThan(0);
    await createSettingsRepo(instanceA.database.db).save(
      { ...TEST_ADMIN_SETTINGS, systemSettings: { ...TEST_ADMIN_SETTINGS.systemSettings, maintenanceMode: true } },
      null,
    );
    const started = Date.now();
    expect(await until(async () => (await visitor()).statusCode === 503, 1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
    await createSettingsRepo(instanceA.database.db).save(TEST_ADMIN_SETTINGS, null);
  });
});
