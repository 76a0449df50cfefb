import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/**
 * JavaScript a first visit downloads (issue 9 budget: 130 KB gzip), per page: every script the
 * browser requests until the network is idle, gzip-compressed from dist/web as the server sends it.
 * Build and start the app first (npm start), then:
 *   node --import tsx bench/first-load.ts [BASE_URL] [/path ...]
 */
const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/", "/browse", "/trending"];
if (!paths.length) {
  const list = await (await fetch(`${base}/api/v1/ideas`)).json();
  const first = list.ideas.find((card: { locked: boolean }) => !card.locked);
  if (first) targets.push(`/ideas/${first.slug}`);
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
