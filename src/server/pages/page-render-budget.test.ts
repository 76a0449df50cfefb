import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestApp, TEST_ADMIN_SETTINGS, type TestApp } from "../test/test-app";
import { admin, member } from "../test/factories";
import { IDEAS_DIR } from "../seed/seed";
import { renderPage, type ApiTransport } from "../../web/ssr/render-page";
import { internalRequestHeaders } from "../http/internal-request";

// One real idea is enough: what is tested is whose hourly API budget a rendered page spends.
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
  it("do not spend the viewer's hourly API budget, so the page keeps rendering past it", async () => {
    // A signed-in page is rendered for each request (never shared), each render asking the API
    // several times; with a budget of 3 calls an hour the fifth page would fail if they counted.
    const { client } = await member(t, "render-budget-pro@example.com", "pro");
    for (let page = 0; page < 5; page++) {
      const res = await client.get(`/ideas/${SLUG}`);
      expect(res.statusCode).toBe(200);
      const root = res.body.slice(res.body.indexOf('<div id="root">'), res.body.indexOf("</body>"));
      expect(root, `page ${page + 1}`).toContain(TITLE_START);
    }
    const own = await client.get("/api/v1/ideas");
    expect(own.statusCode).toBe(200);
    expect(own.headers["ratelimit-remaining"]).toBe("2");
  });

  it("leave the page to the browser once the viewer's hour is spent, so its own calls say how long to wait", async () => {
    const { client } = await member(t, "render-budget-spent@example.com", "pro");
    for (let call = 0; call < 3; call++) expect((await client.get("/api/v1/ideas")).statusCode).toBe(200);
    const res = await client.get(`/ideas/${SLUG}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect((await client.get("/api/v1/ideas")).statusCode).toBe(429);
  });

  it("are told apart by a secret a client cannot send: a guessed mark is counted like any call", async () => {
    const { client } = await member(t, "render-budget-guess@example.com", "pro");
    const forged = { "x-ideadeck-internal": "guess" };
    for (const remaining of ["2", "1", "0"]) {
      const res = await client.request({ url: "/api/v1/ideas", headers: forged });
      expect(res.headers["ratelimit-remaining"]).toBe(remaining);
    }
    expect((await client.request({ url: "/api/v1/ideas", headers: forged })).statusCode).toBe(429);
  });
});

describe("a member's idea page", () => {
  it("renders once: its fit, change history and pipeline panel are fetched with the idea, before the first render", async () => {
    const { client } = await member(t, "render-once-pro@example.com", "pro");
    // The same in-process answers the renderer uses (page-render.ts), as this member.
    const transport: ApiTransport = async ({ method, path, headers, body }) => {
      const answer = await t.app.inject({ method: method as "GET", url: path, headers: { ...headers, cookie: client.cookieHeader(), ...internalRequestHeaders() }, payload: body });
      return { status: answer.statusCode, headers: Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, String(v)])), body: answer.body };
    };
    for (const signedIn of [true, false]) {
      const page = await renderPage(new URL(`http://localhost/ideas/${SLUG}`), transport, { signedIn });
      if ("skipped" in page) throw new Error(page.skipped);
      expect(page.html).toContain(TITLE_START);
      expect(page.renders, `signed in: ${signedIn}`).toBe(1);
    }
  });
});
