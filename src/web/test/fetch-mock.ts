import { vi } from "vitest";

/**
 * A fake `fetch` for UI unit tests: each route is "METHOD /path" (query string ignored) and answers
 * a status and a JSON body. Unknown routes answer 404 so a missing stub is visible in the test.
 */
export interface MockReply {
  status?: number;
  body?: unknown;
  /** Extra response headers, e.g. a 429's Retry-After. */
  headers?: Record<string, string>;
  /** A server-sent event stream instead of JSON: each event one `data:` block (the chat's answer). */
  events?: unknown[];
}
export type MockRoutes = Record<string, MockReply | ((init: { body: unknown; url: URL }) => MockReply)>;

export interface FetchCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export function mockFetch(routes: MockRoutes) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === "function" ? route({ body, url }) : route;
    const status = reply?.status ?? (reply ? 200 : 404);
    const payload = reply?.body ?? (reply ? {} : { error: { code: "NOT_FOUND", message: `No stub for ${method} ${url.pathname}` } });
    if (reply?.events) {
      const stream = reply.events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("");
      return new Response(stream, { status, headers: { "Content-Type": "text/event-stream", ...reply.headers } });
    }
    return new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json", ...reply?.headers } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, calls };
}

export const unauthorized: MockReply = {
  status: 401,
  body: { error: { code: "AUTH", message: "Authentication error. Please sign in again." } },
};
