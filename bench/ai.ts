import { eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { profiles, users, ideas } from "../src/server/db/schema";
import { IDEAS_DIR } from "../src/server/paths";
import { createTestApp, signUpVerified } from "../src/server/test/test-app";
import { setRole } from "../src/server/modules/auth/index";

/**
 * The AI tools on the built-in analyst, over real HTTP: a full validation report, and a chat
 * answer's time to the first streamed piece and to its end. 20 runs each after 2 untimed warm-ups;
 * prints the median and the slowest (ms). Runs on a throwaway embedded database seeded from data/ideas.
 *   node --import tsx bench/ai.ts [--runs 20]
 */
const args = process.argv.slice(2);
const runs = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 20);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
try {
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  // Lifetime's fair-use cap (1,000) leaves room for every run.
  const email = "bench-ai@example.com";
  const client = await signUpVerified(t, email);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.database.db.update(profiles).set({ subscriptionTier: "lifetime", subscriptionStatus: "active" }).where(eq(profiles.id, user!.id));
  const headers = { cookie: client.cookieHeader(), "content-type": "application/json", origin: "http://localhost:3999" };
  const [idea] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.status, "published")).limit(1);

  async function validation(): Promise<number> {
    const started = performance.now();
    const res = await fetch(`${address}/api/v1/validate`, {
      method: "POST",
      headers,
      body: JSON.stringify({ idea: "A renewal tracker for small web agencies that warns before a client's domain or SSL certificate expires" }),
    });
    if (!res.ok) throw new Error(`validate answered ${res.status}: ${await res.text()}`);
    await res.json();
    return performance.now() - started;
  }

  async function chat(): Promise<{ first: number; total: number }> {
    const started = performance.now();
    const res = await fetch(`${address}/api/v1/ai-chat/message`, {
      method: "POST",
      headers: { ...headers, accept: "text/event-stream" },
      body: JSON.stringify({ message: "Who are the competitors, and how should I price it?", ideaId: idea!.id }),
    });
    if (!res.ok || !res.body) throw new Error(`chat answered ${res.status}`);
    let first = 0;
    let text = "";
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!first && text.includes('"type":"delta"')) first = performance.now() - started;
    }
    return { first, total: performance.now() - started };
  }

  // The admin idea generator runs as an admin (the same account, granted the role).
  await setRole(t.database.db, email, "admin", { id: null, label: "bench" });
  async function generation(): Promise<number> {
    const started = performance.now();
    const res = await fetch(`${address}/api/v1/admin/generate-idea`, {
      method: "POST",
      headers,
      body: JSON.stringify({ category: "saas", prompt: "Invoice chasing assistant for freelance designers" }),
    });
    if (!res.ok) throw new Error(`generate-idea answered ${res.status}: ${await res.text()}`);
    await res.json();
    return performance.now() - started;
  }

  for (let i = 0; i < 2; i++) {
    await validation();
    await chat();
    await generation();
  }
  const generations: number[] = [];
  const validations: number[] = [];
  const firsts: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < runs; i++) {
    validations.push(await validation());
    const { first, total } = await chat();
    firsts.push(first);
    totals.push(total);
    generations.push(await generation());
  }
  console.log(`AI tools on the built-in analyst, ${runs} runs each, ${t.database.kind ?? "embedded"} database`);
  console.log(`| measure | median | slowest |\n|---|---|---|`);
  console.log(`| full validation report (POST /api/v1/validate) | ${ms(median(validations))} | ${ms(Math.max(...validations))} |`);
  console.log(`| chat: first streamed piece | ${ms(median(firsts))} | ${ms(Math.max(...firsts))} |`);
  console.log(`| chat: whole answer | ${ms(median(totals))} | ${ms(Math.max(...totals))} |`);
  console.log(`| admin idea draft (POST /api/v1/admin/generate-idea) | ${ms(median(generations))} | ${ms(Math.max(...generations))} |`);
} finally {
  await t.close();
}
