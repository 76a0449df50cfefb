import path from "node:path";
import { CATEGORIES } from "../src/shared/categories";
import type { IdeaFile } from "../src/shared/schemas/idea";
import { CATEGORY_MINIMUM, checkCatalogue, IdeaFileError, parseIdeaFiles, refusesRelativePhrasesAndNearCopies } from "../src/server/seed/load-idea-files";
import { addDays, findNearCopies, findRelativePhrases, hasRegulatoryWhyNow, OUTCOME_GRACE_DAYS, pastTriggersWithoutOutcome, utcDay } from "../src/server/seed/catalogue-rules";
import { IDEAS_DIR } from "../src/server/paths";

/**
 * The catalogue's report (issue 24): counts, shares and correlations against their goals, and every
 * place a writing rule is broken. It reports; the seed is what refuses. The exit code is 1 only when
 * the seed itself would refuse these files (a schema error, a passed trigger without an outcome...).
 *
 * With no argument: the shipped catalogue, held to its per-category minimum as the seed holds it.
 * With a directory: those files alone (a writer checking new ideas), without the minimum.
 */
const GOALS = { perCategory: 20, regulatoryShareMax: 0.5, buyerVoiceShareMin: 0.8, correlationMax: 0.6 } as const;

const dir = path.resolve(process.argv[2] ?? IDEAS_DIR);
const today = utcDay(new Date());
let ideas: IdeaFile[];
try {
  ideas = parseIdeaFiles(dir);
} catch (error) {
  if (!(error instanceof IdeaFileError)) throw error;
  console.error(`seed would refuse: ${error.message}`);
  process.exit(1);
}
const published = ideas.filter((i) => i.status === "published");
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : "n/a");
const mark = (ok: boolean) => (ok ? "ok" : "MISSED");

console.log(`${ideas.length} files, ${published.length} published, ${published.filter((i) => i.is_pro_pick).length} Pro Picks (checked ${today})`);

console.log(`\npublished per category (goal >= ${GOALS.perCategory}):`);
for (const category of CATEGORIES) {
  const n = published.filter((i) => i.category === category).length;
  console.log(`  ${category.padEnd(16)} ${String(n).padStart(4)}${n < GOALS.perCategory ? "  < 20" : ""}`);
}

const regulatory = published.filter(hasRegulatoryWhyNow).length;
const withVoice = published.filter((i) => (i.buyer_voice?.length ?? 0) > 0).length;
console.log(`\nregulatory why-now (docs/scoring.md): ${regulatory} of ${published.length} = ${percent(regulatory, published.length)} (goal <= 50%: ${mark(regulatory <= GOALS.regulatoryShareMax * published.length)})`);
console.log(`buyer voice:                          ${withVoice} of ${published.length} = ${percent(withVoice, published.length)} (goal >= 80%: ${mark(withVoice >= GOALS.buyerVoiceShareMin * published.length)})`);

function pearson(xs: number[], ys: number[]): number {
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    dx += (xs[i]! - mx) ** 2;
    dy += (ys[i]! - my) ** 2;
  }
  return dx && dy ? num / Math.sqrt(dx * dy) : Number.NaN;
}
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))]!;
if (published.length > 1) {
  const series: Record<string, number[]> = {
    opportunity: published.map((i) => i.scores.opportunity),
    problem: published.map((i) => i.scores.problem),
    feasibility: published.map((i) => i.scores.feasibility),
    why_now: published.map((i) => i.scores.why_now),
    execution_difficulty: published.map((i) => i.execution_difficulty),
  };
  console.log("\nscore: min / median / max");
  for (const [name, values] of Object.entries(series)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`  ${name}: ${sorted[0]} / ${quantile(sorted, 0.5)} / ${sorted.at(-1)}`);
  }
  const correlations: [string, number, string][] = [
    ["feasibility vs execution difficulty", pearson(series.feasibility!, series.execution_difficulty!), `goal |r| <= ${GOALS.correlationMax}`],
    ["opportunity vs revenue_potential.max", pearson(series.opportunity!, published.map((i) => i.revenue_potential.max)), `goal |r| <= ${GOALS.correlationMax}`],
    ["opportunity vs direct competitors named", pearson(series.opportunity!, published.map((i) => i.competitive_landscape.direct_competitors.length)), "goal: negative"],
  ];
  console.log("\ncorrelations (Pearson r over published ideas):");
  for (const [name, r, goal] of correlations) {
    const ok = goal.startsWith("goal |r|") ? Math.abs(r) <= GOALS.correlationMax : r < 0;
    console.log(`  ${name.padEnd(40)} ${r.toFixed(2).padStart(6)}  (${goal}: ${mark(ok)})`);
  }
}

// The rules below apply to every file, published or not, as the seed applies them.
const relative = ideas.flatMap((idea) => findRelativePhrases(idea).map((found) => ({ slug: idea.slug, ...found })));
console.log(`\nrelative time phrases: ${relative.length} in ${new Set(relative.map((r) => r.slug)).size} files (goal 0)`);
for (const { slug, path: field, phrase } of relative) console.log(`  ${slug}.json: ${field}: "${phrase}"`);

const passed = ideas.flatMap((idea) => pastTriggersWithoutOutcome(idea, today).map((trigger) => ({ slug: idea.slug, trigger })));
console.log(`\ntriggers passed without an outcome: ${passed.length} (goal 0; the seed refuses each ${OUTCOME_GRACE_DAYS} days after its date)`);
for (const { slug, trigger } of passed) console.log(`  ${slug}.json: ${trigger.date} ${trigger.kind}: ${trigger.summary} (refused from ${addDays(trigger.date, OUTCOME_GRACE_DAYS + 1)})`);

// Triggers coming due: each needs its outcome written within OUTCOME_GRACE_DAYS of its date, or
// `npm run seed`, a fresh start and the catalogue's tests refuse the catalogue.
const soon = addDays(today, 30);
const dueSoon = ideas.flatMap((idea) => (idea.triggers ?? []).filter((t) => !t.outcome && t.date >= today && t.date <= soon).map((trigger) => ({ slug: idea.slug, trigger })));
console.log(`triggers due by ${soon} without an outcome yet (write it once the date passes): ${dueSoon.length}`);
for (const { slug, trigger } of dueSoon) console.log(`  ${slug}.json: ${trigger.date} ${trigger.kind}: ${trigger.summary}`);

const started = process.hrtime.bigint();
const nearCopies = findNearCopies(ideas);
const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
console.log(`\nnear-copy sentence pairs (word-set similarity >= 0.8, 10+ words): ${nearCopies.length} (goal 0; found in ${Math.round(elapsedMs)} ms)`);
for (const pair of nearCopies.slice(0, 20)) {
  console.log(`  ${pair.a.slug}.json <> ${pair.b.slug}.json (${pair.similarity})\n    "${pair.a.sentence}"\n    "${pair.b.sentence}"`);
}
if (nearCopies.length > 20) console.log(`  ... and ${nearCopies.length - 20} more`);

const enforced = refusesRelativePhrasesAndNearCopies();
try {
  checkCatalogue(ideas, { minPerCategory: dir === IDEAS_DIR ? CATEGORY_MINIMUM : 0, today, refuseProseRules: enforced });
  console.log(`\nthe seed accepts these files (relative phrases and near-copies are ${enforced ? "refused" : "reported only: refusesRelativePhrasesAndNearCopies() is off"})`);
} catch (error) {
  if (!(error instanceof IdeaFileError)) throw error;
  console.error(`\nseed would refuse: ${error.message}`);
  process.exit(1);
}
