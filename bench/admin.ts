import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { users } from "../src/server/db/schema";
import { testConfig } from "../src/server/test/test-app";
import { createTestDatabase } from "../src/server/test/test-database";

/**
 * The admin reporting endpoints on PostgreSQL at scale: a throwaway database (TEST_DATABASE_URL's
 * server) with 10,000 users, 100,000 ideas, 200,000 views over 90 days, payments, saves and audit
 * entries; each endpoint asked N times in turn through the app (in process), p50 and p99 printed.
 *   TEST_DATABASE_URL=postgres://... node --import tsx bench/admin.ts [--runs 50] [--keep]
 * --keep leaves the database in place (its name is printed) for EXPLAIN ANALYZE by hand.
 */
process.env.TEST_DB = "postgres";
if (!process.env.TEST_DATABASE_URL) throw new Error("Set TEST_DATABASE_URL to a PostgreSQL server where databases may be created");
const args = process.argv.slice(2);
const runs = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 50);
const keep = args.includes("--keep");

const database = await createTestDatabase();
const { db } = database;
const started = Date.now();
await db.execute(sql`
  insert into users (id, name, email, email_verified, created_at, updated_at)
  select 'bench-' || g, 'Bench ' || g, 'bench' || g || '@example.com', true, now() - (g % 400) * interval '1 day' - (g % 24) * interval '1 hour', now()
  from generate_series(1, 10000) g`);
await db.execute(sql`
  insert into profiles (id, subscription_tier, subscription_status, subscription_interval, created_at, updated_at, last_seen_at)
  select 'bench-' || g,
    (array['free','free','free','free','starter','pro','lifetime'])[1 + g % 7]::subscription_tier,
    (array['active','active','active','cancelled','past_due'])[1 + g % 5]::subscription_status,
    (case when g % 7 in (4, 5) then (array['month','year'])[1 + g % 2] end)::billing_interval,
    now() - (g % 400) * interval '1 day', now(), now() - (g % 60) * interval '1 day'
  from generate_series(1, 10000) g`);
await db.execute(sql`
  insert into ideas (slug, title, tagline, category, status, view_count, created_at, published_at)
  select 'bench-idea-' || g, 'Bench idea ' || g, 'A synthetic idea for the admin bench', 'saas',
    (array['published','published','published','draft','archived'])[1 + g % 5]::idea_status, g % 500,
    now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day'
  from generate_series(1, 100000) g`);
await db.execute(sql`
  insert into idea_views (idea_id, viewer_key, day, user_id, created_at)
  select i.id, 'viewer-' || g, (now() - (g % 90) * interval '1 day')::date, null, now() - (g % 90) * interval '1 day'
  from generate_series(1, 200000) g
  join lateral (select id from ideas where slug = 'bench-idea-' || (1 + (g * 7919) % 100000)) i on true`);
await db.execute(sql`
  insert into payments (user_id, provider, provider_payment_id, tier, interval, amount_cents, status, created_at)
  select 'bench-' || g, 'test', 'bench-pay-' || g, 'pro', 'month', 9900, 'paid', now() - (g % 365) * interval '1 day'
  from generate_series(1, 5000) g`);
await db.execute(sql`
  insert into subscription_events (user_id, event_type, amount_cents, created_at)
  select 'bench-' || g, (array['subscription.created','payment.succeeded','payment.refunded'])[1 + g % 3], case when g % 3 = 2 then -9900 else 9900 end, now() - (g % 365) * interval '1 day'
  from generate_series(1, 6000) g`);
await db.execute(sql`
  insert into saved_ideas (user_id, idea_id, created_at)
  select 'bench-' || (1 + g % 10000), i.id, now() - (g % 90) * interval '1 day'
  from generate_series(1, 20000) g
  join lateral (select id from ideas where slug = 'bench-idea-' || (1 + (g * 104729) % 100000)) i on true
  on conflict do nothing`);
await db.execute(sql`
  insert into audit_log (actor_email, action, target_type, target_id, before, after, created_at)
  select 'bench' || (g % 5) || '@example.com', (array['idea.update','user.tier','settings.update'])[1 + g % 3], 'idea', 'target-' || g, '{"a":1}', '{"a":2}', now() - (g % 365) * interval '1 day'
  from generate_series(1, 10000) g`);
await db.execute(sql`analyze`);
console.log(`fixtures in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const app = await buildApp({ config: testConfig(), database, smtp: null });
await app.ready();
const email = "bench-admin@example.com";
const password = "bench password 123";
await app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: { name: "Bench Admin", email, password } });
await db.update(users).set({ emailVerified: true, role: "admin" }).where(eq(users.email, email));
const signIn = await app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });
const cookie = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");

const urls = [
  "/api/v1/admin/stats",
  "/api/v1/admin/stats?range=90d",
  "/api/v1/admin/stats?range=12m",
  "/api/v1/admin/quick-stats",
  "/api/v1/admin/analytics?period=24h",
  "/api/v1/admin/analytics?period=7d",
  "/api/v1/admin/analytics?period=90d",
  "/api/v1/admin/audit",
  "/api/v1/admin/users",
  "/api/v1/admin/users?search=user1&tier=pro&sort=last_seen&order=desc",
  "/api/v1/admin/ideas",
  "/api/v1/admin/ideas?search=reconciler&status=published&category=fintech",
  "/api/v1/admin/subscriptions",
  "/api/v1/admin/subscriptions/metrics?period=12m",
  "/api/v1/admin/audit?actor=bench1&action=idea.update&page=20",
];
const rows = [];
for (const url of urls) {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= 3) times.push(performance.now() - t0); // the first three warm the pool and plans
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
  rows.push({ url, p50ms: at(0.5), p99ms: at(0.99) });
}
console.table(rows);
await app.close();
if (keep) console.log(`kept database ${database.url}`);
else await database.destroy();
