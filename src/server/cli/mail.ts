import pino from "pino";
import { loadConfig, ConfigError } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { runMigrations } from "../db/migrate";
import { createSmtpSender } from "../integrations/smtp";
import { createIdeasRepo } from "../modules/ideas/ideas.repo";
import { createIdeasService } from "../modules/ideas/ideas.service";
import { utcDay } from "../../shared/utc-dates";
import { createMailRepo } from "../modules/mail/mail.repo";
import { createMailService } from "../modules/mail/mail.service";
import { createMailJobs } from "../modules/mail/mail-jobs";

const USAGE = `Usage: npm run mail -- send-daily [--date YYYY-MM-DD]
  Sends the daily idea e-mail for the day (default today, UTC) with the same guarantees as the
  schedule: each address at most once a day, across restarts and instances.`;

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  const date = option(argv, "--date") ?? utcDay(new Date());
  if (command !== "send-daily" || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config.database);
  const smtp = config.smtpUrl ? createSmtpSender(config.smtpUrl, (error) => log.warn({ err: error }, "SMTP connection error")) : null;
  try {
    await runMigrations(database);
    const mailRepo = createMailRepo(database.db);
    // Leases are shortened only by the exactly-once test, which kills this process on purpose.
    const leaseMs = config.mailJobLeaseMs;
    const mail = createMailService({ repo: mailRepo, smtp, from: config.mailFrom, log, ratePerSecond: config.mailRatePerSecond, claimLeaseMs: leaseMs });
    const ideasRepo = createIdeasRepo(database.db);
    const jobs = createMailJobs({
      db: database.db,
      mail,
      mailRepo,
      ideas: createIdeasService({ repo: ideasRepo }),
      ideasRepo,
      appUrl: config.appUrl,
      secret: config.authSecret,
      log,
      leaseMs,
    });
    const result = await jobs.runDailySend(date);
    const counts = Object.entries(result.mail).map(([status, n]) => `${n} ${status}`).join(", ") || "none";
    if (result.status === "skipped") console.log(`${date}: another process is sending this day's e-mail right now, or it finished already. Mail so far: ${counts}.`);
    else if (result.status === "no_idea") console.log(`${date}: no published idea to send.`);
    else console.log(`${date}: ${result.recipients} recipients; mail ${counts}${smtp ? "" : " (no SMTP_URL: kept in the outbox)"}.`);
    return 0;
  } finally {
    smtp?.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nThe running app sends the daily e-mail itself; to send now, use "Send today's e-mail" in /admin/outbox, or stop the app and run this again.`);
    } else if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
