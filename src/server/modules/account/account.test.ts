import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, PASSWORD, signUpVerified, type TestApp } from "../../test/test-app";
import { profiles, users } from "../../db/schema";
import { grantAdmin, setTier } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function profileOf(email: string) {
  const [row] = await t.database.db.select({ p: profiles }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, email));
  return row!.p;
}

describe("GET /api/v1/me", () => {
  it("answers 401 AUTH for a visitor", async () => {
    const res = await t.client().get("/api/v1/me");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: "AUTH", message: "Authentication error. Please sign in again." } });
  });

  it("gives the spec's profile fields and the free entitlements", async () => {
    const client = await signUpVerified(t, "me@example.com", "Grace Hopper");
    const body = (await client.get("/api/v1/me")).json();
    expect(body.profile).toMatchObject({
      email: "me@example.com",
      fullName: "Grace Hopper",
      username: null,
      role: "user",
      subscriptionTier: "free",
      subscriptionStatus: "active",
      emailPreferences: { daily_ideas: true, weekly_digest: false, product_updates: false },
    });
    expect(body.entitlements).toMatchObject({ effectiveTier: "free", isPro: false, canBrowseAll: false, previewCount: 3, trendingPageSize: 3, quotas: { aiChat: 0, aiResearch: 0 } });
  });

  it("reflects a paid tier and the admin role from the database", async () => {
    const client = await signUpVerified(t, "paid@example.com");
    await setTier(t, (await profileOf("paid@example.com")).id, "pro");
    await grantAdmin(t, "paid@example.com");
    const body = (await client.get("/api/v1/me")).json();
    expect(body.entitlements).toMatchObject({ isPro: true, isAdmin: true, canSeeProPicks: true, quotas: { aiChat: 100, aiResearch: 3 } });
  });
});

describe("PATCH /api/v1/me/profile", () => {
  it("saves names, location and e-mail preferences", async () => {
    const client = await signUpVerified(t, "settings@example.com");
    const res = await client.patch("/api/v1/me/profile", {
      fullName: "  Katherine Johnson ",
      username: "KJohnson",
      location: "Hampton, VA",
      emailDailyIdea: false,
      emailTrendAlerts: true,
      emailMarketing: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      fullName: "Katherine Johnson",
      username: "kjohnson",
      location: "Hampton, VA",
      emailDailyIdea: false,
      emailTrendAlerts: true,
      emailMarketing: true,
      emailPreferences: { daily_ideas: false, weekly_digest: true, product_updates: true },
    });
    const stored = await profileOf("settings@example.com");
    expect(stored.username).toBe("kjohnson");

    const cleared = await client.patch("/api/v1/me/profile", { username: "", location: "" });
    expect(cleared.json().profile).toMatchObject({ username: null, location: null, fullName: "Katherine Johnson" });
  });

  it("refuses a username someone else has", async () => {
    const first = await signUpVerified(t, "first@example.com");
    expect((await first.patch("/api/v1/me/profile", { username: "taken_name" })).statusCode).toBe(200);
    const second = await signUpVerified(t, "second@example.com");
    const res = await second.patch("/api/v1/me/profile", { username: "taken_name", fullName: "Changed" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "VALIDATION", reason: "USERNAME_TAKEN", message: "That username is already taken" });
    expect((await profileOf("second@example.com")).fullName).toBe("Test User");
  });

  const bad: [string, unknown][] = [
    ["a wrong-typed flag", { emailDailyIdea: "yes" }],
    ["a wrong-typed name", { fullName: 12 }],
    ["an oversized name", { fullName: "x".repeat(101) }],
    ["an invalid username", { username: "no spaces allowed" }],
    ["a too-short username", { username: "ab" }],
    ["an unknown field", { role: "admin" }],
    ["a tier change", { subscriptionTier: "pro" }],
    ["not an object", ["fullName"]],
  ];
  for (const [name, body] of bad) {
    it(`answers ${name} with 400 VALIDATION and changes nothing`, async () => {
      const email = `bad-${name.replace(/\W+/g, "-")}@example.com`;
      const client = await signUpVerified(t, email);
      const before = await profileOf(email);
      const res = await client.patch("/api/v1/me/profile", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
      expect(await profileOf(email)).toEqual(before);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(user?.role).toBe("user");
    });
  }

  it("requires a session", async () => {
    const res = await t.client().patch("/api/v1/me/profile", { fullName: "Anon" });
    expect(res.statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("lists the user's sessions and revokes one or all others", async () => {
    const phone = await signUpVerified(t, "sessions@example.com");
    const laptop = t.client("192.0.2.80");
    expect((await laptop.post("/api/auth/sign-in/email", { email: "sessions@example.com", password: PASSWORD })).statusCode).toBe(200);
    const tablet = t.client("192.0.2.81");
    expect((await tablet.post("/api/auth/sign-in/email", { email: "sessions@example.com", password: PASSWORD })).statusCode).toBe(200);

    const list = (await laptop.get("/api/v1/me/sessions")).json().sessions as { id: string; current: boolean; ipAddress: string | null }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.current)?.ipAddress).toBe("192.0.2.80");
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const tabletId = list.find((s) => s.ipAddress === "192.0.2.81")!.id;
    expect((await laptop.delete(`/api/v1/me/sessions/${tabletId}`)).statusCode).toBe(200);
    expect((await tablet.get("/api/v1/me")).statusCode).toBe(401);

    // Another user cannot revoke this user's session.
    const stranger = await signUpVerified(t, "stranger@example.com");
    const phoneId = (await phone.get("/api/v1/me/sessions")).json().sessions.find((s: { current: boolean }) => s.current).id;
    expect((await stranger.delete(`/api/v1/me/sessions/${phoneId}`)).statusCode).toBe(404);
    expect((await phone.get("/api/v1/me")).statusCode).toBe(200);

    const others = await laptop.post("/api/v1/me/sessions/revoke-others", {});
    expect(others.json()).toEqual({ revoked: 1 });
    expect((await phone.get("/api/v1/me")).statusCode).toBe(401);
    expect((await laptop.get("/api/v1/me")).statusCode).toBe(200);
  });
});

describe("saved count", () => {
  it("counts the user's saved ideas (none yet) and needs a session", async () => {
    const client = await signUpVerified(t, "saved@example.com");
    expect((await client.get("/api/v1/saved/count")).json()).toEqual({ count: 0 });
    expect((await t.client().get("/api/v1/saved/count")).statusCode).toBe(401);
  });
});
