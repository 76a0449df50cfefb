import type { FastifyInstance } from "fastify";
import type { IdeasService } from "../ideas/index";
import { escapeHtml } from "./head-tags";
import { PUBLIC_PAGES } from "./public-pages";
import { utcDay } from "../../../shared/utc-dates";

const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES);
// The sitemap protocol allows 50,000 URLs per file; above that the sitemap becomes an index.
const URLS_PER_FILE = 45_000;

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  const body = entries
    .map((e) => `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export async function seoRoutes(app: FastifyInstance, deps: { ideas: IdeasService; appUrl: string }) {
  const { ideas, appUrl } = deps;

  async function ideaUrls(offset: number, limit: number) {
    const rows = await ideas.sitemapPage(offset, limit);
    return rows.map((r) => ({ loc: `${appUrl}/ideas/${r.slug}`, lastmod: utcDay(r.updatedAt) }));
  }

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const lines = ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin", "Disallow: /settings", "Disallow: /dashboard", "Disallow: /saved", `Sitemap: ${appUrl}/sitemap.xml`];
    return reply.type("text/plain; charset=utf-8").send(`${lines.join("\n")}\n`);
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const total = await ideas.publishedCount();
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    const pages = PUBLIC_PATHS.map((p) => ({ loc: `${appUrl}${p}` }));
    if (total <= URLS_PER_FILE) return urlset([...pages, ...(await ideaUrls(0, total))]);
    const files = Math.ceil(total / URLS_PER_FILE);
    const items = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${appUrl}/sitemaps/ideas-${i + 1}.xml</loc></sitemap>`);
    items.unshift(`  <sitemap><loc>${appUrl}/sitemaps/pages.xml</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
  });

  app.get("/sitemaps/pages.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").send(urlset(PUBLIC_PATHS.map((p) => ({ loc: `${appUrl}${p}` })))),
  );

  app.get<{ Params: { n: string } }>("/sitemaps/ideas-:n.xml", { schema: { hide: true } }, async (request, reply) => {
    const n = Number.parseInt(request.params.n, 10);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return reply.callNotFound();
    const entries = await ideaUrls((n - 1) * URLS_PER_FILE, URLS_PER_FILE);
    if (entries.length === 0) return reply.callNotFound();
    return reply.type("application/xml; charset=utf-8").send(urlset(entries));
  });
}
