import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp } from "../../test/test-app";
import { auditLog, users } from "../../db/schema";
import { setRole, UnknownUserError } from "../auth/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("admin role", () => {
  it("is granted and revoked by e-mail, with an audit entry each time", async () => {
    await signUpVerified(t, "boss@example.com");
    expect(await setRole(t.database.db, " Boss@Example.com", "admin", { id: null, label: "cli" })).toEqual({ changed: true });
    expect(await setRole(t.database.db, "boss@example.com", "admin", { id: null, label: "cli" })).toEqual({ changed: false });
    const [boss] = await t.database.db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(boss?.role).toBe("admin");
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, boss!.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "user.role.grant_admin", actorEmail: "cli", before: { role: "user" }, after: { role: "admin" } });

    await setRole(t.database.db, "boss@example.com", "user", { id: null, label: "cli" });
    const [after] = await t.database.db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(after?.role).toBe("user");
  });

  it("refuses an address without an account", async () => {
    await expect(setRole(t.database.db, "ghost@example.com", "admin", { id: null, label: "cli" })).rejects.toBeInstanceOf(UnknownUserError);
  });
});

describe("better-auth's own admin endpoints", () => {
  it("are closed, even to an admin: role, password, impersonation and user creation change nothing", async () => {
    const admin = await signUpVerified(t, "closed-admin@example.com");
    await setRole(t.database.db, "closed-admin@example.com", "admin", { id: null, label: "test" });
    await signUpVerified(t, "closed-target@example.com");
    const [target] = await t.database.db.select().from(users).where(eq(users.email, "closed-target@example.com"));
    const attempts: Array<[string, Record<string, unknown>]> = [
      ["/api/auth/admin/set-role", { userId: target!.id, role: "admin" }],
      ["/api/auth/admin/set-user-password", { userId: target!.id, newPassword: "another-password-1" }],
      ["/api/auth/admin/impersonate-user", { userId: target!.id }],
      ["/api/auth/admin/create-user", { email: "made@example.com", password: "made-password-1", name: "Made" }],
      ["/api/auth/admin/ban-user", { userId: target!.id }],
    ];
    for (const [url, body] of attempts) {
      expect((await admin.post(url, body)).statusCode, url).toBe(404);
      expect((await t.client().post(url, body)).statusCode, url).toBe(404);
    }
    expect((await admin.get("/api/auth/admin/list-users")).statusCode).toBe(404);
    const [after] = await t.database.db.select().from(users).where(eq(users.email, "closed-target@example.com"));
    expect(after).toMatchObject({ role: "user", banned: false });
    expect(await t.database.db.select().from(users).where(eq(users.email, "made@example.com"))).toHaveLength(0);
  });
});

describe("/api/v1/admin/outbox", () => {
  it("is for admins only", async () => {
    expect((await t.client().get("/api/v1/admin/outbox")).statusCode).toBe(401);
    const user = await signUpVerified(t, "plain@example.com");
    const res = await user.get("/api/v1/admin/outbox");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: "PERMISSION", message: "Admin access required" });
    expect((await user.get("/api/v1/admin/outbox/00000000-0000-4000-8000-000000000000")).statusCode).toBe(403);
  });

  it("lists stored mail newest first, searches, pages and opens one", async () => {
    const admin = await signUpVerified(t, "outbox-admin@example.com");
    await setRole(t.database.db, "outbox-admin@example.com", "admin", { id: null, label: "test" });
    await signUpVerified(t, "findme@example.com");

    const list = await admin.get("/api/v1/admin/outbox?search=findme");
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(body.items[0]).toMatchObject({ to: "findme@example.com", kind: "verification", status: "stored", subject: "Verify your e-mail for Ideadeck" });

    const one = await admin.get(`/api/v1/admin/outbox/${body.items[0].id}`);
    expect(one.json().item.text).toContain("/api/auth/verify-email?token=");
    expect(one.json().item.html).toContain("<html");

    const all = (await admin.get("/api/v1/admin/outbox")).json();
    const times = all.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await admin.get("/api/v1/admin/outbox?page=999")).json().items).toEqual([]);
  });

  it("answers bad query and path values with 400 VALIDATION", async () => {
    const admin = await signUpVerified(t, "outbox-admin2@example.com");
    await setRole(t.database.db, "outbox-admin2@example.com", "admin", { id: null, label: "test" });
    for (const url of ["/api/v1/admin/outbox?page=0", "/api/v1/admin/outbox?page=abc", `/api/v1/admin/outbox?search=${"x".repeat(201)}`, "/api/v1/admin/outbox/not-a-uuid"]) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
    expect((await admin.get("/api/v1/admin/outbox/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("/api/v1/status for admins", () => {
  it("names each part's mode", async () => {
    const admin = await signUpVerified(t, "status-admin@example.com");
    await setRole(t.database.db, "status-admin@example.com", "admin", { id: null, label: "test" });
    const body = (await admin.get("/api/v1/status")).json();
    expect(body.status).toBe("up");
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.mail).toMatchObject({ mode: "outbox", ok: true });
    expect(body.checks.payments).toMatchObject({ mode: "test", configured: false, ok: true });
    expect(body.checks.ai).toMatchObject({ mode: "builtin", ok: true });
  });
});
