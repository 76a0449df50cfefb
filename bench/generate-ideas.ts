import { like, sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { ideas } from "../src/server/db/schema";
import { ideaRowFromFile } from "../src/server/db/seed/seed-ideas";
import { CATEGORIES } from "../src/shared/categories";
import { ideaFileSchema, type IdeaFile } from "../src/shared/schemas/idea";

/**
 * Deterministic synthetic ideas for load tests: the same --count and --seed always give the same
 * rows. Never seeded by default; slugs start with "synthetic-" so --delete can remove them.
 */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOUNS = ["invoice", "roster", "inventory", "booking", "compliance", "lease", "menu", "warranty", "permit", "shipment", "quote", "payroll", "grant", "recipe", "audit", "schedule", "donor", "tenant", "fleet", "clinic"];
const WHO = ["plumbers", "dentists", "landlords", "bakeries", "tutors", "breweries", "photographers", "florists", "coaches", "agencies", "nonprofits", "therapists", "farmers", "gyms", "salons"];
const VERBS = ["tracker", "assistant", "planner", "reminder", "dashboard", "checker", "builder", "ledger", "portal", "digest"];

function synthetic(i: number, random: () => number): IdeaFile {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const noun = pick(NOUNS);
  const who = pick(WHO);
  const verb = pick(VERBS);
  const title = `${noun[0]!.toUpperCase()}${noun.slice(1)} ${verb} for ${who} ${i}`;
  const score = () => Math.round((4 + random() * 6) * 10) / 10;
  const sentence = (n: number) => `Synthetic ${noun} ${verb} text ${n} for ${who}, generated for load tests of idea ${i}.`;
  const para = (count: number) => Array.from({ length: count }, (_, n) => sentence(n)).join(" ");
  const min = Math.floor(random() * 200) * 1000;
  return {
    slug: `synthetic-${i}`,
    title,
    tagline: `A ${verb} that keeps ${who} on top of every ${noun}`,
    category: pick(CATEGORIES),
    tags: [noun, verb, who],
    status: "published",
    is_pro_pick: random() < 0.1,
    is_featured: false,
    research_hours: Math.round(random() * 30) / 10 + 0.1,
    scores: { opportunity: score(), problem: score(), feasibility: score(), why_now: score() },
    revenue_potential: { min, max: min + Math.floor(random() * 500) * 1000, monthly_estimate: Math.floor(random() * 30) * 1000 },
    time_to_mvp_weeks: 1 + Math.floor(random() * 12),
    execution_difficulty: 1 + Math.floor(random() * 10),
    go_to_market_score: score(),
    primary_keyword: { term: `${noun} ${verb}`, monthly_volume: Math.floor(random() * 50_000), growth_rate: Math.round(random() * 300 - 50) },
    problem_narrative: `${para(4)}\n\n${para(3)}`,
    solution_overview: para(4),
    why_now: para(2),
    target_market: `Independent ${who} in North America`,
    market_size_analysis: { total_addressable_market: para(1), serviceable_addressable_market: para(1), serviceable_obtainable_market: para(1), market_growth_rate: "~10% a year (synthetic)" },
    trends_analysis: { key_trends: [sentence(1), sentence(2), sentence(3)] },
    main_competitor: "Spreadsheets",
    market_gap: para(1),
    competitive_landscape: { competitive_advantage: para(1), direct_competitors: [{ name: "Spreadsheets", strengths: ["free"], weaknesses: ["manual"] }] },
    business_model: { pricing_model: para(1), tiers: [{ name: "Solo", price: "$19/mo", features: ["everything"] }] },
    monetization_strategy: { tier1: sentence(1), tier2: sentence(2), tier3: sentence(3) },
    monetization_timeline: { month_1_3: sentence(1), month_4_6: sentence(2), month_7_12: sentence(3), year_2: sentence(4) },
    execution_plan: para(3),
    mvp_features: { core_features: [sentence(1), sentence(2), sentence(3)], nice_to_have: [sentence(4), sentence(5)] },
    weekend_mvp_scope: [sentence(1), sentence(2), sentence(3)],
    go_to_market_strategy: { channels: [sentence(1), sentence(2), sentence(3)], launch_strategy: para(1) },
    resource_requirements: { time_investment: "One weekend", initial_costs: "About $200 of hosting and domains", team_needs: "One developer" },
    capital_required: "Bootstrap",
    required_skills: ["TypeScript", "Stripe"],
    proof_signals: para(1),
    community_signals: { reddit: { subreddits: ["r/smallbusiness"], total_members: null, monthly_posts: null }, facebook: { groups: [], total_members: null }, youtube: { channels: [], score: 5 } },
  };
}

/** Every synthetic idea passes the seed schema, so a load test never measures a page broken by bad data. */
function validSynthetic(i: number, random: () => number): IdeaFile {
  const idea = synthetic(i, random);
  const parsed = ideaFileSchema.safeParse(idea);
  if (!parsed.success) throw new Error(`synthetic idea ${i} fails the idea schema: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  return parsed.data;
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
  for (let start = 0; start < countArg; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(countArg, start + BATCH); i++) {
      const row = ideaRowFromFile(validSynthetic(i, random), new Date(base + i * 60_000));
      row.viewCount = Math.floor(random() * 5000);
      rows.push(row);
    }
    await database.db.insert(ideas).values(rows).onConflictDoNothing({ target: ideas.slug });
    if ((start / BATCH) % 20 === 0) process.stdout.write(`\r${start + rows.length} / ${countArg}`);
  }
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
