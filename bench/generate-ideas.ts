import { like, sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Db } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { ideas } from "../src/server/db/schema";
import { ideaRowFromFile } from "../src/server/modules/ideas/index";
import { splitSentences } from "../src/server/seed/catalogue-rules";
import { loadIdeaFiles } from "../src/server/seed/load-idea-files";
import { IDEAS_DIR } from "../src/server/paths";
import { ideaFileSchema, type IdeaFile } from "../src/shared/schemas/idea";
import { rng } from "./rng";

/**
 * Deterministic synthetic ideas for load tests: the same --count and --seed (and the same
 * data/ideas) always give the same rows. Never seeded by default; slugs start with "synthetic-" so
 * --delete can remove them.
 */

/**
 * The real catalogue (data/ideas, published files) is the material: each synthetic idea takes one
 * real idea as its template, so it has a real idea's shape (every field, list lengths, sizes, the
 * category and its Pro Pick flag), and its prose is rewritten sentence by sentence with sentences
 * other real ideas wrote in the same field. The words, their frequencies and the text per idea are
 * the catalogue's (issue 30: the first generator wrote a third of a real idea from 56 words, so
 * searches and the analyst's matching measured a catalogue nobody has).
 */
const templates = loadIdeaFiles(IDEAS_DIR, { minPerCategory: 0, refuseProseRules: false }).filter((idea) => idea.status === "published");
if (templates.length === 0) throw new Error(`no published idea files in ${IDEAS_DIR}`);

/** Fields kept as the template has them: identifiers, dates, addresses, enums, prices and names. */
const KEPT_KEYS = new Set(["slug", "title", "category", "status", "url", "source_url", "accessed", "date", "last_verified_at", "kind", "jurisdiction", "price", "name", "capital_required", "term", "place", "subreddits", "groups", "channels", "required_skills", "tags"]);

/** "a.b[].c": where a string sits, list positions folded, so sentences move only between like fields. */
type Path = string;
const sentencePools = new Map<Path, string[]>();
function collectSentences(value: unknown, path: Path): void {
  if (typeof value === "string") {
    const key = path.slice(path.lastIndexOf(".") + 1).replace("[]", "");
    if (KEPT_KEYS.has(key)) return;
    let pool = sentencePools.get(path);
    if (!pool) sentencePools.set(path, (pool = []));
    for (const paragraph of value.split("\n\n")) pool.push(...splitSentences(paragraph));
  } else if (Array.isArray(value)) for (const item of value) collectSentences(item, `${path}[]`);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) collectSentences(item, `${path}.${key}`);
}
for (const idea of templates) collectSentences(idea, "");

/** The template's value with each sentence of its prose swapped for one written in the same field of some real idea. */
function remix(value: unknown, path: Path, random: () => number): unknown {
  if (typeof value === "string") {
    const pool = sentencePools.get(path);
    if (!pool || pool.length < 2) return value;
    // A sentence of about the same length (within a quarter), so each field keeps its size and its
    // schema limit; a field that still comes out longer than the template's stays as written.
    const swap = (sentence: string) => {
      for (let tries = 0; tries < 8; tries++) {
        const candidate = pool[Math.floor(random() * pool.length)]!;
        if (Math.abs(candidate.length - sentence.length) <= sentence.length / 4 + 8) return candidate;
      }
      return sentence;
    };
    const rewritten = value
      .split("\n\n")
      .map((paragraph) => splitSentences(paragraph).map(swap).join(" "))
      .join("\n\n");
    return rewritten.length <= value.length ? rewritten : value;
  }
  if (Array.isArray(value)) return value.map((item) => remix(item, `${path}[]`, random));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, remix(item, `${path}.${key}`, random)]));
  return value;
}

function synthetic(i: number, random: () => number): IdeaFile {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const template = pick(templates);
  const other = pick(templates);
  const idea = remix(template, "", random) as IdeaFile;
  // "<job> for <buyer>": the job of one real title with the buyer of another, when both name one.
  const [job] = template.title.split(" for ");
  const buyer = other.title.includes(" for ") ? other.title.slice(other.title.indexOf(" for ") + 5) : null;
  const jitter = (score: number) => Math.min(10, Math.max(1, Math.round((score + random() * 2 - 1) * 10) / 10));
  return {
    ...idea,
    slug: `synthetic-${i}`,
    title: buyer && template.title.includes(" for ") ? `${job} for ${buyer}` : template.title,
    tags: [...new Set([...template.tags.slice(0, Math.ceil(template.tags.length / 2)), ...other.tags.slice(Math.ceil(other.tags.length / 2))])],
    is_featured: false,
    scores: { opportunity: jitter(template.scores.opportunity), problem: jitter(template.scores.problem), feasibility: jitter(template.scores.feasibility), why_now: jitter(template.scores.why_now) },
  };
}

/** Every synthetic idea passes the seed schema, so a load test never measures a page broken by bad data. */
function validSynthetic(i: number, random: () => number): IdeaFile {
  // A remix can fall just under a field's minimum length (a swapped sentence may be a quarter
  // shorter): draw again, a few times, from the same seeded sequence (still deterministic).
  for (let attempt = 1; ; attempt++) {
    const parsed = ideaFileSchema.safeParse(synthetic(i, random));
    if (parsed.success) return parsed.data;
    if (attempt === 5) throw new Error(`synthetic idea ${i} fails the idea schema: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  }
}

/**
 * A bulk load without the per-row work that makes it slow, done once after instead:
 * - the secondary indexes of ideas and idea_search are dropped and built again after the load (building an
 *   index once is far cheaper than growing it row by row; row by row, 1M ideas took over an hour
 *   on this machine). The unique slug index stays, as ON CONFLICT needs it.
 * - the per-row triggers are off: the published counts (idea_counts) are counted once after the
 *   load (the trigger's row locks also made concurrent inserts wait for each other), and the words
 *   the typo vocabulary (search_terms) collects from each row are the templates' words, added once: a synthetic idea's title, tagline, problem and solution are
 *   made only of the templates' sentences and title halves, so its words are theirs; the search
 *   rows (idea_search) are written in one statement after the load.
 */
async function bulkLoad(db: Db, load: () => Promise<void>): Promise<void> {
  const result = await db.execute<{ indexname: string; indexdef: string }>(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in ('ideas', 'idea_search')
      and indexname not in (select conname from pg_constraint where conrelid in ('ideas'::regclass, 'idea_search'::regclass))`);
  const indexes = (result as unknown as { rows: Array<{ indexname: string; indexdef: string }> }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.indexname}"`));
  const perRowTriggers = ["ideas_collect_search_terms", "ideas_count_published", "idea_search_sync"];
  for (const trigger of perRowTriggers) await db.execute(sql.raw(`alter table ideas disable trigger ${trigger}`));
  try {
    await load();
  } finally {
    for (const trigger of perRowTriggers) await db.execute(sql.raw(`alter table ideas enable trigger ${trigger}`));
    // The counts the ideas_count_published trigger keeps, counted once.
    await db.execute(sql`delete from idea_counts`);
    await db.execute(sql`
      insert into idea_counts (category, is_pro_pick, published)
      select category, is_pro_pick, count(*) from ideas where status = 'published' group by category, is_pro_pick`);
    // The search rows the idea_search_sync trigger writes, written in one statement.
    let started = Date.now();
    await db.execute(sql`
      insert into idea_search (idea_id, category, is_pro_pick, score_overall, title_vector, public_vector, full_vector)
      select i.id, i.category, i.is_pro_pick, i.score_overall, v.title_vector, v.public_vector, v.full_vector
      from ideas i cross join lateral idea_search_vectors(i.title, i.tagline, i.problem_narrative, i.solution_overview) v
      where i.status = 'published'
      on conflict (idea_id) do nothing`);
    console.log(`\nwrote the search rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
    for (const index of indexes) await db.execute(sql.raw(index.indexdef));
    console.log(`rebuilt ${indexes.length} indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const words = templates.map((template) => {
    const row = ideaRowFromFile(template, new Date());
    return [row.title, row.tagline, row.problemNarrative, row.solutionOverview].join(" ");
  });
  // The same split and filter as the ideas_collect_search_terms trigger.
  await db.execute(sql`
    insert into search_terms (word)
    select distinct w from regexp_split_to_table(lower(${words.join(" ")}), '[^a-z0-9]+') as w
    where length(w) between 3 and 30 and w ~ '[a-z]'
    on conflict (word) do nothing`);
}

const args = process.argv.slice(2);
const countArg = Number(args[args.indexOf("--count") + 1] ?? 100_000);
const seed = Number(args.includes("--seed") ? args[args.indexOf("--seed") + 1] : 42);
const database = await openDatabase(loadConfig().database);
await runMigrations(database);
if (args.includes("--delete")) {
  const deleted = await database.db.delete(ideas).where(like(ideas.slug, "synthetic-%")).returning({ id: ideas.id });
  console.log(`deleted ${deleted.length} synthetic ideas`);
} else {
  const random = rng(seed);
  const started = Date.now();
  const base = new Date("2026-01-01T00:00:00Z").getTime();
  const BATCH = 500;
  await bulkLoad(database.db, async () => {
    // Two batches are written while the next is generated: the remix runs in this process, the
    // insert (search vectors, TOAST) in the database's, and the database's share is the larger, so
    // two of its connections work beside this one.
    const inFlight: Array<Promise<unknown>> = [];
    // Ctrl-C stops between batches, so the indexes and triggers are put back (bulkLoad's finally)
    // instead of leaving a database that silently stops counting.
    let stopping = false;
    process.once("SIGINT", () => {
      stopping = true;
      console.log("\nstopping after the batches in flight; the indexes and triggers are being restored");
    });
    for (let start = 0; start < countArg && !stopping; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(countArg, start + BATCH); i++) {
        const row = ideaRowFromFile(validSynthetic(i, random), new Date(base + i * 60_000));
        row.viewCount = Math.floor(random() * 5000);
        rows.push(row);
      }
      if (inFlight.length === 2) {
        try {
          await inFlight.shift();
        } catch (error) {
          // Wait for the other insert before bulkLoad's finally turns the triggers back on.
          await Promise.allSettled(inFlight);
          throw error;
        }
      }
      inFlight.push(database.db.insert(ideas).values(rows).onConflictDoNothing({ target: ideas.slug }));
      if ((start / BATCH) % 20 === 0) process.stdout.write(`\r${start + rows.length} / ${countArg}`);
    }
    const settled = await Promise.allSettled(inFlight);
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  });
  console.log(`\ninserted up to ${countArg} synthetic ideas in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Views spread over the last 90 days, so trending ranks by real period counts (--views N).
  const views = args.includes("--views") ? Number(args[args.indexOf("--views") + 1]) : 0;
  if (views > 0) {
    await database.db.execute(sql`
      insert into idea_views (idea_id, viewer_key, day)
      select i.id, 'visitor:synthetic-' || g, current_date - (g % 90)
      from generate_series(1, ${views}::int) g
      join ideas i on i.slug = 'synthetic-' || ((g::bigint * 7919) % ${countArg}::int)
      on conflict do nothing`);
    console.log(`added up to ${views} synthetic views`);
  }
}
// A bulk load leaves PGlite's planner blind until statistics are refreshed.
await database.maintain();
await database.close();
