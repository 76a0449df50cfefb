import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { AppError } from "../http/app-error";
import { injectHead, renderHeadTags, type PageMeta } from "../modules/seo/head-tags";
import { hasSessionCookie } from "../http/session-cookie";
import type { CatalogueCache } from "../modules/ideas/catalogue-cache";
import { createPageRenderer, isServerRenderedPath } from "./page-render";
import { requestPath } from "../http/canonical-path";

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

type Encoding = "br" | "gzip";

/**
 * A page's HTML and, when it is shared (a visitor's cached page), its compressed bodies, each made
 * the first time a visitor asks for that encoding and kept with the page from then on.
 */
interface PageBody {
  html: string;
  shared?: Partial<Record<Encoding, Promise<Buffer>>>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 5 and gzip level 6, for shared pages as for per-request ones. Measured on a 104 KB
 * idea page (issue 29, ADR 021): brotli 9 took 176 ms and saved 2.4% over quality 5's 24 ms, and a
 * crawl of idea pages (a different page per request) paid it on every page; gzip 9 saved 0.6% over 6.
 */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

/** Compresses off the main thread (zlib's pool): a page is tens of kilobytes. */
export function compress(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(html, BROTLI_OPTIONS) : gzipAsync(html, GZIP_OPTIONS);
}

/** A shared page's body in one encoding: compressed once, by the first request that asks for it. */
function sharedBody(page: PageBody, encoding: Encoding): Promise<Buffer> {
  page.shared ??= {};
  const body = (page.shared[encoding] ??= compress(page.html, encoding));
  // A failed compression is not kept: the next request tries again.
  body.catch(() => delete page.shared?.[encoding]);
  return body;
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
  const linkedHtml = hasSpa && indexFile ? readFileSync(indexFile, "utf8") : null;
  // A rendered page carries its stylesheet inline, so its markup is styled before any file arrives.
  // A page the browser draws waits for its scripts anyway: it links the stylesheet, which the browser
  // keeps (hashed, immutable), and stays about 1 KB to send and compress instead of 62 KB.
  const indexHtml = linkedHtml && webRoot ? inlineStylesheets(linkedHtml, webRoot) : null;
  const renderer = indexHtml ? await createPageRenderer(app) : null;

  /**
   * The public pages arrive rendered for visitors (ADR 012); a visitor's copy is shared until the
   * catalogue changes. A signed-in member gets the shell and the browser draws the page from the
   * API (ADR 025): no search engine sees a member's page, and rendering one whole cost 20-30 ms of
   * CPU for every request, none of it shareable. `shell` carries the page's head tags (`head`).
   */
  async function pageHtml(path: string, shell: string, head: string | null, signedIn: boolean, request: FastifyRequest): Promise<PageBody> {
    if (!renderer || !isServerRenderedPath(path) || signedIn) return { html: shell };
    const styled = head ? injectHead(indexHtml!, head) : indexHtml!;
    // Only a rendered page is shared (compressed once, with it); one left to the browser is tried
    // again by the next visitor.
    const rendered = await cache
      .get(`page:${request.url}`, async () => {
        const html = await renderer.render(request, styled);
        return html === null ? Promise.reject(new Error("not rendered")) : ({ html, shared: {} } satisfies PageBody);
      })
      .catch(() => null);
    return rendered ?? { html: shell };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = requestPath(request);
    const isApi = url === "/api" || url.startsWith("/api/");
    // A missing build file is a 404, not the app's HTML under a script's name.
    if (url.startsWith("/assets/")) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    if (!isApi && linkedHtml && (request.method === "GET" || request.method === "HEAD")) {
      const meta = await metaFor(url);
      const head = meta ? renderHeadTags(meta, appUrl) : null;
      const shell = head ? injectHead(linkedHtml, head) : linkedHtml;
      const signedIn = hasSessionCookie(request.headers.cookie);
      const page = meta?.status === 404 ? { html: shell } : await pageHtml(url, shell, head, signedIn, request);
      // A member's page is the shell, but the same URL gives a visitor a rendered page: no shared or
      // on-disk cache may keep a member's answer. A visitor's page is the same for every visitor.
      reply
        .status(meta?.status ?? 200)
        .type("text/html; charset=utf-8")
        .header("cache-control", signedIn ? "private, no-store" : "no-cache")
        .header("vary", "Accept-Encoding, Cookie");
      // A shared page is compressed once per encoding and kept; a page made for this request (its
      // head tags, a member's data) is compressed for it, off the main thread.
      const accepts = String(request.headers["accept-encoding"] ?? "");
      const encoding: Encoding | null = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
      if (!encoding) return reply.send(page.html);
      const body = page.shared ? await sharedBody(page, encoding) : await compress(page.html, encoding);
      return reply.header("content-encoding", encoding).send(body);
    }
    throw new AppError("NOT_FOUND");
  });
}
