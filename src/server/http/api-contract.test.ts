import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTestApp, type TestApp, type TestClient } from "../test/test-app";
import { member as createMember } from "../test/factories";
import { IDEAS_DIR } from "../seed/seed";
import { ideas } from "../db/schema";
import { setRole } from "../modules/auth/index";

/**
 * Contract tests generated from the OpenAPI document, so a new route is covered the day it is added:
 * every route for every role answers without a 5xx and admin routes refuse everyone else; then every
 * JSON endpoint is fuzzed with arbitrary bodies and query values (NUL bytes, deep nesting, wrong
 * types) and must still never answer 5xx.
 */
const ROLES = ["visitor", "free", "starter", "pro", "admin"] as const;
type RoleName = (typeof ROLES)[number];

let t: TestApp;
let routes: Array<{ method: string; path: string; hasBody: boolean; bodyKeys: string[]; query: string[] }>;
let slug: string;
const clients = {} as Record<RoleName, TestClient>;

const member = async (email: string, tier: "free" | "starter" | "pro") => (await createMember(t, email, tier)).client;

/** A path with its parameters filled: a real idea slug, a well-formed id that exists nowhere. */
function concrete(path: string): string {
  return path.replace(/\{slug\}|:slug/g, slug).replace(/\{[^}]+\}|:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
}

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  [{ slug }] = (await t.database.db.select({ slug: ideas.slug }).from(ideas).limit(1)) as [{ slug: string }];
  clients.visitor = t.client();
  clients.free = await member("contract-free@example.com", "free");
  clients.starter = await member("contract-starter@example.com", "starter");
  clients.pro = await member("contract-pro@example.com", "pro");
  clients.admin = await member("contract-admin@example.com", "pro");
  await setRole(t.database.db, "contract-admin@example.com", "admin", { id: null, label: "test" });
  const doc = (await t.client().get("/api/docs/json")).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> }; parameters?: Array<{ in: string; name: string }> }>
    >;
  };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      hasBody: Boolean(operation.requestBody),
      bodyKeys: Object.keys(operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {}),
      query: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    })),
  );
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("every route x every role (from the OpenAPI document)", () => {
  it("answers without a 5xx, and admin routes refuse visitors (401) and members (403)", async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const role of ROLES) {
        const res = await clients[role].request({ method: route.method as "GET", url: concrete(route.path), body: route.hasBody ? {} : undefined });
        const label = `${role} ${route.method} ${route.path} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (route.path.startsWith("/api/v1/admin/")) {
          if (role === "visitor") expect(res.statusCode, label).toBe(401);
          else if (role !== "admin") expect(res.statusCode, label).toBe(403);
        }
        if (route.path.startsWith("/api/v1/") && !route.path.startsWith("/api/v1/billing/webhook") && res.headers["content-type"]?.toString().includes("json")) {
          expect(() => JSON.parse(res.body), label).not.toThrow();
        }
      }
    }
  });
});

/** JSON values with the strings an attacker tries: NUL bytes, huge numbers, odd unicode, deep nesting. */
const nasty = fc.oneof(fc.string(), fc.constantFrom("\0", "a\0b", "%00", "\uFFFF", "𝕏", "'; drop table ideas; --", "x".repeat(5000)));
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("email", "password", "name", "plan", "interval", "fullName", "k\0")), tie("value"), { maxKeys: 5 }),
})).value;
const deep = fc.integer({ min: 30, max: 3000 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown);

const AUTH_ENDPOINTS = ["/api/auth/sign-up/email", "/api/auth/sign-in/email", "/api/auth/request-password-reset", "/api/auth/reset-password", "/api/auth/send-verification-email"];

describe("fuzz: arbitrary bodies and query values never give a 5xx", () => {
  it("JSON bodies on every endpoint that takes one, for a visitor and an admin", async () => {
    const authKeys = ["name", "email", "password", "newPassword", "token", "callbackURL", "redirectTo"];
    const targets = [
      ...routes.filter((r) => r.hasBody).map((r) => ({ method: r.method, path: r.path, keys: r.bodyKeys })),
      ...AUTH_ENDPOINTS.map((path) => ({ method: "POST", path, keys: authKeys })),
    ];
    expect(targets.length).toBeGreaterThan(8);
    for (const target of targets) {
      // Bodies with the route's own field names reach past the first check; free-form ones test the parser.
      const shaped = target.keys.length ? fc.dictionary(fc.constantFrom(...target.keys), fc.oneof(nasty, nasty, jsonish), { minKeys: 1 }) : jsonish;
      await fc.assert(
        fc.asyncProperty(fc.oneof(shaped, shaped, jsonish, deep), fc.constantFrom<RoleName>("visitor", "admin"), async (body, role) => {
          const res = await clients[role].request({ method: target.method as "POST", url: concrete(target.path), body });
          expect(res.statusCode, `${target.method} ${target.path} ${JSON.stringify(body).slice(0, 200)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }),
        // Every field with a NUL byte, for certain, besides the random runs.
        { numRuns: 40, examples: target.keys.map((key) => [{ [key]: "a\0b" }, "admin"] as [unknown, RoleName]) },
      );
    }
  }, 240_000);

  it("query values on every GET endpoint that reads one", async () => {
    const targets = routes.filter((r) => r.method === "GET" && r.query.length > 0);
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...target.query), nasty, fc.constantFrom<RoleName>("visitor", "pro", "admin"), async (name, value, role) => {
          const url = `${concrete(target.path)}?${name}=${encodeURIComponent(value)}`;
          const res = await clients[role].get(url);
          expect(res.statusCode, `${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: 15 },
      );
    }
  }, 240_000);
});
