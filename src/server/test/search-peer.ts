import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server answering like a SearXNG instance's JSON API (GET /search?q=...&format=json),
 * so tests run our real search client against a real socket. `pages` are returned for every query;
 * `status` makes it fail the way a misconfigured instance does (403 when JSON is not enabled).
 */
export interface SearchPeerResult {
  url: string;
  title: string;
  content: string;
  publishedDate?: string | null;
}

export interface SearchPeer {
  url: string;
  /** The `q` of each request, in order. */
  queries: string[];
  results: SearchPeerResult[];
  status: number;
  close(): Promise<void>;
}

export async function startSearchPeer(results: SearchPeerResult[] = []): Promise<SearchPeer> {
  const peer: SearchPeer = {
    url: "",
    queries: [],
    results,
    status: 200,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://peer");
    if (request.method !== "GET" || url.pathname !== "/search") {
      response.writeHead(404).end();
      return;
    }
    peer.queries.push(url.searchParams.get("q") ?? "");
    if (url.searchParams.get("format") !== "json" || peer.status === 403) {
      response.writeHead(403, { "content-type": "text/html" }).end("<h1>403 Forbidden</h1>");
      return;
    }
    if (peer.status !== 200) {
      response.writeHead(peer.status, { "content-type": "text/plain" }).end("error");
      return;
    }
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ query: url.searchParams.get("q"), number_of_results: peer.results.length, results: peer.results.map((r) => ({ engine: "peer", ...r })) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return peer;
}
