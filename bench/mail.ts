import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import pg from "pg";
import { startSmtpPeer } from "../src/server/test/smtp-peer";

/**
 * Send rate of the daily idea e-mail: N subscribers in a throwaway PostgreSQL database, the real
 * `npm run mail -- send-daily` process, and a local SMTP server (in this process) receiving.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/mail.ts [--count 10000] [--rate 1000]
 */
const args = process.argv.slice(2);
const count = Number(args.includes("--count") ? args[args.indexOf("--count") + 1] : 10_000);
const rate = Number(args.includes("--rate") ? args[args.indexOf("--rate") + 1] : 1000);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("Set TEST_DATABASE_URL to a PostgreSQL server where databases may be created");

const name = `ideadeck_mailbench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const smtp = await startSmtpPeer();
const env = { ...process.env, DATABASE_URL: url.toString(), SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: String(rate), LOG_LEVEL: "warn" };

function run(cmd: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...cmd], { env, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd.join(" ")} exited ${code}`))));
  });
}

try {
  await run(["src/server/cli/seed.ts"]);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(`insert into email_subscribers (email, source) select 'reader' || g || '@example.com', 'bench' from generate_series(1, $1) g`, [count]);
  await db.end();

  const started = Date.now();
  await run(["src/server/cli/mail.ts", "send-daily"]);
  const seconds = (Date.now() - started) / 1000;
  const counts = smtp.countsByAddress();
  const duplicates = [...counts.values()].filter((n) => n > 1).length;
  const result = { subscribers: count, received: smtp.inbox.length, distinctAddresses: counts.size, duplicates, seconds: Number(seconds.toFixed(1)), mailsPerSecond: Math.round(smtp.inbox.length / seconds), configuredRate: rate };
  console.log(JSON.stringify(result));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/mail-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify(result, null, 2));
} finally {
  await smtp.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
