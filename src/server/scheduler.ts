import { Cron } from "croner";
import type { FastifyBaseLogger } from "fastify";
import type { SettingsReader } from "./modules/settings/index";
import type { IdeasService } from "./modules/ideas/index";
import { utcDay, utcMidnightPlusDays, utcWeekStart } from "../shared/utc-dates";
import type { MailJobs, MailService, WelcomeService } from "./modules/mail/index";
import type { RateLimiter } from "./modules/rate-limit/index";

/**
 * One tick a minute, on every instance: the day's idea is picked after 00:00 UTC; from the admin's
 * send time (default 09:00 UTC) the daily e-mail runs, once, wherever its lease is free; on Mondays
 * the trend alert does the same; trending's rankings are rebuilt in the background; welcomes that failed are sent again; and mail waiting for a retry
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
  /** Starts trending's rebuild in the background when due (it takes its own lease and may run long). */
  refreshTrending?: (now: Date) => void;
  /** Mails savers about material idea changes not yet told (those the seed recorded; issue 27). */
  notifyIdeaChanges?: () => Promise<unknown>;
  /** Starts the source link checker in the background when due (it takes its own lease; issue 27). */
  checkSourceLinks?: () => void;
  /** Test-mode billing only: renews or ends subscriptions whose period is over. */
  advanceTestClock?: () => Promise<unknown>;
}) {
  let running: Promise<void> | null = null;
  const abort = new AbortController();

  /**
   * The minute's steps, each on its own: one that fails (a mail server down, a lock timeout) is
   * logged under its name and the rest still run, so a broken daily e-mail never stops mail retries,
   * the test clock or the database upkeep.
   */
  function steps(now: Date): [name: string, run: () => Promise<unknown>][] {
    const day = utcDay(now);
    return [
      ["daily idea", () => deps.ideas.forDay(day)],
      ["trending rebuild", async () => deps.refreshTrending?.(now)],
      ["daily e-mail", () => sendDailyMail(now, day)],
      ["trend alert", () => sendTrendAlert(now)],
      ["welcome catch-up", () => deps.welcome.catchUp(now)],
      ["idea change mail", async () => deps.notifyIdeaChanges?.()],
      ["source link check", async () => deps.checkSourceLinks?.()],
      ["mail delivery", () => deps.mail.deliverDue({ limit: 500, signal: abort.signal })],
      ["rate-limit prune", () => deps.rateLimits.prune(new Date(now.getTime() - 86_400_000))],
      ["test-mode billing clock", async () => deps.advanceTestClock?.()],
      ["database upkeep", async () => (now.getUTCMinutes() === 17 ? deps.maintainDatabase?.({ vacuum: now.getUTCHours() === 3 }) : undefined)],
    ];
  }

  /** True from the admin's send time (default 09:00 UTC) to the day's end, when the daily e-mail is on. */
  async function pastSendTime(now: Date): Promise<boolean> {
    const { emailSettings } = await deps.settings.get();
    const [hours, minutes] = emailSettings.dailyEmailTime.split(":").map(Number) as [number, number];
    const sendAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes);
    return emailSettings.dailyEmailEnabled && now.getTime() >= sendAt;
  }

  async function sendDailyMail(now: Date, day: string): Promise<void> {
    if (!(await pastSendTime(now))) return;
    const run = await deps.jobs.leases.get(`daily-send:${day}`);
    if (run?.status !== "succeeded") await deps.jobs.runDailySend(day, { signal: abort.signal });
  }

  /** Mondays, at the daily e-mail's time: the week's most-read ideas. */
  async function sendTrendAlert(now: Date): Promise<void> {
    if (now.getUTCDay() !== 1 || !(await pastSendTime(now))) return;
    const week = utcWeekStart(now);
    const alert = await deps.jobs.leases.get(`trend-alert:${week}`);
    if (alert?.status !== "succeeded") await deps.jobs.runTrendAlert(week, utcDay(utcMidnightPlusDays(now, -6)));
  }

  /** Runs the minute's steps in order; answers the names of those that failed (each is logged). */
  async function tick(now = new Date()): Promise<string[]> {
    const failed: string[] = [];
    for (const [name, run] of steps(now)) {
      try {
        await run();
      } catch (error) {
        failed.push(name);
        deps.log.error({ err: error, step: name }, `scheduled step failed: ${name}`);
      }
    }
    return failed;
  }

  const cron = new Cron(
    "0 * * * * *",
    { paused: true, protect: true, timezone: "UTC" },
    () => {
      running = tick()
        .then(
          () => undefined,
          (error: unknown) => deps.log.error({ err: error }, "scheduled tick failed"),
        )
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
