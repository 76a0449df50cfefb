import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { canonicalPath } from "./canonical-path";
import { createTestApp, PASSWORD, TEST_ADMIN_SETTINGS, TEST_APP_URL, type TestApp } from "../test/test-app";
import { admin, member } from "../test/factories";
import { createSettingsRepo } from "../modules/settings/index";
import { mailOutbox, users } from "../db/schema";

describe("canonicalPath", () => {
  it.each([
    ["/api/auth/sign-in/email", "/api/auth/sign-in/email"],
    ["/api/auth/./sign-in/email", "/api/auth/sign-in/email"],
    ["/api/auth/x/../sign-in/email", "/api/auth/sign-in/email"],
    ["/api/auth/%2e/sign-in/email", "/api/auth/sign-in/email"],
    ["/api/auth/%2E%2E/auth/sign-in/email", "/api/auth/sign-in/email"],
    ["/%61pi/v1/%61dmin/users", "/api/v1/admin/users"],
    ["//api//v1/admin/", "/api/v1/admin"],
    ["/../../etc/passwd", "/etc/passwd"],
    ["/ideas/caf%c3%a9", "/ideas/caf%C3%A9"],
    ["/ideas/a%2fb", "/ideas/a%2Fb"],
    ["/", "/"],
  ])("%s -> %s", (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it("has no reading for a path without a leading slash or with a broken escape", () => {
    expect(canonicalPath("http://evil.example/api/v1/admin/users")).toBeNull();
    expect(canonicalPath("*")).toBeNull();
    expect(canonicalPath("/api/%zz")).toBeNull();
    expect(canonicalPath("/api/%2")).toBeNull();
  });

  // What better-auth does with a path (WHATWG URL parsing) changes nothing in a canonical one, and
  // canonicalising twice changes nothing: a path the rules accepted is the path every handler sees.
  it("is stable and means the same to the WHATWG URL parser", () => {
    const segment = fc.constantFrom("api", "auth", "admin", "v1", ".", "..", "%2e", "%2E", "%2e%2e", ".%2E", "%61dmin", "", "a%2Fb", "sign-in", "x y", "%7e");
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const canonical = canonicalPath(`/${segments.join("/")}`);
        if (canonical === null) return;
        expect(canonicalPath(canonical)).toBe(canonical);
        if (!canonical.includes(" ")) expect(new URL(canonical, "http://h").pathname).toBe(canonical);
      }),
    );
  });
});

/** The same rule, sent through the raw path and its other spellings. */
const variantsOf = (path: string): string[] => {
  const [, first = "", ...rest] = path.split("/");
  const tail = rest.join("/");
  return [
    `/${first}/./${tail}`,
    `/${first}/x/../${tail}`,
    `/${first}/%2e/${tail}`,
    `/${first}/%2E%2E/${first}/${tail}`,
    `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${tail}`,
    `/${first}/${tail.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    `//${first}//${tail}`,
    `${path}/`,
  ];
};

/**
 * Requests over a real socket with the path sent as written: the injector resolves dot segments
 * itself (WHATWG URL), which would hide exactly what these tests look for.
 */
interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): { error: { code: string } };
}
function rawClient(port: () => number, cookie = "") {
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { origin: TEST_APP_URL };
      if (cookie) headers.cookie = cookie;
      if (payload) headers["content-type"] = "application/json";
      const req = httpRequest({ host: "127.0.0.1", port: port(), path, method, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) }));
      });
      req.on("error", reject);
      req.end(payload);
    });
  return { get: (path: string) => send("GET", path), post: (path: string, body: unknown = {}) => send("POST", path, body) };
}

describe("every path rule holds for every spelling of its path", () => {
  let t: TestApp;
  let port = 0;
  const portOf = () => port;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it("a POST to another spelling of an auth route is refused and does nothing", async () => {
    const victim = await member(t, "victim@example.com");
    const attacker = rawClient(portOf);
    const routes: Array<[string, unknown]> = [
      ["/api/auth/sign-in/email", { email: victim.email, password: "wrong password 1" }],
      ["/api/auth/sign-up/email", { name: "x".repeat(50_000), email: "huge@example.com", password: PASSWORD }],
      ["/api/auth/request-password-reset", { email: victim.email, redirectTo: "/reset-password" }],
      ["/api/auth/send-verification-email", { email: victim.email }],
      ["/api/auth/admin/set-role", { userId: victim.id, role: "admin" }],
      ["/api/auth/admin/create-user", { email: "made@example.com", password: PASSWORD, name: "Made", role: "admin" }],
    ];
    const mailsBefore = (await t.database.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const usersBefore = (await t.database.db.select({ n: count() }).from(users))[0]!.n;
    for (const [path, body] of routes) {
      for (const variant of variantsOf(path)) {
        const answer = await attacker.post(variant, body);
        expect(answer.statusCode, `${variant}: ${answer.body}`).toBe(400);
        expect(answer.json().error.code).toBe("VALIDATION");
      }
    }
    expect((await t.database.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore);
    expect((await t.database.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);
    const [role] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, victim.id));
    expect(role?.role).not.toBe("admin");
  });

  it("the sign-in lock-out cannot be stepped around: once locked, no spelling signs in", async () => {
    const victim = await member(t, "locked@example.com");
    const guesser = t.client("127.0.0.1");
    const raw = rawClient(portOf);
    for (let i = 0; i < TEST_ADMIN_SETTINGS.securitySettings.maxLoginAttempts; i++) {
      await guesser.post("/api/auth/sign-in/email", { email: victim.email, password: `wrong password ${i}` });
    }
    expect((await guesser.post("/api/auth/sign-in/email", { email: victim.email, password: PASSWORD })).statusCode).toBe(429);
    for (const variant of variantsOf("/api/auth/sign-in/email")) {
      const answer = await raw.post(variant, { email: victim.email, password: PASSWORD });
      expect(answer.statusCode, variant).toBe(400);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("a GET to another spelling is sent to the one canonical address, where the same rule answers", async () => {
    const visitor = rawClient(portOf);
    const free = rawClient(portOf, (await member(t, "free-spelling@example.com")).client.cookieHeader());
    const boss = rawClient(portOf, (await admin(t, "boss-spelling@example.com")).client.cookieHeader());
    const cases = [
      { client: visitor, path: "/api/v1/admin/users", status: 401 },
      { client: free, path: "/api/v1/admin/users", status: 403 },
      { client: boss, path: "/api/v1/admin/users", status: 200 },
      { client: visitor, path: "/api/auth/get-session", status: 200 },
    ];
    for (const { client, path, status } of cases) {
      expect((await client.get(path)).statusCode, path).toBe(status);
      for (const variant of variantsOf(path)) {
        const answer = await client.get(`${variant}?page=1`);
        expect(answer.statusCode, variant).toBe(308);
        expect(answer.headers.location, variant).toBe(`${path}?page=1`);
        expect((await client.get(answer.headers.location as string)).statusCode, variant).toBe(status);
      }
    }
  });

  it("the admin IP allow-list and maintenance mode see through every spelling", async () => {
    const boss = rawClient(portOf, (await admin(t, "allow-list@example.com")).client.cookieHeader());
    const free = rawClient(portOf, (await member(t, "maintenance@example.com")).client.cookieHeader());
    const settings = createSettingsRepo(t.database.db);
    await settings.save(
      {
        ...TEST_ADMIN_SETTINGS,
        systemSettings: { ...TEST_ADMIN_SETTINGS.systemSettings, maintenanceMode: true },
        securitySettings: { ...TEST_ADMIN_SETTINGS.securitySettings, ipWhitelisting: true, whitelist: ["192.0.2.1"] },
      },
      null,
    );
    try {
      // Saved through a second repo, as another instance would: this app drops its copy of the
      // settings on the change notice, which on PostgreSQL arrives a moment after the save.
      await expect.poll(async () => (await boss.get("/api/v1/admin/users")).statusCode).toBe(403);
      for (const variant of variantsOf("/api/v1/admin/users")) {
        const answer = await boss.get(variant);
        expect(answer.statusCode, variant).toBe(308);
        expect((await boss.get(answer.headers.location as string)).statusCode).toBe(403);
      }
      for (const variant of variantsOf("/api/v1/saved")) {
        const write = await free.post(variant, { ideaId: "00000000-0000-4000-8000-000000000000" });
        expect(write.statusCode, variant).toBe(400);
      }
    } finally {
      await settings.save(TEST_ADMIN_SETTINGS, null);
      await expect.poll(async () => (await boss.get("/api/v1/admin/users")).statusCode).toBe(200);
    }
  });
});
