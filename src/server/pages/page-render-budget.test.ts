import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestApp, TEST_ADMIN_SETTINGS, type TestApp } from "../test/test-app";
import { admin, member } from "../test/factories";
import { IDEAS_DIR } from "../seed/seed";
import { renderPage, type ApiTransport } from "../../web/ssr/render-page";
import { internalRequestHeaders } from "../http/internal-request";

// One real idea is enough: what is tested is whose hourly API budget a rendered page spends, and
// which pages are rendered at all.
const SLUG = "1099-da-basis-gap-reconciler";
const TITLE_START = "1099-DA";

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), "ideadeck-render-budget-"));
  writeFileSync(path.join(webRoot, "index.html"), '<!doctype html><html><head><title>Ideadeck</title></head><body><div id="root"></div></body></html>');
  const ideasDir = mkdtempSync(path.join(tmpdir(), "ideadeck-render-budget-ideas-"));
  mkdirSync(ideasDir, { recursive: true });
  copyFileSync(path.join(IDEAS_DIR, `${SLUG}.json`), path.join(ideasDir, `${SLUG}.json`));
  t = await createTestApp({ config: { webRoot }, seedIdeasFrom: ideasDir });
  const boss = await admin(t, "render-budget-admin@example.com");
  const saved = await boss.client.request({
    method: "PUT",
    url: "/api/v1/admin/settings",
    body: { ...TEST_ADMIN_SETTINGS, systemSettings: { ...TEST_ADMIN_SETTINGS.systemSettings, apiRateLimit: 3 } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("a rendered page's own API calls", () => {
  it("do not spend the visitor's hourly API budget, so the page keeps rendering past it", async () => {
    // Each URL is a page of its own (the query string differs), rendered for this request and each
    // render asking the API several times; with a budget of 3 calls an hour the fifth would fail if
    // they counted against the visitor's address.
    const visitor = t.client("198.51.100.41");
    for (let page = 0; page < 5; page++) {
      const res = await visitor.get(`/ideas/${SLUG}?visit=${page}`);
      expect(res.statusCode).toBe(200);
      const root = res.body.slice(res.body.indexOf('<div id="root">'), res.body.indexOf("</body>"));
      expect(root, `page ${page + 1}`).toContain(TITLE_START);
    }
    const own = await visitor.get("/api/v1/ideas");
    expect(own.statusCode).toBe(200);
    expect(own.headers["ratelimit-remaining"]).toBe("2");
  });

  it("leave the page to the browser once the visitor's hour is spent, so its own calls say how long to wait", async () => {
    const visitor = t.client("198.51.100.43");
    for (let call = 0; call < 3; call++) expect((await visitor.get("/api/v1/ideas")).statusCode).toBe(200);
    const res = await visitor.get(`/ideas/${SLUG}?visit=spent`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect((await visitor.get("/api/v1/ideas")).statusCode).toBe(429);
  });

  it("are told apart by a secret a client cannot send: a guessed mark is counted like any call", async () => {
    const visitor = t.client("198.51.100.42");
    const forged = { "x-ideadeck-internal": "guess" };
    for (const remaining of ["2", "1", "0"]) {
      const res = await visitor.request({ url: "/api/v1/ideas", headers: forged });
      expect(res.headers["ratelimit-remaining"]).toBe(remaining);
    }
    expect((await visitor.request({ url: "/api/v1/ideas", headers: forged })).statusCode).toBe(429);
  });
});

describe("a member's page", () => {
  it("is the shell, drawn by the browser: nothing is rendered or fetched for it on the server (ADR 025)", async () => {
    const { client } = await member(t, "render-shell-pro@example.com", "pro");
    const res = await client.get(`/ideas/${SLUG}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="ideadeck-ssr-state"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    // Its head still names the idea, for the tab and a shared link.
    expect(res.body).toMatch(new RegExp(`<title>[^<]*${TITLE_START}`));
  });
});

describe("a visitor's idea page", () => {
  it("renders once: its change history and pipeline panel are fetched with the idea, before the first render", async () => {
    // The same in-process answers the renderer uses (page-render.ts).
    const transport: ApiTransport = async ({ method, path, headers, body }) => {
      const answer = await t.app.inject({ method: method as "GET", url: path, headers: { ...headers, ...internalRequestHeaders() }, payload: body });
      return { status: answer.statusCode, headers: Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, String(v)])), body: answer.body };
    };
    const page = await renderPage(new URL(`http://localhost/ideas/${SLUG}`), transport);
    if ("skipped" in page) throw new Error(page.skipped);
    expect(page.html).toContain(TITLE_START);
    expect(page.renders).toBe(1);
  });
});
