import type { WebSearchConfig } from "../config";

/**
 * Web search for the model's research (issue 23, item 4), through a SearXNG instance's JSON API:
 * GET {base}/search?q=...&format=json. SearXNG is free, self-hosted and aggregates the big engines,
 * so no search vendor's key or terms are needed (docs/decisions/018-web-research.md). The instance must
 * allow the JSON format (search.formats: [html, json] in settings.yml); otherwise it answers 403.
 */
export interface WebPage {
  url: string;
  title: string;
  /** The engine's snippet of the page, trimmed. */
  snippet: string;
  /** The page's own date when the engine knows it (YYYY-MM-DD). */
  published: string | null;
}

export interface WebSearch {
  /** The provider's name and address, for the admin status page and the report. */
  provider: string;
  search(query: string, signal?: AbortSignal): Promise<WebPage[]>;
}

/** The search engine did not answer usefully; the model is told so and goes on without it. */
export class WebSearchError extends Error {}

interface SearxngResult {
  url?: unknown;
  title?: unknown;
  content?: unknown;
  publishedDate?: unknown;
}

const SNIPPET_MAX = 400;

function isoDay(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** SearXNG's results, deduplicated, web pages only, at most `limit`. */
export function parseSearxngResults(body: unknown, limit: number): WebPage[] {
  const results = (body as { results?: SearxngResult[] } | null)?.results;
  if (!Array.isArray(results)) throw new WebSearchError("the search engine's answer has no results list");
  const pages: WebPage[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    if (pages.length >= limit) break;
    const url = typeof result.url === "string" ? result.url : "";
    if (!/^https?:\/\//i.test(url) || seen.has(url)) continue;
    seen.add(url);
    const snippet = typeof result.content === "string" ? result.content.replace(/\s+/g, " ").trim() : "";
    pages.push({
      url,
      title: typeof result.title === "string" && result.title.trim() ? result.title.trim() : url,
      snippet: snippet.length > SNIPPET_MAX ? `${snippet.slice(0, SNIPPET_MAX - 1)}…` : snippet,
      published: isoDay(result.publishedDate),
    });
  }
  return pages;
}

export function createWebSearch(config: WebSearchConfig): WebSearch {
  const base = config.url.replace(/\/+$/, "");
  const limit = config.maxResults ?? 5;
  return {
    provider: `SearXNG at ${base}`,
    async search(query, signal) {
      const url = `${base}/search?${new URLSearchParams({ q: query, format: "json" })}`;
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, { headers: { accept: "application/json" }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
      } catch (error) {
        throw new WebSearchError(timeout.aborted ? `the search engine did not answer within ${config.timeoutMs / 1000} s` : "the search engine could not be reached", { cause: error });
      }
      if (response.status === 403) {
        throw new WebSearchError("the SearXNG instance refuses the JSON format: add json to search.formats in its settings.yml");
      }
      if (!response.ok) throw new WebSearchError(`the search engine answered ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new WebSearchError("the search engine's answer is not JSON", { cause: error });
      }
      return parseSearxngResults(body, limit);
    },
  };
}
