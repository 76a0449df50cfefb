import { spawn } from "node:child_process";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { profiles, users } from "../../src/server/db/schema";

const url = process.env.DATABASE_URL!;
const PORT = 3432;
const base = `http://localhost:${PORT}`;
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  env: { ...process.env, PORT: String(PORT), APP_URL: base, LOG_LEVEL: "warn", NODE_ENV: "production", PAYMENTS_TEST_MODE: "true", BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00" },
  stdio: "inherit",
});
process.on("exit", () => server.kill());
for (;;) { try { if ((await fetch(`${base}/readyz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const headers = { "content-type": "application/json", origin: base };
const email = `cq-${Date.now()}@example.com`;
await fetch(`${base}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ name: "B", email, password: "bench password 123" }) });
const database = await openDatabase({ kind: "postgres", url });
const [u] = await database.db.update(users).set({ emailVerified: true }).where(inArray(users.email, [email])).returning({ id: users.id });
await database.db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, u!.id));
await database.close();
const res = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password: "bench password 123" }) });
const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
await fetch(`${base}/api/v1/founder-fit/settings`, { method: "PUT", headers: { ...headers, cookie }, body: JSON.stringify({ profile: { skills: ["web"], skillsOther: "", hoursPerWeek: 10, budgetUsd: 1000, markets: ["fintech"], riskAppetite: "medium", audience: "b2b", regulatedData: false }, weights: null }) });
const client = new pg.Client(url); await client.connect();
const stats = async () => (await client.query(`select relname, coalesce(seq_scan,0)+coalesce(idx_scan,0) as scans, n_tup_upd + n_tup_ins as writes from pg_stat_user_tables`)).rows as { relname: string; scans: string; writes: string }[];
const xacts = async () => Number((await client.query(`select xact_commit from pg_stat_database where datname = current_database()`)).rows[0].xact_commit);
for (const path of (process.argv[2] ?? "/api/v1/founder-fit/ideas?order=for-you&page=PAGE").split(",")) {
  for (let i = 0; i < 5; i++) await fetch(base + path.replace("PAGE", String(i + 1)), { headers: { cookie } });
  await new Promise((r) => setTimeout(r, 700));
  if (process.env.TRACE) { await client.query("alter system set log_min_duration_statement = 0"); await client.query("select pg_reload_conf()"); await new Promise((r) => setTimeout(r, 300)); }
  const before = await stats(); const x0 = await xacts();
  const N = Number(process.env.N ?? 100);
  for (let i = 0; i < N; i++) { const r = await fetch(base + path.replace("PAGE", String((i % 20) + 1)), { headers: { cookie } }); await r.arrayBuffer(); }
  await new Promise((r) => setTimeout(r, 700));
  if (process.env.TRACE) { await client.query("alter system reset log_min_duration_statement"); await client.query("select pg_reload_conf()"); }
  const after = await stats(); const x1 = await xacts();
  console.log(`${path}: ${((x1 - x0 - 2) / N).toFixed(2)} transactions per request`);
  for (const row of after) { const b = before.find((r) => r.relname === row.relname)!; const d = Number(row.scans) - Number(b.scans); const w = Number(row.writes) - Number(b.writes); if (d || w) console.log(`  ${row.relname}: ${(d / N).toFixed(2)} scans, ${(w / N).toFixed(2)} writes per request`); }
}
await client.end(); server.kill(); process.exit(0);
