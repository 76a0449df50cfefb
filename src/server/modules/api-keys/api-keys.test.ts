import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { catalogueFiles } from "../../test/catalogue-files";
import { apiKeys, auditLog, users } from "../../db/schema";
import { paidPassages, passageFinder } from "../../test/paid-passages";
import { TEST_ADMIN_SETTINGS } from "../../test/test-app";
import type { IdeaFile } from "../../../shared/schemas/idea";
import { grantAdmin, setTier } from "../../test/factories";

let t: TestApp;
let files: IdeaFile[];

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  files = catalogueFiles().filter((file) => file.status === "published");
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function member(email: string, tier: "free" | "pro" = "free"): Promise<{ client: TestClient; userId: string; email: string }> {
  const client = await signUpVerified(t, email);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (tier !== "free") await setTier(t, user!.id, tier);
  return { client, userId: user!.id, email };
}

async function createKey(client: TestClient, name = "My laptop"): Promise<{ id: string; secret: string }> {
  const res = await client.post("/api/v1/api-keys", { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const withKey = (secret: string, url: string, method: "GET" | "POST" | "DELETE" = "GET", body?: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...extra },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: "203.0.113.77",
  });

describe("personal API keys", () => {
  it("are created with a secret shown once and stored only as a hash, listed with usage, and revoked to 401", async () => {
    const { client, userId } = await member("keys-owner@example.com");
    const key = await createKey(client, "  Claude Desktop  ");
    expect(key.secret).toMatch(/^idk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.userId).toBe(userId);
    expect(row!.name).toBe("Claude Desktop");
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(12));

    const before = (await client.get("/api/v1/api-keys")).json().data;
    expect(before).toEqual([expect.objectContaining({ id: key.id, name: "Claude Desktop", prefix: key.secret.slice(0, 12), lastUsedAt: null, requestCount: 0 })]);
    expect(JSON.stringify(before)).not.toContain(key.secret);

    expect((await withKey(key.secret, "/api/v1/me")).json().profile.email).toBe("keys-owner@example.com");
    expect((await withKey(key.secret, "/api/v1/ideas")).statusCode).toBe(200);
    const after = (await client.get("/api/v1/api-keys")).json().data[0];
    expect(after.requestCount).toBe(2);
    expect(after.lastUsedAt).not.toBeNull();

    expect((await client.delete(`/api/v1/api-keys/${key.id}`)).statusCode).toBe(200);
    const revoked = await withKey(key.secret, "/api/v1/ideas");
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ error: { code: "AUTH", message: "The API key is not valid or was revoked." } });
    expect((await client.get("/api/v1/api-keys")).json().data).toEqual([]);
    // An unknown key is refused the same way, never answered as a visitor.
    expect((await withKey("idk_not-a-key", "/api/v1/trending")).statusCode).toBe(401);
  });

  it("refuse bad names and other members' keys, and cannot manage keys, the account or billing", async () => {
    const { client } = await member("keys-rules@example.com");
    const other = await member("keys-rules-other@example.com");
    const bad = await client.post("/api/v1/api-keys", { name: "   " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION");
    const key = await createKey(client);
    expect((await other.client.delete(`/api/v1/api-keys/${key.id}`)).statusCode).toBe(404);
    expect((await withKey(key.secret, "/api/v1/api-keys")).statusCode).toBe(403);
    expect((await withKey(key.secret, "/api/v1/api-keys", "POST", { name: "minted by a key" })).statusCode).toBe(403);
    expect((await withKey(key.secret, "/api/v1/me/sessions")).statusCode).toBe(403);
    expect((await withKey(key.secret, "/api/v1/billing/config")).statusCode).toBe(403);
    expect((await t.database.db.select().from(apiKeys).where(eq(apiKeys.name, "minted by a key"))).length).toBe(0);
  });

  it("act as the member's plan and nothing more: an admin's key reaches no admin route", async () => {
    const admin = await member("keys-admin@example.com");
    await grantAdmin(t, admin.email);
    const key = await createKey(admin.client);
    expect((await admin.client.get("/api/v1/admin/users")).statusCode).toBe(200);
    expect((await withKey(key.secret, "/api/v1/admin/users")).statusCode).toBe(403);
  });

  it("let admins see a member's key counts and usage and revoke any key (audited)", async () => {
    const admin = await member("keys-admin-2@example.com");
    await grantAdmin(t, admin.email);
    const owner = await member("keys-watched@example.com");
    const key = await createKey(owner.client);
    await createKey(owner.client, "Cursor");
    await withKey(key.secret, "/api/v1/trending");
    expect((await owner.client.get(`/api/v1/admin/users/${owner.userId}/api-keys`)).statusCode).toBe(403);
    const list = (await admin.client.get(`/api/v1/admin/users/${owner.userId}/api-keys`)).json().data;
    expect(list.live).toBe(2);
    expect(list.keys.find((k: { id: string }) => k.id === key.id).requestCount).toBe(1);
    expect(JSON.stringify(list)).not.toContain(key.secret);
    expect((await admin.client.delete(`/api/v1/admin/api-keys/${key.id}`)).statusCode).toBe(200);
    expect((await withKey(key.secret, "/api/v1/trending")).statusCode).toBe(401);
    expect((await admin.client.get(`/api/v1/admin/users/${owner.userId}/api-keys`)).json().data.live).toBe(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, key.id));
    expect(audit.map((row) => row.action)).toEqual(["api_key.revoke"]);
  });
});

describe("the public API with a key", () => {
  it("gives a free member's key exactly what the free web session gets, with 0 paid strings", async () => {
    const { client } = await member("keys-free-scan@example.com");
    const key = await createKey(client);
    const slugs = files.map((file) => file.slug);
    await client.post("/api/v1/saved", { ideaId: (await client.get(`/api/v1/ideas/${slugs[1]}`)).json().idea.id });
    const urls = [
      "/api/v1/ideas",
      "/api/v1/ideas?page=2",
      "/api/v1/ideas?pro=true",
      "/api/v1/ideas?search=tracker",
      "/api/v1/trending",
      "/api/v1/trending?period=all",
      "/api/v1/saved",
      "/api/v1/me",
      ...slugs.map((slug) => `/api/v1/ideas/${slug}`),
    ];
    const daily = (await client.get("/api/v1/ideas/daily")).json().idea?.slug;
    const forbidden = files.filter((file) => file.slug !== daily).flatMap((file) => paidPassages(file));
    expect(forbidden.length).toBeGreaterThan(files.length);
    const findPaid = passageFinder(forbidden.map((passage) => ({ passage })));
    let leaks = 0;
    for (const url of urls) {
      const web = await client.get(url);
      const api = await withKey(key.secret, url);
      expect(api.statusCode, url).toBe(web.statusCode);
      expect(api.body, url).toBe(web.body);
      leaks += findPaid(api.body).length;
    }
    expect(leaks).toBe(0);
  }, 120_000);

  it("shows a Pro member's key the paid analysis the scan looks for (so the scan can fail)", async () => {
    const { client } = await member("keys-pro-scan@example.com", "pro");
    const key = await createKey(client);
    const file = files[2]!;
    const body = (await withKey(key.secret, `/api/v1/ideas/${file.slug}`)).body;
    expect(passageFinder(paidPassages(file).map((passage) => ({ passage })))(body).length).toBeGreaterThan(0);
  });

  it("limits each key by the hour with RateLimit headers and answers 429 in the shared error shape", async () => {
    const { client } = await member("keys-limit@example.com");
    const first = await createKey(client, "first");
    const second = await createKey(client, "second");
    const admin = await member("keys-limit-admin@example.com");
    await grantAdmin(t, admin.email);
    const setLimit = async (apiRateLimit: number) => {
      const body = { ...TEST_ADMIN_SETTINGS, systemSettings: { ...TEST_ADMIN_SETTINGS.systemSettings, apiRateLimit } };
      const res = await admin.client.request({ method: "PUT", url: "/api/v1/admin/settings", body });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setLimit(3);
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await withKey(first.secret, "/api/v1/trending"));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers[0]!.headers["ratelimit-limit"]).toBe("3");
      expect(answers.map((res) => res.headers["ratelimit-remaining"])).toEqual(["2", "1", "0", "0"]);
      expect(Number(answers[0]!.headers["ratelimit-reset"])).toBeGreaterThan(0);
      expect(Number(answers[0]!.headers["ratelimit-reset"])).toBeLessThanOrEqual(3600);
      expect(answers[3]!.headers["retry-after"]).toBeDefined();
      expect(answers[3]!.json().error.code).toBe("RATE_LIMIT");
      // Each key has its own budget, and so does the member's browser.
      expect((await withKey(second.secret, "/api/v1/trending")).statusCode).toBe(200);
      expect((await client.get("/api/v1/trending")).statusCode).toBe(200);
    } finally {
      await setLimit(TEST_ADMIN_SETTINGS.systemSettings.apiRateLimit);
    }
  });

  it("lets bearer writes past the origin check and still refuses foreign-origin cookie writes", async () => {
    const { client } = await member("keys-origin@example.com");
    const key = await createKey(client);
    const ideaId = (await client.get(`/api/v1/ideas/${files[0]!.slug}`)).json().idea.id;
    const foreign = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const byCookie = await client.request({ method: "POST", url: "/api/v1/saved", body: { ideaId }, headers: foreign });
    expect(byCookie.statusCode).toBe(403);
    const byKey = await withKey(key.secret, "/api/v1/saved", "POST", { ideaId }, foreign);
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect((await client.get("/api/v1/saved")).json().items.map((item: { idea: { id: string } }) => item.idea.id)).toEqual([ideaId]);
  });

  it("documents the bearer scheme in the OpenAPI document", async () => {
    const doc = (await t.client().get("/api/docs/json")).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.info.description).toContain("Authorization: Bearer");
    expect(doc.paths["/api/v1/api-keys"]).toBeDefined();
  });
});
