import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";

/**
 * Lighthouse (all four categories, mobile defaults) for the pages that must be fast and indexable.
 * Start the app first (npm start), then: node --import tsx bench/lighthouse.ts [BASE_URL] [/path ...]
 */
const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/", "/browse"];
if (!paths.length) {
  const list = await (await fetch(`${base}/api/v1/ideas`)).json();
  const first = list.ideas.find((card: { locked: boolean }) => !card.locked);
  if (first) targets.push(`/ideas/${first.slug}`);
}

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const rows: Record<string, string | number>[] = [];
try {
  for (const path of targets) {
    // Lighthouse now and then fails to record the trace of a run (NO_NAVSTART, all scores 0); such a
    // run measures nothing, so it is said and run again.
    let result: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const failure = result?.lhr.runtimeError;
      if (!failure || attempt === 3) break;
      console.log(`${path}: Lighthouse failed the run (${failure.code}); running it again`);
    }
    if (!result) throw new Error(`no result for ${path}`);
    const c = result.lhr.categories;
    const score = (key: string) => Math.round((c[key]?.score ?? 0) * 100);
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(result.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(result.lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    });
    const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary");
    if (failing.length) console.log(`${path} failing audits: ${failing.map((a) => a.id).join(", ")}`);
  }
} finally {
  await chrome.kill();
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify(rows, null, 2));
console.table(rows);
