import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { ideas } from "../../src/server/db/schema";
import { IDEAS_DIR } from "../../src/server/paths";
import { createTestApp } from "../../src/server/test/test-app";
import { member } from "../../src/server/test/factories";
import { VERDICTS, founderAnswersSchema, validateResponse, type ValidationReport, type Verdict } from "../../src/shared/schemas/ai";

/**
 * The built-in analyst's evaluation (bench/ai-eval/README.md): every case in cases.json goes through
 * POST /api/v1/validate on a fresh embedded database seeded from data/ideas, as a Lifetime member
 * (its fair-use cap leaves room for every case). Prints the figures issue 22 asks for and each miss.
 * The catalogue is data/ideas as committed at HEAD (copied to a temporary directory), so files other
 * people are still writing cannot break or move the figures; --working-tree seeds data/ideas as it is.
 *   node --import tsx bench/ai-eval/run.ts [--only id,id] [--json bench/results/ai-eval.json] [--working-tree]
 */
const caseSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1).max(500),
  expected: z.string().min(1),
  nearDuplicate: z.boolean().optional(),
  verdict: z.enum(VERDICTS).optional(),
  lang: z.string().optional(),
  /** Answers to the validation's optional question flow, sent with the description. */
  answers: founderAnswersSchema.optional(),
  /** Why a label changed after the set was written (the catalogue moved, or a labelling mistake). */
  relabelled: z.string().optional(),
});
const fileSchema = z.object({ about: z.string(), cases: z.array(caseSchema).min(60) });
type Case = z.infer<typeof caseSchema>;

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option("--only")?.split(",");
const jsonOut = option("--json");

const file = fileSchema.parse(JSON.parse(readFileSync(new URL("./cases.json", import.meta.url), "utf8")));
const cases = only ? file.cases.filter((c) => only.includes(c.id)) : file.cases;

/** What the report says about the founder's idea, reduced to what the figures need. */
interface Outcome {
  case: Case;
  top: string | null;
  closest: string[];
  /** The catalogue idea the report calls a near-duplicate (absent from reports that have no such notion). */
  duplicate: string | null;
  verdict: Verdict;
  englishOnly: boolean;
  ms: number;
}

function duplicateOf(report: ValidationReport): string | null {
  const value = (report as Record<string, unknown>).nearDuplicate;
  if (value && typeof value === "object" && "slug" in value && typeof value.slug === "string") return value.slug;
  return null;
}

/** data/ideas as committed at HEAD, in a temporary directory the caller removes. */
function committedCatalogue(): string {
  const dir = mkdtempSync(join(tmpdir(), "ai-eval-ideas-"));
  const git = (...argv: string[]) => execFileSync("git", argv, { cwd: IDEAS_DIR, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  for (const path of git("ls-tree", "--name-only", "HEAD", "./").split("\n").filter((name) => name.endsWith(".json"))) {
    const name = path.split("/").at(-1)!;
    writeFileSync(join(dir, name), git("show", `HEAD:./${name}`));
  }
  return dir;
}

const catalogue = args.includes("--working-tree") ? IDEAS_DIR : committedCatalogue();
const revision = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
const t = await createTestApp({ seedIdeasFrom: catalogue });
// Other people edit the catalogue: a case whose expected idea is no longer published needs relabelling.
const publishedSlugs = new Set((await t.database.db.select({ slug: ideas.slug }).from(ideas).where(eq(ideas.status, "published"))).map((row) => row.slug));
const stale = cases.filter((c) => c.expected !== "none" && !publishedSlugs.has(c.expected)).map((c) => `${c.id} (${c.expected})`);
const outcomes: Outcome[] = [];
try {
  const founder = await member(t, "ai-eval@example.com", "lifetime");
  for (const item of cases) {
    const started = performance.now();
    const res = await founder.client.post("/api/v1/validate", { idea: item.text, answers: item.answers });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${item.id}: validate answered ${res.statusCode}: ${res.body}`);
    const report = validateResponse.parse(res.json()).data;
    const words = [report.summary, report.marketNotes, ...report.verdictReasons].join(" ");
    outcomes.push({
      case: item,
      top: report.closestIdeas[0]?.slug ?? null,
      closest: report.closestIdeas.map((idea) => idea.slug),
      duplicate: duplicateOf(report),
      verdict: report.verdict,
      englishOnly: /reads? (only )?English|English only/i.test(words),
      ms,
    });
  }
} finally {
  await t.close();
  if (catalogue !== IDEAS_DIR) rmSync(catalogue, { recursive: true, force: true });
}

const share = (hits: number, of: number) => (of === 0 ? "n/a" : `${(hits / of).toFixed(2)} (${hits}/${of})`);
const related = outcomes.filter((o) => o.case.expected !== "none");
const unrelated = outcomes.filter((o) => o.case.expected === "none");
const answeredClose = outcomes.filter((o) => o.top !== null);
const correctClose = answeredClose.filter((o) => o.top === o.case.expected);
const duplicates = outcomes.filter((o) => o.case.nearDuplicate);
const foreign = outcomes.filter((o) => o.case.lang);
const labelled = outcomes.filter((o) => o.case.verdict);

console.log(`Catalogue: data/ideas ${catalogue === IDEAS_DIR ? "as in the working tree" : `at ${revision}`}`);
console.log(`Built-in analyst on ${outcomes.length} founder ideas (${related.length} with a catalogue idea, ${unrelated.length} "none", ${duplicates.length} near-duplicates, ${labelled.length} with a verdict)\n`);
console.log(`precision of "close" matches (top idea named is the expected one): ${share(correctClose.length, answeredClose.length)}`);
console.log(`recall of near-duplicates (recognised as a duplicate of the expected idea): ${share(duplicates.filter((o) => o.duplicate === o.case.expected).length, duplicates.length)}`);
console.log(`  near-duplicates whose top idea is the expected one (recognised or not): ${share(duplicates.filter((o) => o.top === o.case.expected).length, duplicates.length)}`);
console.log(`related ideas whose expected idea is the top one: ${share(related.filter((o) => o.top === o.case.expected).length, related.length)}; among the three named: ${share(related.filter((o) => o.closest.includes(o.case.expected)).length, related.length)}`);
console.log(`"nothing close" among the "none" ideas: ${share(unrelated.filter((o) => o.top === null).length, unrelated.length)}`);
console.log(`non-English descriptions answered "reads English only": ${share(foreign.filter((o) => o.englishOnly).length, foreign.length)}`);
console.log(`duplicates claimed for ideas that are not duplicates: ${outcomes.filter((o) => o.duplicate && (!o.case.nearDuplicate || o.duplicate !== o.case.expected)).length}`);

console.log(`\nverdict confusion (rows: expected, columns: answered), matching ${share(labelled.filter((o) => o.verdict === o.case.verdict).length, labelled.length)}`);
console.log(`${"".padEnd(10)}${VERDICTS.map((v) => v.padStart(8)).join("")}`);
for (const expected of VERDICTS) {
  const row = labelled.filter((o) => o.case.verdict === expected);
  console.log(`${expected.padEnd(10)}${VERDICTS.map((answered) => String(row.filter((o) => o.verdict === answered).length).padStart(8)).join("")}`);
}
const allVerdicts = VERDICTS.map((v) => `${v} ${outcomes.filter((o) => o.verdict === v).length}`).join(", ");
console.log(`verdicts over all ${outcomes.length} ideas: ${allVerdicts}`);

if (stale.length) console.log(`\nWARNING: expected ideas not published in this catalogue (relabel these cases): ${stale.join(", ")}`);

const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
console.log(`\nper validation (HTTP, PGlite): median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`);

const misses = outcomes.filter(
  (o) => o.top !== o.case.expected && !(o.case.expected === "none" && o.top === null) || (o.case.verdict && o.verdict !== o.case.verdict) || (o.case.nearDuplicate && o.duplicate !== o.case.expected) || (!o.case.nearDuplicate && o.duplicate !== null),
);
if (misses.length) {
  console.log(`\nmisses (${misses.length}):`);
  for (const o of misses) {
    const parts = [`top ${o.top ?? "nothing close"} (expected ${o.case.expected})`];
    if (o.case.nearDuplicate) parts.push(`duplicate ${o.duplicate ?? "not recognised"}`);
    else if (o.duplicate) parts.push(`called a duplicate of ${o.duplicate} (it is not)`);
    if (o.case.verdict) parts.push(`verdict ${o.verdict} (expected ${o.case.verdict})`);
    console.log(`- ${o.case.id}: ${parts.join("; ")}`);
  }
}

if (jsonOut) {
  mkdirSync(new URL(".", `file://${process.cwd()}/${jsonOut}`), { recursive: true });
  writeFileSync(jsonOut, JSON.stringify(outcomes.map(({ case: c, ...rest }) => ({ id: c.id, ...rest })), null, 2));
}
