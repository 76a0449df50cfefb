import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpVerified, TEST_APP_URL, type TestApp } from "../test/test-app";
import { loadConfig } from "../config";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { oauth: { github: { clientId: "gh-client-id", clientSecret: "gh-secret" } } },
  });
});
afterAll(async () => {
  await t.close();
});

describe("HTTP baseline", () => {
  it("answers unknown API routes with JSON NOT_FOUND", async () => {
    for (const url of ["/api/v1/nope", "/api/unknown", "/api"]) {
      const res = await t.client().get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "The page you're looking for doesn't exist." } });
    }
  });

  it("answers liveness and readiness", async () => {
    expect((await t.client().get("/healthz")).json()).toEqual({ status: "ok" });
    expect((await t.client().get("/readyz")).json()).toEqual({ status: "ready" });
  });

  it("sends security headers with a CSP and a request id", async () => {
    const res = await t.client().get("/api/v1/public-config");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses state-changing requests from a foreign origin and allows our own", async () => {
    const foreign = await t.client().request({ method: "POST", url: "/api/auth/sign-in/email", body: { email: "a@example.com", password: "x" }, headers: { origin: "https://evil.example" } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe("PERMISSION");
    const crossSite = await t.client().request({ method: "POST", url: "/api/auth/sign-out", body: {}, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.client().request({ method: "POST", url: "/api/auth/sign-in/email", body: { email: "a@example.com", password: "x" }, headers: { origin: TEST_APP_URL } });
    expect(own.statusCode).toBe(401);
  });

  it("sends Cache-Control: no-store on API answers, personal ones above all", async () => {
    const member = await signUpVerified(t, "no-store@example.com");
    for (const url of ["/api/v1/me", "/api/v1/me/sessions", "/api/v1/saved", "/api/v1/billing"]) {
      expect((await member.get(url)).headers["cache-control"], url).toBe("no-store");
    }
  });

  it("redirects /idea/{slug} to /ideas/{slug} with 301", async () => {
    const res = await t.client().get("/idea/some-idea");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/ideas/some-idea");
  });

  it("serves the OpenAPI document with our routes", async () => {
    const res = await t.client().get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/v1/me", "/api/v1/me/profile", "/api/v1/admin/outbox", "/api/v1/status"]));
  });

  it("offers configured social providers and sends the browser to them", async () => {
    expect((await t.client().get("/api/v1/public-config")).json().oauthProviders).toEqual(["github"]);
    const res = await t.client().post("/api/auth/sign-in/social", { provider: "github", callbackURL: "/auth/callback" });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("gh-client-id");
    expect(url.searchParams.get("redirect_uri")).toBe(`${TEST_APP_URL}/api/auth/callback/github`);
  });

  it("shows visitors only up or down on the status endpoint", async () => {
    expect((await t.client().get("/api/v1/status")).json()).toEqual({ status: "up" });
  });
});

describe("without APP_URL", () => {
  it("accepts forms from every loopback name the server answers on, and nothing else", async () => {
    const local = await createTestApp({ config: { appUrl: "http://localhost:3000", allowedOrigins: loadConfig({ DATA_DIR: "/tmp/ideadeck-test-unused", BETTER_AUTH_SECRET: "x".repeat(32) }).allowedOrigins } });
    try {
      for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
        const res = await local.client().request({ method: "POST", url: "/api/v1/subscribers", body: { email: "loop@example.com" }, headers: { origin } });
        expect(res.statusCode, origin).toBe(200);
      }
      const foreign = await local.client().request({ method: "POST", url: "/api/v1/subscribers", body: { email: "loop@example.com" }, headers: { origin: "http://127.0.0.1:4000" } });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });
});

describe("when the database stops answering", () => {
  it("answers 5xx without internals and reports not ready", async () => {
    const broken = await createTestApp();
    const client = await signUpVerified(broken, "broken@example.com");
    await broken.database.close();
    const me = await client.get("/api/v1/me");
    expect(me.statusCode).toBe(500);
    expect(me.json()).toEqual({ error: { code: "SERVER", message: "Server error. Our team has been notified and is working on it." } });
    expect((await client.get("/readyz")).statusCode).toBe(503);
    expect((await client.get("/api/v1/status")).json()).toEqual({ status: "down" });
    await broken.app.close();
    await broken.database.destroy();
  });
});
