import pino from "pino";
import { loadConfig, ConfigError } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { runMigrations } from "../db/migrate";
import { createServices } from "../services";
import { utcDay } from "../../shared/utc-dates";

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
  const services = createServices({ config, database, log });
  const smtp = services.smtpSender;
  try {
    await runMigrations(database);
    const jobs = services.mailJobs;
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
