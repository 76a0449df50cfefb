import pino from "pino";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { createJobLeases } from "../src/server/modules/jobs/index";
import { createJobLeaseRepo } from "../src/server/modules/jobs/job-lease.repo";
import { createVerificationRepo } from "../src/server/modules/verification/verification.repo";
import { createVerificationService } from "../src/server/modules/verification/verification.service";

/**
 * The admin re-verification queue (GET /api/v1/admin/verification) at catalogue scale: builds it N
 * times from the database DATABASE_URL (or DATA_DIR) names, e.g. one bench/generate-ideas.ts filled,
 * and prints each build's time, the answer's size and the process's peak RSS and heap while building.
 *   DATABASE_URL=postgres://... node --import tsx bench/verification-queue.ts [--runs 3]
 */
const args = process.argv.slice(2);
const runs = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 3);
const config = loadConfig();
const database = await openDatabase(config.database);
const { db } = database;
const service = createVerificationService({
  repo: createVerificationRepo(db),
  leases: createJobLeases(createJobLeaseRepo(db)),
  audit: async () => undefined,
  config: { ...config.linkCheck, enabled: false },
  appUrl: config.appUrl,
  log: pino({ level: "silent" }),
});

let peakRss = 0;
let peakHeap = 0;
const sample = setInterval(() => {
  const memory = process.memoryUsage();
  peakRss = Math.max(peakRss, memory.rss);
  peakHeap = Math.max(peakHeap, memory.heapUsed);
}, 20);
const rssBefore = process.memoryUsage().rss;
for (let run = 1; run <= runs; run++) {
  const started = performance.now();
  const queue = await service.queue();
  const ms = performance.now() - started;
  const bytes = Buffer.byteLength(JSON.stringify(queue));
  const due = (queue as { totalDue?: number }).totalDue ?? queue.ideas.length;
  console.log(
    `run ${run}: ${(ms / 1000).toFixed(2)} s, ${queue.ideas.length} due ideas listed of ${due}, ${queue.failingLinks.length} failing links, ${queue.linkCheck.sources} cited links, answer ${(bytes / 1e6).toFixed(2)} MB`,
  );
}
clearInterval(sample);
console.log(`RSS before ${(rssBefore / 1e6).toFixed(0)} MB, peak ${(peakRss / 1e6).toFixed(0)} MB; peak heap ${(peakHeap / 1e6).toFixed(0)} MB`);
await database.close();
