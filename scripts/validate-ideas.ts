import { loadIdeaFiles } from "../src/server/db/seed/load-idea-files";
import { IDEAS_DIR } from "../src/server/paths";

// With no argument: the shipped catalogue, held to its per-category minimum as the seed holds it.
// With a directory: those files alone (a writer checking new ideas), without the minimum.
const ideas = loadIdeaFiles(process.argv[2] ?? IDEAS_DIR);
const published = ideas.filter((i) => i.status === "published");
const counts: Record<string, number> = {};
for (const i of published) counts[i.category] = (counts[i.category] ?? 0) + 1;
console.log(`${ideas.length} files valid, ${published.length} published, ${published.filter((i) => i.is_pro_pick).length} Pro Picks`, counts);

// How the published scores spread (docs/scoring.md asks for the whole range, no score derived from another).
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))]!;
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
  return num / Math.sqrt(dx * dy);
}
if (published.length > 1) {
  const series: Record<string, number[]> = {
    opportunity: published.map((i) => i.scores.opportunity),
    problem: published.map((i) => i.scores.problem),
    feasibility: published.map((i) => i.scores.feasibility),
    why_now: published.map((i) => i.scores.why_now),
    execution_difficulty: published.map((i) => i.execution_difficulty),
  };
  console.log("score: min / median / max");
  for (const [name, values] of Object.entries(series)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`  ${name}: ${sorted[0]} / ${quantile(sorted, 0.5)} / ${sorted.at(-1)}`);
  }
  console.log(`correlation of feasibility with execution difficulty: ${pearson(series.feasibility!, series.execution_difficulty!).toFixed(2)}`);
}
