import type { FastifyInstance, FastifyRequest } from "fastify";
import { isPublicPage } from "../modules/seo/public-pages";
import { internalRequestHeaders } from "../http/internal-request";

/**
 * The public pages the server renders for visitors (issue 9, ADR 012): what search engines and
 * first-time visitors land on. Members' pages, public or not, are drawn by the browser (ADR 025).
 */
export function isServerRenderedPath(path: string): boolean {
  return isPublicPage(path);
}

// Request headers a page's API calls carry over from the page request. Never its cookies: only a
// visitor's page is rendered, and it is shared with every other visitor.
const FORWARDED = ["user-agent", "accept-language"] as const;

/**
 * Renders a page through src/web/ssr, answering its API calls with this app's own routes (inject),
 * as a visitor. Loaded only when a built SPA is served, so API-only test apps
 * do not load React.
 */
export async function createPageRenderer(app: FastifyInstance) {
  const { renderPage } = await import("../../web/ssr/render-page");

  return {
    /** The page with its rendered markup, or null when it is left to the browser (logged). */
    async render(request: FastifyRequest, shell: string): Promise<string | null> {
      const forwarded: Record<string, string> = {};
      for (const name of FORWARDED) {
        const value = request.headers[name];
        if (typeof value === "string") forwarded[name] = value;
      }
      const url = new URL(request.url, `http://${request.hostname || "localhost"}`);
      try {
        const page = await renderPage(url, async ({ method, path, headers, body }) => {
          const answer = await app.inject({
            method: method as "GET",
            url: path,
            headers: { ...headers, ...forwarded, ...internalRequestHeaders() },
            payload: body,
            remoteAddress: request.ip,
          });
          const headersOut: Record<string, string> = {};
          for (const [key, value] of Object.entries(answer.headers)) {
            if (key !== "set-cookie" && value !== undefined) headersOut[key] = String(value);
          }
          return { status: answer.statusCode, headers: headersOut, body: answer.body };
        });
        if ("skipped" in page) {
          request.log.warn({ url: request.url, reason: page.skipped }, "page sent for the browser to render");
          return null;
        }
        if (page.renders > 1) request.log.debug({ url: request.url, renders: page.renders }, "page rendered more than once to find its data");
        return shell.replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.stateScript}`);
      } catch (error) {
        // The browser can always draw the page itself; a render failure must not cost the visitor it.
        request.log.error({ err: error, url: request.url }, "server render failed; sending the client-rendered page");
        return null;
      }
    },
  };
}
