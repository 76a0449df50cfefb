import { AsyncLocalStorage } from "node:async_hooks";
import { renderToString } from "react-dom/server";
import { createStaticRouter } from "@web/lib/router";
import { dehydrate, type FetchQueryOptions, type Query, type QueryClient } from "@tanstack/react-query";
import { AppRoot } from "@web/app/app-root";
import { preloadAllParts } from "@web/components/lazy-part";
import { routes } from "@web/app/routes";
import { setTransport } from "@web/lib/api-client";
import { createQueryClient } from "@web/lib/query-client";
import { ME_QUERY_KEY } from "@web/lib/me";
import { publicConfigQuery } from "@web/lib/public-config";
import { ideaQuery } from "@web/lib/catalogue-api";
import { ideaChangesQuery } from "@web/features/history";
import { ideaPipelinePanelQuery } from "@web/features/pipeline";
import { SSR_STATE_ID, type SsrState } from "./ssr-state";

/**
 * Server rendering of the public pages (ADR 012). The page renders with the same components, routes
 * and react-query hooks as in the browser; the queries it asks for are answered by the server's own
 * API routes as a visitor (the transport below), so the HTML carries exactly what the API would give
 * a visitor and nothing locked. The answers go into the page as dehydrated
 * query state, so the browser hydrates without asking again.
 */

/** Answers an API request in-process (Fastify's inject), as the visitor whose page is rendering. */
export type ApiTransport = (request: { method: string; path: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: Record<string, string>;
  body: string;
}>;

const currentTransport = new AsyncLocalStorage<ApiTransport>();

setTransport(async (path, init) => {
  const send = currentTransport.getStore();
  if (!send) throw new Error(`API request to ${path} outside a server render`);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => (headers[key] = value));
  const answer = await send({ method: init.method ?? "GET", path, headers, body: typeof init.body === "string" ? init.body : undefined });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
});

// A page asks for its data in a few rounds at most (layout, then page, then a dependent query).
const MAX_ROUNDS = 4;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/** Queries the last render asked for and nobody has fetched yet. */
function unfetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && isEnabled(query));
}

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** How many times the page was rendered to find its data: 1 when the prefetches covered it. */
  renders: number;
  /** The script that hands the fetched data to the browser (placed before the app's script). */
  stateScript: string;
}

/** JSON safe inside a <script> data block: nothing in it can close the tag or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Why a page was left to the browser, for the log. */
export interface SkippedPage {
  skipped: string;
}

/**
 * A query the page will probably ask for, fetched before the first render. If it fails it is
 * forgotten, so only a query the page really asks for can leave the page to the browser.
 */
function prefetchOptional(client: QueryClient, options: FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>): Promise<unknown> {
  return client.fetchQuery({ ...options, retry: false }).catch(() => client.removeQueries({ queryKey: options.queryKey, exact: true }));
}

/**
 * The queries a page is known to ask for before it renders: the layout's, and an idea page's idea,
 * change history and pipeline panel (the builders count; it needs the idea's id, so it follows the
 * idea). Without them an idea page rendered twice, once to find them (issue 29).
 */
function prefetchesFor(client: QueryClient, url: URL): Promise<unknown>[] {
  const fetches: Promise<unknown>[] = [client.fetchQuery({ ...publicConfigQuery, retry: false })];
  const idea = /^\/ideas\/([^/]+)\/?$/.exec(url.pathname);
  let slug: string | null = null;
  try {
    slug = idea ? decodeURIComponent(idea[1]!) : null;
  } catch {
    // A malformed escape: the page's own render asks (and fails) as it always did.
  }
  if (slug !== null) {
    fetches.push(
      client.fetchQuery({ ...ideaQuery(slug), retry: false }).then((answer) => {
        return prefetchOptional(client, ideaPipelinePanelQuery(answer.idea.id, false));
      }),
    );
    fetches.push(prefetchOptional(client, ideaChangesQuery(slug)));
  }
  return fetches;
}

/**
 * A visitor's page (ADR 025: members' pages are drawn by the browser). Its GET /api/v1/me can only
 * answer "nobody", so it is not asked.
 */
export async function renderPage(url: URL, transport: ApiTransport): Promise<RenderedPage | SkippedPage> {
  return currentTransport.run(transport, async () => {
    const client = createQueryClient();
    client.setQueryData(ME_QUERY_KEY, null);
    // What every page's layout and an idea page ask for is fetched before the first render, so a
    // page renders once instead of once to find its queries and again with their answers (a render
    // of an idea page is most of its cost, issue 29). Other queries are found by rendering, below.
    const [router] = await Promise.all([createStaticRouter(routes, url), ...prefetchesFor(client, url).map((fetch) => fetch.catch(() => undefined))]);
    // The route's module (loaded with the router) defines its lazy parts; their code, loaded once per
    // process, lets them render on the first pass (lazy-part.tsx).
    await preloadAllParts();
    const parts = new Set<string>();
    const app = () => {
      parts.clear();
      return renderToString(<AppRoot router={router} queryClient={client} renderedParts={parts} />);
    };

    let html = app();
    let renders = 1;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const wanted = unfetched(client);
      if (wanted.length === 0) break;
      // A failed query stays failed here; the browser retries it after hydration as it would anyway.
      await Promise.all(wanted.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
      html = app();
      renders += 1;
    }
    // A page whose data failed (an unknown idea, an outage) is left to the browser, which shows the
    // failure with its retry: error objects do not survive the trip as JSON.
    const failed = client.getQueryCache().getAll().find((query) => query.state.status === "error");
    if (failed) return { skipped: `${JSON.stringify(failed.queryKey)} failed: ${failed.state.error?.message ?? "unknown error"}` };
    const state: SsrState = { queries: dehydrate(client), parts: [...parts] };
    client.clear();
    return { html, renders, stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>` };
  });
}
