import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/**
 * JavaScript a first visit downloads (issue 9 budget: 130 KB gzip), per page: every script the
 * browser requests until the network is idle, gzip-compressed from dist/web as the server sends it.
 * Build and start the app first (npm start), then:
 *   node --import tsx bench/first-load.ts [BASE_URL] [/path ...]
 * Without paths: every public page, three idea pages and the idea of the day; a page over budget exits 1.
 */
const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
/** Every public page of the route table (src/web/app/routes.tsx), a missing page, and idea pages. */
const PUBLIC_PAGES = ["/", "/browse", "/trending", "/calendar", "/retired", "/compare", "/pricing", "/login", "/signup", "/auth/callback", "/forgot-password", "/reset-password", "/verify-email", "/unsubscribe", "/idea-mail/stop", "/terms", "/privacy", "/faq", "/how-we-score", "/test", "/no-such-page"];
const targets = paths.length ? paths : [...PUBLIC_PAGES];
if (!paths.length) {
  // Idea pages as search traffic lands on them: from the sitemap (a visitor's list hides locked slugs).
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const ideaPages = [...sitemap.matchAll(/<loc>[^<]*?(\/ideas\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const index of [0, Math.floor(ideaPages.length / 2), ideaPages.length - 1]) if (ideaPages[index]) targets.push(ideaPages[index]);
  // The idea of the day, which a visitor reads in full (its analysis tabs load with it): the page the
  // daily e-mail links to.
  const daily = (await (await fetch(`${base}/api/v1/ideas/daily`)).json()) as { idea: { slug: string } | null };
  if (daily.idea) targets.push(`/ideas/${daily.idea.slug}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const rows: Record<string, string | number>[] = [];
try {
  for (const path of targets) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const sizes = [...scripts].map((file) => ({ file, gzip: gzipSync(readFileSync(`dist/web${file}`)).length }));
    sizes.sort((a, b) => b.gzip - a.gzip);
    rows.push({
      path,
      scripts: sizes.length,
      gzipKB: Number((sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1)),
      largest: sizes.slice(0, 3).map((s) => `${s.file.replace("/assets/", "")} ${(s.gzip / 1024).toFixed(1)}`).join(", "),
    });
    await page.close();
  }
} finally {
  await browser.close();
}
console.table(rows);
const over = rows.filter((row) => Number(row.gzipKB) > 130);
if (over.length) {
  console.error(`over the 130 KB budget: ${over.map((row) => row.path).join(", ")}`);
  process.exitCode = 1;
}
