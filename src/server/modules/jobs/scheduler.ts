import { Cron } from "croner";
import type { FastifyBaseLogger } from "fastify";
import type { SettingsReader } from "../admin/index";
import type { IdeasService } from "../ideas/index";
import { utcDay, utcMidnightPlusDays, utcWeekStart } from "../../../shared/utc-dates";
import type { MailJobs, MailService, WelcomeService } from "../mail/index";
import type { RateLimiter } from "../rate-limit/index";

/**
 * One tick a minute, on every instance: the day's idea is picked after 00:00 UTC; from the admin's
 * send time (default 09:00 UTC) the daily e-mail runs, once, wherever its lease is free; on Mondays
 * the trend alert does the same; welcomes that failed are sent again; and mail waiting for a retry
 * is delivered. Nothing is kept in
 * memory between ticks: a restart or a second instance picks up where the database says.
 */
export function createScheduler(deps: {
  settings: SettingsReader;
  ideas: IdeasService;
  jobs: MailJobs;
  mail: MailService;
  welcome: WelcomeService;
  rateLimits: RateLimiter;
  log: FastifyBaseLogger;
  /** The embedded database's upkeep (client.ts maintain): statistics hourly, a vacuum nightly. */
  maintainDatabase?: (options: { vacuum: boolean }) => Promise<void>;
  /** Test-mode billing only: renews or ends subscriptions whose period is over. */
  advanceTestClock?: () => Promise<unknown>;
}) {
  let running: Promise<void> | null = null;
  const abort = new AbortController();

  async function tick(now = new Date()): Promise<void> {
    const day = utcDay(now);
    await deps.ideas.forDay(day);
    const { emailSettings } = await deps.settings.get();
    const [hours, minutes] = emailSettings.dailyEmailTime.split(":").map(Number) as [number, number];
    const sendAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes);
    if (emailSettings.dailyEmailEnabled && now.getTime() >= sendAt) {
      const run = await deps.jobs.leases.get(`daily-send:${day}`);
      if (run?.status !== "succeeded") await deps.jobs.runDailySend(day, { signal: abort.signal });
      if (now.getUTCDay() === 1) {
        const week = utcWeekStart(now);
        const alert = await deps.jobs.leases.get(`trend-alert:${week}`);
        if (alert?.status !== "succeeded") await deps.jobs.runTrendAlert(week, utcDay(utcMidnightPlusDays(now, -6)));
      }
    }
    await deps.welcome.catchUp(now);
    await deps.mail.deliverDue({ limit: 500, signal: abort.signal });
    await deps.rateLimits.prune(new Date(now.getTime() - 86_400_000));
    await deps.advanceTestClock?.();
    if (now.getUTCMinutes() === 17) await deps.maintainDatabase?.({ vacuum: now.getUTCHours() === 3 });
  }

  const cron = new Cron(
    "0 * * * * *",
    { paused: true, protect: true, timezone: "UTC" },
    () => {
      running = tick()
        .catch((error: unknown) => deps.log.error({ err: error }, "scheduled tick failed"))
        .finally(() => {
          running = null;
        });
      return running;
    },
  );

  return {
    tick,
    start(): void {
      cron.resume();
    },
    async stop() {
      cron.stop();
      abort.abort();
      await running;
    },
  };
}
