import { mkdirSync, writeFileSync } from "node:fs";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { signStripePayload } from "../src/server/integrations/stripe";
import { testConfig } from "../src/server/test/test-app";
import { startStripePeer } from "../src/server/test/stripe-peer";

/**
 * Webhook throughput: N distinct signed invoice.paid events (each a new payment) posted over HTTP
 * with C in flight to the real server on a throwaway PostgreSQL database, then the same N again
 * (all duplicates). Reports events/s, latency percentiles and that exactly N payments exist.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/billing.ts [--count 2000] [--concurrency 10]
 */
const args = process.argv.slice(2);
const count = Number(args.includes("--count") ? args[args.indexOf("--count") + 1] : 2000);
const concurrency = Number(args.includes("--concurrency") ? args[args.indexOf("--concurrency") + 1] : 10);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("Set TEST_DATABASE_URL to a PostgreSQL server where databases may be created");

const SECRET = "whsec_bench";
const PRICE = "price_bench_pro_month";
const name = `ideadeck_billbench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const peer = await startStripePeer();
const database = await openDatabase({ kind: "postgres", url: url.toString() });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function fire(base: string, payloads: string[]) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < payloads.length) {
        const payload = payloads[next++]!;
        const t0 = performance.now();
        const response = await fetch(`${base}/api/v1/billing/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signStripePayload(payload, SECRET) },
          body: payload,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    eventsPerSecond: Math.round(payloads.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    statuses: Object.fromEntries(statuses),
  };
}

try {
  await runMigrations(database);
  const config = testConfig({
    stripe: { secretKey: "sk_test_bench", webhookSecret: SECRET, prices: { starter: {}, pro: { month: PRICE } }, portal: false, apiUrl: peer.url },
  });
  const app = await buildApp({ config, database, smtp: null });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  // 100 customers, each paying many invoices.
  const customers: string[] = [];
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  for (let i = 0; i < 100; i++) {
    const id = `bench-user-${i}`;
    await db.query(`insert into users (id, name, email, email_verified) values ($1, $1, $1 || '@example.com', true)`, [id]);
    await db.query(`insert into profiles (id, stripe_customer_id) values ($1, $2)`, [id, `cus_bench_${i}`]);
    customers.push(`cus_bench_${i}`);
  }
  const created = Math.floor(Date.now() / 1000);
  const payloads = Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      id: `evt_bench_${i}`,
      object: "event",
      type: "invoice.paid",
      created,
      data: {
        object: {
          id: `in_bench_${i}`,
          object: "invoice",
          customer: customers[i % customers.length],
          amount_paid: 9900,
          currency: "usd",
          created,
          hosted_invoice_url: null,
          parent: { subscription_details: { subscription: `sub_bench_${i % customers.length}` } },
          lines: { data: [{ pricing: { price_details: { price: PRICE } } }] },
          payments: { data: [{ payment: { payment_intent: `pi_bench_${i}` } }] },
        },
      },
    }),
  );

  const fresh = await fire(base, payloads);
  const repeated = await fire(base, payloads);
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from payments`);
  await db.end();
  await app.close();
  const result = { count, concurrency, database: "PostgreSQL", fresh, duplicates: repeated, paymentsStored: Number(rows[0]!.n) };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/billing-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify(result, null, 2));
} finally {
  await database.close();
  await peer.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
