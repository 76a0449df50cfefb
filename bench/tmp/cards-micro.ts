import { and, eq, inArray, sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { ideas } from "../../src/server/db/schema";
import { cardColumns } from "../../src/server/modules/ideas/catalogue-lists.repo";
const database = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! });
const db = database.db;
const all = (await db.select({ id: ideas.id }).from(ideas).limit(5000)).map((r) => r.id);
const pick = (i: number) => all.slice((i * 12) % 4980, ((i * 12) % 4980) + 12);
const prepared = db.select(cardColumns).from(ideas).where(and(eq(ideas.status, "published"), sql`${ideas.id} = any(${sql.placeholder("ids")}::uuid[])`)).prepare("cards_by_ids");
async function time(name: string, fn: (ids: string[]) => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn(pick(i));
  const n = 3000; const start = process.hrtime.bigint(); const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn(pick(i));
  const wall = Number(process.hrtime.bigint() - start) / 1e6 / n; const cpu = process.cpuUsage(cpu0);
  console.log(`${name}: ${(wall * 1000).toFixed(0)} µs wall, ${((cpu.user + cpu.system) / n).toFixed(0)} µs node CPU per call`);
}
await time("drizzle inArray", (ids) => db.select(cardColumns).from(ideas).where(and(eq(ideas.status, "published"), inArray(ideas.id, ids))));
await time("drizzle prepared any()", (ids) => prepared.execute({ ids }));
await time("drizzle prepared any() x2 sequential", async (ids) => { await prepared.execute({ ids }); });
await database.close();
