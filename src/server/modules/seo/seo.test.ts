import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync, brotliCompressSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestApp, TEST_APP_URL, type TestApp } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { ideas } from "../../db/schema";

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), "ideadeck-web-"));
  writeFileSync(
    path.join(webRoot, "index.html"),
    '<!doctype html><html><head><meta name="description" content="template" /><title>Ideadeck</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js"), "console.log('plain');");
  writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js.br"), brotliCompressSync("console.log('plain');"));
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR, config: { webRoot } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

function head(html: string) {
  return html.slice(0, html.indexOf("</head>"));
}

describe("built assets", () => {
  it("are sent pre-compressed when the browser accepts it, and cached for a year", async () => {
    const br = await t.client().request({ url: "/assets/app-1a2b3c.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toContain("Accept-Encoding");
    const plain = await t.client().request({ url: "/assets/app-1a2b3c.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('plain');");
  });

  it("include the page HTML itself, compressed for browsers that accept it", async () => {
    const res = await t.client().request({ url: "/pricing", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toContain("<html");
    const gz = await t.client().request({ url: "/pricing", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toContain("<html");
  });

  it("answer 404 for a file that is not there, never the app's HTML", async () => {
    const missing = await t.client().get("/assets/app-gone.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<html");
  });
});

describe("indexable pages", () => {
  it("describe an idea page in its HTML before any script runs, with nothing paid in it", async () => {
    const [idea] = await t.database.db.select().from(ideas).where(eq(ideas.isProPick, true)).limit(1);
    const res = await t.client().get(`/ideas/${idea!.slug}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h).toContain(`<link rel="canonical" href="${TEST_APP_URL}/ideas/${idea!.slug}" />`);
    expect(h).toMatch(/<title>[^<]+startup idea \| Ideadeck<\/title>/);
    expect(h).toContain('<meta property="og:type" content="article" />');
    expect(h).toContain('<meta name="twitter:card" content="summary" />');
    expect(h.match(/<title>/g)).toHaveLength(1);
    expect(h).not.toContain('content="template"');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(h)![1]!);
    expect(ld).toMatchObject({ "@type": "Article", headline: idea!.title });
    expect(res.body).not.toContain(idea!.solutionOverview.slice(0, 50));
    expect(res.body).not.toContain(idea!.analysis!.market_gap.slice(0, 50));
  });

  it("describe the home page, and answer an unknown idea with 404 and noindex", async () => {
    const home = await t.client().get("/");
    expect(head(home.body)).toContain(`<link rel="canonical" href="${TEST_APP_URL}/" />`);
    expect(head(home.body)).toContain('"@type":"WebSite"');
    const missing = await t.client().get("/ideas/not-a-real-idea");
    expect(missing.statusCode).toBe(404);
    expect(head(missing.body)).toContain('<meta name="robots" content="noindex" />');
  });

  it("escape what they print", async () => {
    await t.database.db.update(ideas).set({ title: 'Evil </script><script>alert(1)</script> "quoted"' }).where(eq(ideas.slug, (await t.database.db.select({ slug: ideas.slug }).from(ideas).limit(1))[0]!.slug));
    const [evil] = await t.database.db.select().from(ideas).where(eq(ideas.title, 'Evil </script><script>alert(1)</script> "quoted"'));
    const res = await t.client().get(`/ideas/${evil!.slug}`);
    expect(res.body).not.toContain("<script>alert(1)</script>");
    expect(res.body).toContain("Evil &lt;/script&gt;");
  });

  it("list every published idea in the sitemap and point robots to it", async () => {
    const published = await t.database.db.select({ slug: ideas.slug }).from(ideas).where(eq(ideas.status, "published"));
    const sitemap = await t.client().get("/sitemap.xml");
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    for (const { slug } of published) expect(sitemap.body).toContain(`<loc>${TEST_APP_URL}/ideas/${slug}</loc>`);
    // Every public page the server renders is listed (one list: seo/public-pages.ts).
    for (const path of ["/", "/browse", "/trending", "/pricing", "/faq", "/how-we-score", "/terms", "/privacy"]) {
      expect(sitemap.body).toContain(`<loc>${TEST_APP_URL}${path}</loc>`);
    }
    const robots = await t.client().get("/robots.txt");
    expect(robots.body).toContain(`Sitemap: ${TEST_APP_URL}/sitemap.xml`);
    expect(robots.body).toContain("Disallow: /api/");
  });
});
