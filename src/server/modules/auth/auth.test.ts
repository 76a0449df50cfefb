import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { AddressInfo } from "node:net";
import { count, eq, sql } from "drizzle-orm";
import { createTestApp, linkIn, PASSWORD, signUpVerified, TEST_APP_URL, type TestApp } from "../../test/test-app";
import { users, verifications, sessions, profiles } from "../../db/schema";
import { setTier } from "../../test/factories";

const execFileAsync = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe("sign-up and verification", () => {
  it("creates the account and profile, stores a verification mail, and refuses sign-in until verified", async () => {
    const client = t.client();
    const res = await client.post("/api/auth/sign-up/email", { name: "Ada Lovelace", email: "  Ada@Example.com ", password: PASSWORD, callbackURL: "/verify-email" });
    expect(res.statusCode).toBe(200);
    expect(client.hasSession()).toBe(false);

    const [profile] = await t.database.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, "ada@example.com"));
    expect(profile?.profiles.fullName).toBe("Ada Lovelace");
    expect(profile?.profiles.subscriptionTier).toBe("free");
    expect(profile?.profiles.emailDailyIdea).toBe(true);
    expect(profile?.profiles.emailTrendAlerts).toBe(false);

    const mail = await t.latestMail("ada@example.com");
    expect(mail?.status).toBe("stored");
    expect(mail?.subject).toBe("Verify your e-mail for Ideadeck");
    expect(mail?.html).toContain("Verify my e-mail");
    expect(linkIn(mail!.text)).toMatch(/^http:\/\/localhost:3999\/api\/auth\/verify-email\?token=/);

    const early = await client.post("/api/auth/sign-in/email", { email: "ada@example.com", password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toMatchObject({ code: "PERMISSION", reason: "EMAIL_NOT_VERIFIED" });
    expect(client.hasSession()).toBe(false);

    const resend = await client.post("/api/auth/send-verification-email", { email: "ada@example.com", callbackURL: "/verify-email" });
    expect(resend.statusCode).toBe(200);
    const resent = await t.latestMail("ada@example.com");
    expect(resent?.id).not.toBe(mail?.id);

    const link = new URL(linkIn(resent!.text));
    const verify = await client.get(link.pathname + link.search);
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe("/verify-email");
    expect(client.hasSession()).toBe(true);

    const me = await client.get("/api/v1/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toMatchObject({ email: "ada@example.com", emailVerified: true, role: "user", subscriptionTier: "free" });
    expect(me.json().entitlements).toMatchObject({ signedIn: true, isPro: false, isAdmin: false, canSave: true });
  });

  it("sends a tampered verification link back to the page with an error and verifies nobody", async () => {
    const client = t.client();
    await client.post("/api/auth/sign-up/email", { name: "Bob", email: "bob@example.com", password: PASSWORD, callbackURL: "/verify-email" });
    const link = new URL(linkIn((await t.latestMail("bob@example.com"))!.text));
    const token = link.searchParams.get("token")!;
    link.searchParams.set("token", `${token.slice(0, -4)}AAAA`);
    const res = await client.get(link.pathname + link.search);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/verify-email\?error=/);
    const [bob] = await t.database.db.select().from(users).where(eq(users.email, "bob@example.com"));
    expect(bob?.emailVerified).toBe(false);
  });

  it("answers a duplicate sign-up like a new one and creates nothing", async () => {
    await signUpVerified(t, "dup@example.com");
    const before = await userCount();
    const res = await t.client().post("/api/auth/sign-up/email", { name: "Dup", email: "dup@example.com", password: "another password" });
    expect(res.statusCode).toBe(200);
    expect(await userCount()).toBe(before);
  });
});

describe("sign-in, remember me and sign-out", () => {
  it("keeps the session cookie for the session timeout when remembered, and for the browser session otherwise", async () => {
    await signUpVerified(t, "remember@example.com");
    const remembered = await t.client().post("/api/auth/sign-in/email", { email: "remember@example.com", password: PASSWORD, rememberMe: true });
    expect(remembered.statusCode).toBe(200);
    const long = remembered.cookies.find((c) => c.name.endsWith("session_token"));
    expect(long?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(long?.httpOnly).toBe(true);
    expect(long?.sameSite).toBe("Lax");

    expect(remembered.cookies.find((c) => c.name === "ideadeck.has_session")?.maxAge).toBe(30 * 24 * 60 * 60);
    const forgotten = await t.client().post("/api/auth/sign-in/email", { email: "remember@example.com", password: PASSWORD, rememberMe: false });
    expect(forgotten.cookies.find((c) => c.name === "ideadeck.has_session")?.maxAge).toBeUndefined();
    const short = forgotten.cookies.find((c) => c.name.endsWith("session_token"));
    expect(short).toBeDefined();
    expect(short?.maxAge).toBeUndefined();
    expect(short?.expires).toBeUndefined();
  });

  it("rejects a wrong password with a clear message and signs out a session for good", async () => {
    await signUpVerified(t, "signout@example.com");
    const client = t.client();
    const wrong = await client.post("/api/auth/sign-in/email", { email: "signout@example.com", password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: "AUTH", reason: "INVALID_CREDENTIALS", message: "Invalid email or password" });

    const ok = await client.post("/api/auth/sign-in/email", { email: "signout@example.com", password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await client.get("/api/v1/me")).statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === "ideadeck.has_session")).toMatchObject({ value: "1" });
    expect(ok.cookies.find((c) => c.name === "ideadeck.has_session")?.httpOnly).toBeFalsy();
    const out = await client.post("/api/auth/sign-out", {});
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "ideadeck.has_session")).toMatchObject({ value: "", maxAge: 0 });
    const me = await client.get("/api/v1/me");
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("AUTH");
  });

  it("locks one account from one IP after 5 failures within 15 minutes, even with the right password", async () => {
    await signUpVerified(t, "locked@example.com");
    const attacker = t.client("198.51.100.7");
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post("/api/auth/sign-in/email", { email: "locked@example.com", password: `guess-${i}-wrong` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await attacker.post("/api/auth/sign-in/email", { email: "locked@example.com", password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: "RATE_LIMIT",
      message: "Too many failed sign-in attempts for this account. Try again in 15 minutes. You can also reset your password.",
    });

    // Another IP is not locked out.
    const owner = await t.client("192.0.2.44").post("/api/auth/sign-in/email", { email: "locked@example.com", password: PASSWORD });
    expect(owner.statusCode).toBe(200);

    // When the window has passed, the attacker's IP may try again.
    await t.database.db.execute(sql`update login_attempts set created_at = created_at - interval '16 minutes' where email = 'locked@example.com'`);
    const later = await attacker.post("/api/auth/sign-in/email", { email: "locked@example.com", password: PASSWORD });
    expect(later.statusCode).toBe(200);
  });
});

describe("sign-up does not reveal which addresses have accounts", () => {
  it("answers a taken address exactly like a new one, creates nothing and mails the owner instead", async () => {
    await signUpVerified(t, "taken@example.com", "Owner Name");
    const before = await userCount();
    const taken = await t.client().post("/api/auth/sign-up/email", { name: "Someone", email: "Taken@Example.com", password: "another password 1", callbackURL: "/verify-email" });
    const fresh = await t.client().post("/api/auth/sign-up/email", { name: "Someone", email: "fresh-address@example.com", password: "another password 1", callbackURL: "/verify-email" });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({ status: true, message: "Check your email to verify your account" });
    expect(await userCount()).toBe(before + 1);
    const notice = await t.waitForMail("taken@example.com", "account_exists");
    expect(notice.subject).toBe("You already have an Ideadeck account");
    expect(linkIn(notice.text)).toBe("http://localhost:3999/forgot-password");
    // The owner's password still works; the attempt changed nothing.
    expect((await t.client().post("/api/auth/sign-in/email", { email: "taken@example.com", password: PASSWORD })).statusCode).toBe(200);
  });
});

describe("sign-in lock-out under parallel requests", () => {
  it("checks at most 5 of 40 passwords sent at once (the right one included); the rest are refused", async () => {
    await signUpVerified(t, "burst@example.com");
    const attacker = t.client("198.51.100.9");
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 20 ? PASSWORD : `burst-guess-${i}`));
    const answers = await Promise.all(guesses.map((password) => attacker.post("/api/auth/sign-in/email", { email: "burst@example.com", password })));
    const checked = answers.filter((res) => res.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.statusCode === 429).length).toBeGreaterThanOrEqual(35);
    // Whether or not the right password was among the checked ones, a 6th attempt is refused now.
    const wrongChecked = checked.filter((res) => res.statusCode === 401).length;
    if (wrongChecked >= 5) {
      const after = await attacker.post("/api/auth/sign-in/email", { email: "burst@example.com", password: PASSWORD });
      expect(after.statusCode).toBe(429);
    }
  });
});

describe("the session cookie", () => {
  it("is refused when its signature is not ours, even with a real token", async () => {
    const client = await signUpVerified(t, "forged@example.com");
    expect((await client.get("/api/v1/me")).statusCode).toBe(200);
    const cookie = client.cookieHeader();
    const [, token] = /ideadeck\.session_token=([^;.]*)/.exec(decodeURIComponent(cookie))!;
    const forged = await t.client().request({ url: "/api/v1/me", headers: { cookie: `ideadeck.session_token=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}` } });
    expect(forged.statusCode).toBe(401);
  });

  it("is extended once a day while in use, with a fresh cookie, and ends when the session is revoked", async () => {
    const client = await signUpVerified(t, "daily-user@example.com");
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "daily-user@example.com"));
    await t.database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 2 * 86_400_000), expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.userId, user!.id));
    const me = await client.get("/api/v1/me");
    expect(me.statusCode).toBe(200);
    expect(me.cookies.some((c) => c.name === "ideadeck.session_token" && c.value)).toBe(true);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    await t.database.db.delete(sessions).where(eq(sessions.userId, user!.id));
    // The instance forgets the session when the database tells it (NOTIFY), not at the next TTL.
    await expect.poll(async () => (await client.get("/api/v1/me")).statusCode, { timeout: 2000 }).toBe(401);
  });

  it("reflects a plan change at once, though who a cookie belongs to is cached", async () => {
    const client = await signUpVerified(t, "plan-change@example.com");
    expect((await client.get("/api/v1/me")).json().entitlements.isPro).toBe(false);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "plan-change@example.com"));
    await setTier(t, user!.id, "pro");
    await expect.poll(async () => (await client.get("/api/v1/me")).json().entitlements.isPro, { timeout: 2000 }).toBe(true);
  });
});

describe("password reset", () => {
  it("resets with a one-time link, revokes old sessions, and refuses the link a second time", async () => {
    const oldSession = await signUpVerified(t, "reset@example.com");
    const client = t.client();
    const ask = await client.post("/api/auth/request-password-reset", { email: "reset@example.com", redirectTo: "/reset-password" });
    expect(ask.statusCode).toBe(200);
    const mail = await t.waitForMail("reset@example.com", "password_reset");
    const link = new URL(linkIn(mail!.text));
    const landing = await client.get(link.pathname + link.search);
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, "http://x");
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token")!;

    const reset = await client.post("/api/auth/reset-password", { token, newPassword: "a brand new password" });
    expect(reset.statusCode).toBe(200);
    expect((await oldSession.get("/api/v1/me")).statusCode).toBe(401);
    expect((await t.client().post("/api/auth/sign-in/email", { email: "reset@example.com", password: PASSWORD })).statusCode).toBe(401);
    expect((await t.client().post("/api/auth/sign-in/email", { email: "reset@example.com", password: "a brand new password" })).statusCode).toBe(200);

    const again = await client.post("/api/auth/reset-password", { token, newPassword: "yet another password" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: "VALIDATION", reason: "INVALID_TOKEN" });
  });

  it("refuses an expired link", async () => {
    await signUpVerified(t, "expired@example.com");
    const client = t.client();
    await client.post("/api/auth/request-password-reset", { email: "expired@example.com", redirectTo: "/reset-password" });
    const link = new URL(linkIn((await t.waitForMail("expired@example.com", "password_reset")).text));
    const token = link.pathname.split("/").pop()!;
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await client.post("/api/auth/reset-password", { token, newPassword: "a brand new password" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe("INVALID_TOKEN");
    expect((await t.client().post("/api/auth/sign-in/email", { email: "expired@example.com", password: PASSWORD })).statusCode).toBe(200);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const res = await t.client().post("/api/auth/request-password-reset", { email: "nobody@example.com", redirectTo: "/reset-password" });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.latestMail("nobody@example.com")).toBeUndefined();
  });

  it("takes as long for an unknown address as for a known one (the mail is made after the answer)", async () => {
    // Two known accounts, three requests each: a fourth would hit the per-address mail cap, which
    // answers early and would hide the difference this test looks for.
    await signUpVerified(t, "timing-1@example.com");
    await signUpVerified(t, "timing-2@example.com");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/auth/request-password-reset`;
    // Timed by curl in its own process, to the answer's first byte: a client in this process would
    // also count the known address's mail being rendered after the answer left (it shares our event
    // loop), which is exactly what an attacker on the network does not see.
    const timed = async (email: string) => {
      const { stdout } = await execFileAsync("curl", [
        "-s", "-o", "/dev/null", "-w", "%{time_starttransfer}", "-H", "content-type: application/json", "-H", `origin: ${TEST_APP_URL}`,
        "--data", JSON.stringify({ email, redirectTo: "/reset-password" }), url,
      ]);
      // Let the known address's mail finish so it slows no measured request.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return Number(stdout) * 1000;
    };
    // Pairs taken back to back, in alternating order, so a busy machine slows both sides of a pair
    // alike; the median of the differences ignores the odd pair a pause lands in.
    const differences: number[] = [];
    for (let i = 0; i < 6; i++) {
      const known = `timing-${(i % 2) + 1}@example.com`;
      const unknown = `timing-nobody-${i}@example.com`;
      let knownMs: number;
      let unknownMs: number;
      if (i % 2) {
        knownMs = await timed(known);
        unknownMs = await timed(unknown);
      } else {
        unknownMs = await timed(unknown);
        knownMs = await timed(known);
      }
      differences.push(knownMs - unknownMs);
    }
    expect(await t.latestMail("timing-1@example.com")).toMatchObject({ kind: "password_reset" });
    const median = [...differences].sort((a, b) => a - b)[3]!;
    // Before, the known address cost a token, a rendered mail and two writes before the answer.
    expect(Math.abs(median), differences.map(Math.round).join(", ")).toBeLessThan(40);
  });
});

describe("bad input on every auth endpoint", () => {
  const cases: { name: string; url: string; body?: unknown; raw?: string; contentType?: string; status?: number }[] = [
    { name: "sign-up missing fields", url: "/api/auth/sign-up/email", body: {} },
    { name: "sign-up wrong types", url: "/api/auth/sign-up/email", body: { name: 42, email: ["a@b.c"], password: true } },
    { name: "sign-up malformed email", url: "/api/auth/sign-up/email", body: { name: "X", email: "not-an-email", password: PASSWORD } },
    { name: "sign-up short password", url: "/api/auth/sign-up/email", body: { name: "X", email: "short@example.com", password: "1234567" } },
    { name: "sign-up password of spaces", url: "/api/auth/sign-up/email", body: { name: "X", email: "spaces@example.com", password: "        " } },
    { name: "sign-up oversized name", url: "/api/auth/sign-up/email", body: { name: "x".repeat(101), email: "big@example.com", password: PASSWORD } },
    { name: "sign-up oversized password", url: "/api/auth/sign-up/email", body: { name: "X", email: "big2@example.com", password: "p".repeat(129) } },
    { name: "sign-up oversized body", url: "/api/auth/sign-up/email", body: { name: "X", email: "big3@example.com", password: PASSWORD, pad: "x".repeat(200_000) }, status: 413 },
    { name: "sign-up malformed JSON", url: "/api/auth/sign-up/email", raw: '{"name": "X", "email": ' },
    { name: "sign-up empty JSON body", url: "/api/auth/sign-up/email", raw: "" },
    { name: "sign-in missing password", url: "/api/auth/sign-in/email", body: { email: "a@example.com" } },
    { name: "sign-in rememberMe not boolean", url: "/api/auth/sign-in/email", body: { email: "a@example.com", password: "x", rememberMe: "yes" } },
    { name: "resend verification bad email", url: "/api/auth/send-verification-email", body: { email: 7 } },
    { name: "request reset missing email", url: "/api/auth/request-password-reset", body: { redirectTo: "/reset-password" } },
    { name: "reset short password", url: "/api/auth/reset-password", body: { token: "abc", newPassword: "short" } },
    { name: "reset missing token", url: "/api/auth/reset-password", body: { newPassword: "long enough password" } },
    { name: "social unknown provider", url: "/api/auth/sign-in/social", body: { provider: "myspace" } },
  ];
  for (const c of cases) {
    it(`${c.name}: 400-class VALIDATION and nothing changes`, async () => {
      const before = await userCount();
      const [sessionsBefore] = await t.database.db.select({ n: count() }).from(sessions);
      const res = await t.client().request({ method: "POST", url: c.url, body: c.body, rawBody: c.raw });
      expect(res.statusCode).toBe(c.status ?? 400);
      expect(res.json().error.code).toBe("VALIDATION");
      expect(res.json().error.message).toBeTruthy();
      expect(await userCount()).toBe(before);
      const [sessionsAfter] = await t.database.db.select({ n: count() }).from(sessions);
      expect(sessionsAfter?.n).toBe(sessionsBefore?.n);
    });
  }

  it("names each wrong field", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", { name: "", email: "bad", password: "short" });
    expect(res.json().error.issues).toEqual([
      { path: "name", message: "Full name is required" },
      { path: "email", message: "Enter a valid email address" },
      { path: "password", message: "Password must be at least 8 characters long" },
    ]);
  });
});

describe("social sign-in", () => {
  it("offers no provider that is not configured", async () => {
    const config = await t.client().get("/api/v1/public-config");
    expect(config.json().oauthProviders).toEqual([]);
    const res = await t.client().post("/api/auth/sign-in/social", { provider: "github", callbackURL: "/auth/callback" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "VALIDATION", message: "Sign-in with GitHub is not available." });
  });
});
