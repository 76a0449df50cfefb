import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebSearch, WebSearchError } from "./web-search";
import { startSearchPeer, type SearchPeer } from "../test/search-peer";

describe("web search through a SearXNG-compatible JSON API", () => {
  let peer: SearchPeer;
  beforeAll(async () => {
    peer = await startSearchPeer();
  });
  afterAll(() => peer.close());

  it("asks for JSON and returns distinct web pages with their dates, at most the limit", async () => {
    peer.status = 200;
    peer.results = [
      { url: "https://moego.pet/", title: "MoeGo: grooming software", content: "  Scheduling   for mobile groomers ", publishedDate: "2026-03-04T10:00:00" },
      { url: "https://moego.pet/", title: "duplicate", content: "same page twice" },
      { url: "ftp://files.example/", title: "not a web page", content: "" },
      { url: "https://www.gingrapp.com/", title: "", content: "Pet care software", publishedDate: "not a date" },
      { url: "https://third.example/", title: "Third", content: "over the limit" },
    ];
    const search = createWebSearch({ url: `${peer.url}/`, timeoutMs: 2000, maxResults: 2 });
    const pages = await search.search("mobile dog grooming scheduling app");
    expect(peer.queries.at(-1)).toBe("mobile dog grooming scheduling app");
    expect(pages).toEqual([
      { url: "https://moego.pet/", title: "MoeGo: grooming software", snippet: "Scheduling for mobile groomers", published: "2026-03-04" },
      { url: "https://www.gingrapp.com/", title: "https://www.gingrapp.com/", snippet: "Pet care software", published: null },
    ]);
  });

  it("says how to fix an instance that refuses the JSON format", async () => {
    peer.status = 403;
    const search = createWebSearch({ url: peer.url, timeoutMs: 2000 });
    await expect(search.search("anything")).rejects.toThrow(/add json to search.formats/);
    peer.status = 200;
  });

  it("turns an unreachable or failing engine into a WebSearchError", async () => {
    peer.status = 502;
    await expect(createWebSearch({ url: peer.url, timeoutMs: 2000 }).search("x")).rejects.toBeInstanceOf(WebSearchError);
    peer.status = 200;
    await expect(createWebSearch({ url: "http://127.0.0.1:9", timeoutMs: 2000 }).search("x")).rejects.toThrow("could not be reached");
  });
});
