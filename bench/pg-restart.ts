/**
 * PostgreSQL restarted under write load (issue 21): a private PostgreSQL server (its own data
 * directory and port, never the shared one), several app instances on it, clients subscribing
 * addresses as fast as they can, and the server restarted (and every backend terminated) meanwhile.
 * Prints, per instance, whether it survived, and how many acknowledged writes the database lost.
 *
 *   node --import tsx bench/pg-restart.ts [--instances 3] [--seconds 20] [--clients 12]
 *
 * Needs the PostgreSQL server binaries (Debian's postgresql-15) and, as root, the `postgres` user to
 * run them (initdb refuses root). Manual: not part of the test suite.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const { values } = parseArgs({
  options: { instances: { type: "string", default: "3" }, seconds: { type: "string", default: "20" }, clients: { type: "string", default: "12" } },
});
const INSTANCES = Number(values.instances);
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const PG_PORT = 55432;
const APP_PORT = 3210;
const BIN = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" }).stdout.trim() || "/usr/lib/postgresql/15/bin";
const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]): void {
  const quoted = [path.join(BIN, command), ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  const result = asRoot ? spawnSync("su", ["postgres", "-c", quoted], { encoding: "utf8" }) : spawnSync(path.join(BIN, command), args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

const work = mkdtempSync(path.join(tmpdir(), "ideadeck-pg-restart-"));
chmodSync(work, 0o777);
const pgData = path.join(work, "pgdata");
const pgLog = path.join(work, "postgres.log");
const adminUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
const appUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/ideadeck`;
const instances: Array<{ port: number; child: ChildProcess; exited: number | null; output: string }> = [];

async function waitReady(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance on ${port} did not answer in 120 s`);
}

function startInstance(index: number): (typeof instances)[number] {
  const port = APP_PORT + index;
  const env = {
    ...process.env,
    NODE_ENV: "development",
    DATABASE_URL: appUrl,
    DATA_DIR: path.join(work, `app-${index}`),
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "error",
    TRUST_PROXY: "true",
    SMTP_URL: "",
  };
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const instance = { port, child, exited: null as number | null, output: "" };
  child.stdout!.on("data", (chunk: Buffer) => (instance.output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (instance.output += chunk.toString()));
  child.on("exit", (code) => (instance.exited = code ?? -1));
  instances.push(instance);
  return instance;
}

/** One client: subscribes fresh addresses through instance after instance, remembering each one acknowledged. */
async function client(id: number, until: number, acknowledged: string[], counts: { sent: number; failed: number; timedOut: number }): Promise<void> {
  let n = 0;
  while (Date.now() < until) {
    const instance = instances[n % instances.length]!;
    const email = `drill-${id}-${n}@restart.example`;
    n++;
    counts.sent++;
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}/api/v1/subscribers`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://127.0.0.1:${instance.port}`, "x-forwarded-for": `10.${id}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({ email, source: "homepage" }),
        // A request the server never answers is a stall worth counting, not a reason to wait forever.
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) acknowledged.push(email);
      else counts.failed++;
      await response.arrayBuffer();
    } catch (error) {
      counts.failed++;
      if ((error as Error).name === "TimeoutError") counts.timedOut++;
    }
  }
}

async function main(): Promise<void> {
  run("initdb", ["-D", pgData, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  run("pg_ctl", ["-D", pgData, "-l", pgLog, "-o", `-p ${PG_PORT} -k ${work} -c listen_addresses=127.0.0.1`, "-w", "start"]);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("CREATE DATABASE ideadeck");
  await admin.end();

  // The first instance migrates and seeds; the others start on the ready database.
  await waitReady(startInstance(0).port, instances[0]!.child);
  for (let i = 1; i < INSTANCES; i++) startInstance(i);
  await Promise.all(instances.slice(1).map((instance) => waitReady(instance.port, instance.child)));
  console.log(`${INSTANCES} instances ready on PostgreSQL at port ${PG_PORT}; ${CLIENTS} clients for ${SECONDS} s`);

  const acknowledged: string[] = [];
  const counts = { sent: 0, failed: 0, timedOut: 0 };
  const until = Date.now() + SECONDS * 1000;
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id, until, acknowledged, counts)));

  await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 4));
  const restartStarted = Date.now();
  // -l: a postmaster that kept our pipes as its stdout would keep spawnSync waiting forever.
  run("pg_ctl", ["-D", pgData, "-l", pgLog, "-m", "fast", "-w", "restart", "-o", `-p ${PG_PORT} -k ${work} -c listen_addresses=127.0.0.1`]);
  console.log(`PostgreSQL restarted (fast) in ${Date.now() - restartStarted} ms, ${acknowledged.length} writes acknowledged before`);

  await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 4));
  const killer = new pg.Client({ connectionString: adminUrl });
  await killer.connect();
  const killed = await killer.query("select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = 'ideadeck'");
  await killer.end();
  console.log(`terminated ${killed.rows[0].n} backends of the app`);

  await load;
  const check = new pg.Client({ connectionString: appUrl });
  await check.connect();
  const stored = new Set((await check.query<{ email: string }>("select email from email_subscribers where email like 'drill-%'")).rows.map((r) => r.email));
  await check.end();
  const lost = acknowledged.filter((email) => !stored.has(email));

  const alive = await Promise.all(
    instances.map(async (instance) => {
      if (instance.exited !== null) return false;
      try {
        return (await fetch(`http://127.0.0.1:${instance.port}/readyz`)).ok;
      } catch {
        return false;
      }
    }),
  );
  console.log(`requests sent:          ${counts.sent}`);
  console.log(`acknowledged (2xx):     ${acknowledged.length}`);
  console.log(`refused or failed:      ${counts.failed} (during the restart and the termination)`);
  console.log(`unanswered after 10 s:  ${counts.timedOut}`);
  console.log(`acknowledged but lost:  ${lost.length}`);
  console.log(`instances alive, ready: ${alive.filter(Boolean).length} of ${instances.length}`);
  for (const [i, instance] of instances.entries()) {
    if (!alive[i]) console.log(`instance ${i} (port ${instance.port}) exited with ${instance.exited}; last output:\n${instance.output.slice(-2000)}`);
  }
  process.exitCode = lost.length === 0 && alive.every(Boolean) ? 0 : 1;
}

try {
  await main();
} finally {
  for (const instance of instances) instance.child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  try {
    run("pg_ctl", ["-D", pgData, "-m", "immediate", "stop"]);
  } catch {
    // already stopped
  }
  rmSync(work, { recursive: true, force: true });
}
