import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from "node:zlib";
import { AppError } from "./app-error";
import { injectHead, renderHeadTags, type PageMeta } from "../modules/seo/head-tags";
import { hasSessionCookie } from "../modules/auth/session-cookie";
import type { CatalogueCache } from "../modules/ideas/catalogue-cache";
import { createPageRenderer, isServerRenderedPath } from "./page-render";
import { requestPath } from "./canonical-path";

export interface SpaOptions {
  webRoot: string | null;
  appUrl: string;
  /** Head tags for pages that search engines and link previews should understand before scripts run. */
  metaFor: (path: string) => Promise<PageMeta | null>;
  /** Visitors' rendered pages are kept here briefly; it is cleared on every catalogue change. */
  cache: CatalogueCache;
}

/**
 * Puts the built stylesheet into the page itself. A linked stylesheet blocks the first paint for one
 * more round trip (about half a second on a phone network, Lighthouse's largest loss on / and /browse);
 * inline it costs ~10 KB gzip per full page load, and moving between pages never reloads the HTML.
 * The CSP already allows inline styles (style-src 'unsafe-inline', which Radix needs).
 */
export function inlineStylesheets(html: string, webRoot: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const file = path.join(webRoot, href);
    const css = existsSync(file) ? readFileSync(file, "utf8") : null;
    return css && !css.includes("</style") ? `<style>${css}</style>` : tag;
  });
}

/** A page's HTML with, when it is shared, its brotli and gzip bodies made once when it was cached. */
interface PageBody {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a shared page once, off the main thread (zlib's pool), at a higher level than a
 * per-request page can afford: the cache keeps both bodies with the HTML, so a visitor's page is
 * never compressed again per request (issue 30: that was about half of a cached page's CPU).
 */
export async function compressOnce(html: string): Promise<PageBody> {
  const [br, gz] = await Promise.all([brotliAsync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(html, { level: 9 })]);
  return { html, br, gzip: gz };
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every other GET that is not
 * an API path. Unknown /api paths answer JSON 404.
 */
export async function registerSpa(app: FastifyInstance, { webRoot, appUrl, metaFor, cache }: SpaOptions) {
  const indexFile = webRoot ? path.join(webRoot, "index.html") : null;
  const hasSpa = Boolean(indexFile && existsSync(indexFile));
  if (webRoot && hasSpa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs).
      preCompressed: true,
      // Our own Cache-Control: hashed assets never change; other files (the favicon) may.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        res.setHeader("vary", "Accept-Encoding");
      },
    });
  }
  const indexHtml = hasSpa && indexFile && webRoot ? inlineStylesheets(readFileSync(indexFile, "utf8"), webRoot) : null;
  const renderer = indexHtml ? await createPageRenderer(app) : null;

  /** The public pages arrive rendered (ADR 012); a visitor's copy is shared until the catalogue changes. */
  async function pageHtml(path: string, shell: string, request: FastifyRequest, reply: FastifyReply): Promise<PageBody> {
    if (!renderer || !isServerRenderedPath(path)) return { html: shell };
    if (hasSessionCookie(request.headers.cookie)) return { html: (await renderer.render(request, reply, shell)) ?? shell };
    // Only a rendered page is shared (compressed once, with it); one left to the browser is tried
    // again by the next visitor.
    const rendered = await cache
      .get(`page:${request.url}`, async () => {
        const html = await renderer.render(request, reply, shell);
        return html === null ? Promise.reject(new Error("not rendered")) : compressOnce(html);
      })
      .catch(() => null);
    return rendered ?? { html: shell };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = requestPath(request);
    const isApi = url === "/api" || url.startsWith("/api/");
    // A missing build file is a 404, not the app's HTML under a script's name.
    if (url.startsWith("/assets/")) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    if (!isApi && indexHtml && (request.method === "GET" || request.method === "HEAD")) {
      const meta = await metaFor(url);
      const shell = meta ? injectHead(indexHtml, renderHeadTags(meta, appUrl)) : indexHtml;
      const page = meta?.status === 404 ? { html: shell } : await pageHtml(url, shell, request, reply);
      // A signed-in member's page is rendered with their data (and may refresh their session cookie):
      // no shared or on-disk cache may keep it. A visitor's page is the same for every visitor.
      const signedIn = hasSessionCookie(request.headers.cookie);
      reply
        .status(meta?.status ?? 200)
        .type("text/html; charset=utf-8")
        .header("cache-control", signedIn ? "private, no-store" : "no-cache")
        .header("vary", "Accept-Encoding, Cookie");
      // A shared page comes with its bodies compressed once; a page made for this request (its head
      // tags, a member's data) is compressed here at quality 5, well under a millisecond for a few KB.
      const accepts = String(request.headers["accept-encoding"] ?? "");
      if (/\bbr\b/.test(accepts)) {
        return reply.header("content-encoding", "br").send(page.br ?? brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
      }
      if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(page.gzip ?? gzipSync(page.html, { level: 6 }));
      return reply.send(page.html);
    }
    throw new AppError("NOT_FOUND");
  });
}
