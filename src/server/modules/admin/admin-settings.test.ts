import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { createTestApp, PASSWORD, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { auditLog, mailOutbox, sessions, users } from "../../db/schema";
import Fastify from "fastify";
import { setRole } from "../auth/index";
import { registerSettingsEnforcement } from "./settings-enforcement";
import { createSettingsRepo } from "../settings/index";
import { createAdminNotifications } from "./notifications.service";
import { createNotificationReportsRepo } from "./notification-reports.repo";
import { createRateLimitRepo } from "../rate-limit/rate-limit.repo";
import { createMailRepo } from "../mail/mail.repo";
import { createMailService } from "../mail/index";
import { registerErrorHandler } from "../../http/error-handler";
import type { ViewerResolver } from "../../http/viewer";
import { DEFAULT_ADMIN_SETTINGS, type AdminSettings } from "../../../shared/schemas/admin-settings";
import { setTier } from "../../test/factories";

const ADMIN_IP = "203.0.113.10";
let t: TestApp;
let admin: TestClient;
let free: TestClient;
let pro: TestClient;

type Patch = { [K in keyof AdminSettings]?: Partial<AdminSettings[K]> };
function withChanges(patch: Patch): AdminSettings {
  const next = structuredClone(DEFAULT_ADMIN_SETTINGS);
  for (const [group, values] of Object.entries(patch)) Object.assign(next[group as keyof AdminSettings], values);
  return next;
}
const put = (client: TestClient, body: unknown) => client.request({ method: "PUT", url: "/api/v1/admin/settings", body });
async function save(patch: Patch) {
  const response = await put(admin, withChanges(patch));
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t, "settings-admin@example.com", "Settings Admin");
  await setRole(t.database.db, "settings-admin@example.com", "admin", { id: null, label: "test" });
  free = await signUpVerified(t, "settings-free@example.com");
  pro = await signUpVerified(t, "settings-pro@example.com");
  const [proUser] = await t.database.db.select().from(users).where(eq(users.email, "settings-pro@example.com"));
  await setTier(t, proUser!.id, "pro");
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Every test starts from the defaults, with a generous limit so earlier tests' calls do not count.
  await save({ systemSettings: { apiRateLimit: 1_000_000 } });
});

describe("GET/PUT /api/v1/admin/settings", () => {
  it("answers 401 to visitors, 403 to free and Pro users, and the settings to an admin", async () => {
    const visitor = t.client("198.51.100.1");
    expect((await visitor.get("/api/v1/admin/settings")).statusCode).toBe(401);
    expect((await put(visitor, DEFAULT_ADMIN_SETTINGS)).statusCode).toBe(401);
    for (const user of [free, pro]) {
      expect((await user.get("/api/v1/admin/settings")).statusCode).toBe(403);
      expect((await put(user, DEFAULT_ADMIN_SETTINGS)).statusCode).toBe(403);
    }
    const response = await admin.get("/api/v1/admin/settings");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(withChanges({ systemSettings: { apiRateLimit: 1_000_000 } }));
  });

  it("refuses numbers out of range or not whole, and bad addresses, naming each field", async () => {
    const body = withChanges({
      securitySettings: { maxLoginAttempts: 0, sessionTimeout: 1.5 },
      systemSettings: { apiRateLimit: "fast" as unknown as number },
      emailSettings: { replyToEmail: "not-an-address" },
    });
    const response = await put(admin, body);
    expect(response.statusCode).toBe(400);
    const issues = response.json().error.issues as Array<{ path: string; message: string }>;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "securitySettings.maxLoginAttempts", message: "Max login attempts must be a whole number from 1 to 100" },
        { path: "securitySettings.sessionTimeout", message: "Session timeout must be a whole number from 1 to 365" },
        { path: "systemSettings.apiRateLimit", message: "API rate limit must be a whole number from 1 to 1,000,000" },
        { path: "emailSettings.replyToEmail", message: "Enter a valid email address" },
      ]),
    );
    const notAnAddress = await put(admin, withChanges({ securitySettings: { whitelist: ["10.0.0.0/99", "localhost"] } }));
    expect(notAnAddress.statusCode).toBe(400);
    expect(notAnAddress.json().error.issues.map((i: { path: string }) => i.path)).toEqual(["securitySettings.whitelist.0", "securitySettings.whitelist.1"]);
    // Nothing was saved.
    expect((await admin.get("/api/v1/admin/settings")).json().securitySettings.maxLoginAttempts).toBe(5);
  });

  it("records who changed what, with the settings before and after", async () => {
    await save({ emailSettings: { fromName: "Ideadeck Team" } });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.update")).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ actorEmail: "settings-admin@example.com", targetType: "admin_settings", targetId: "global", ip: ADMIN_IP });
    expect((entry!.before as AdminSettings).emailSettings.fromName).toBe("Ideadeck");
    expect((entry!.after as AdminSettings).emailSettings.fromName).toBe("Ideadeck Team");
  });
});

describe("IP allow-list for the admin area", () => {
  it("refuses a list without the saving admin's own address, with the reason", async () => {
    const response = await put(admin, withChanges({ securitySettings: { ipWhitelisting: true, whitelist: ["198.51.100.0/24"] } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(`does not include your own address (${ADMIN_IP})`);
    expect((await admin.get("/api/v1/admin/settings")).json().securitySettings.ipWhitelisting).toBe(false);
  });

  it("when on, answers 403 to the admin area from any other address and leaves the rest of the site alone", async () => {
    await save({ securitySettings: { ipWhitelisting: true, whitelist: ["203.0.113.0/28"] } });
    const elsewhere = await signUpVerified(t, "settings-admin2@example.com");
    await setRole(t.database.db, "settings-admin2@example.com", "admin", { id: null, label: "test" });
    const away = t.client("198.51.100.7");
    const fromAway = await away.request({ url: "/api/v1/admin/settings", headers: { cookie: elsewhere.cookieHeader() } });
    expect(fromAway.statusCode).toBe(403);
    expect(fromAway.json().error.message).toBe("The admin area cannot be reached from your network address.");
    expect((await away.request({ url: "/admin/settings", headers: { cookie: elsewhere.cookieHeader() } })).statusCode).toBe(403);
    expect((await away.request({ url: "/api/v1/me", headers: { cookie: elsewhere.cookieHeader() } })).statusCode).toBe(200);
    // Inside the range the admin area answers as before.
    expect((await elsewhere.get("/api/v1/admin/settings")).statusCode).toBe(200);
    await save({});
  });
});

describe("maintenance mode", () => {
  it("answers 503 MAINTENANCE with the message to everyone but admins, and keeps sign-in open", async () => {
    await save({ systemSettings: { maintenanceMode: true, maintenanceMessage: "Back at 10:00 UTC.", apiRateLimit: 1_000_000 } });
    for (const client of [t.client("198.51.100.2"), free, pro]) {
      const response = await client.get("/api/v1/ideas");
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({ code: "NETWORK", reason: "MAINTENANCE", message: "Back at 10:00 UTC." });
    }
    expect((await admin.get("/api/v1/ideas")).statusCode).toBe(200);
    const config = (await t.client("198.51.100.2").get("/api/v1/public-config")).json();
    expect(config.maintenance).toEqual({ message: "Back at 10:00 UTC." });
    expect((await free.get("/api/v1/me")).statusCode).toBe(200);
    const signIn = await t.client("198.51.100.3").post("/api/auth/sign-in/email", { email: "settings-admin@example.com", password: PASSWORD });
    expect(signIn.statusCode).toBe(200);

    await save({});
    expect((await free.get("/api/v1/ideas")).statusCode).toBe(200);
    expect((await t.client().get("/api/v1/public-config")).json().maintenance).toBeNull();
  });
});

describe("enable signups", () => {
  it("off: sign-up is refused with a clear message and the public config says so", async () => {
    await save({ systemSettings: { enableSignups: false, apiRateLimit: 1_000_000 } });
    const response = await t.client("198.51.100.4").post("/api/auth/sign-up/email", { name: "Late", email: "late@example.com", password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ reason: "SIGNUPS_DISABLED", message: "Sign-ups are currently closed." });
    expect((await t.client().get("/api/v1/public-config")).json().signupsEnabled).toBe(false);
    expect(await t.database.db.select().from(users).where(eq(users.email, "late@example.com"))).toHaveLength(0);
  });
});

describe("enable guest browsing", () => {
  it("off: visitors get 401 from the catalogue and are sent to /login from pages; users browse on", async () => {
    await save({ systemSettings: { enableGuestBrowsing: false, apiRateLimit: 1_000_000 } });
    const visitor = t.client("198.51.100.5");
    expect((await visitor.get("/api/v1/ideas")).statusCode).toBe(401);
    const page = await visitor.get("/browse?category=saas");
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/login?redirect=${encodeURIComponent("/browse?category=saas")}`);
    expect((await visitor.get("/login")).statusCode).not.toBe(302);
    // What a prospect reads before signing up stays reachable, with the plans the pricing page shows.
    for (const open of ["/pricing", "/faq", "/pricing?canceled=true"]) expect((await visitor.get(open)).statusCode, open).not.toBe(302);
    expect((await visitor.get("/api/v1/billing/config")).statusCode).toBe(200);
    expect((await visitor.get("/api/v1/public-config")).json().guestBrowsingEnabled).toBe(false);
    expect((await free.get("/api/v1/ideas")).statusCode).toBe(200);
    await save({});
    expect((await visitor.get("/api/v1/ideas")).statusCode).toBe(200);
  });
});

describe("API rate limit", () => {
  it("answers 429 RATE_LIMIT past the hourly limit, per address for visitors and per user when signed in", async () => {
    await save({ systemSettings: { apiRateLimit: 3 } });
    const visitor = t.client("198.51.100.6");
    for (let i = 0; i < 3; i += 1) expect((await visitor.get("/api/v1/ideas")).statusCode).toBe(200);
    const over = await visitor.get("/api/v1/ideas");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("RATE_LIMIT");
    // Not counted: the config every page reads.
    expect((await visitor.get("/api/v1/public-config")).statusCode).toBe(200);
    // Another address, and a signed-in user behind the same address as the visitor, have their own counts.
    expect((await t.client("198.51.100.66").get("/api/v1/ideas")).statusCode).toBe(200);
    const user = await signUpVerified(t, "settings-limited@example.com");
    const sameAddress = t.client("198.51.100.6");
    const cookie = user.cookieHeader();
    for (let i = 0; i < 3; i += 1) expect((await sameAddress.request({ url: "/api/v1/saved", headers: { cookie } })).statusCode).toBe(200);
    expect((await sameAddress.request({ url: "/api/v1/saved", headers: { cookie } })).statusCode).toBe(429);
    // Admins are never limited: they must be able to raise a limit set too low.
    for (let i = 0; i < 5; i += 1) expect((await admin.get("/api/v1/ideas")).statusCode).toBe(200);
    await save({});
    expect((await visitor.get("/api/v1/ideas")).statusCode).toBe(200);
  });
});

describe("security settings at sign-in", () => {
  it("max login attempts replaces the fixed limit", async () => {
    await save({ securitySettings: { maxLoginAttempts: 2 }, systemSettings: { apiRateLimit: 1_000_000 } });
    const client = t.client("198.51.100.8");
    const wrong = { email: "settings-free@example.com", password: "wrong password here" };
    expect((await client.post("/api/auth/sign-in/email", wrong)).statusCode).toBe(401);
    expect((await client.post("/api/auth/sign-in/email", wrong)).statusCode).toBe(401);
    const locked = await client.post("/api/auth/sign-in/email", { email: "settings-free@example.com", password: PASSWORD });
    expect(locked.statusCode).toBe(429);
  });

  it("session timeout sets how long a new session lasts", async () => {
    await save({ securitySettings: { sessionTimeout: 2 }, systemSettings: { apiRateLimit: 1_000_000 } });
    const before = Date.now();
    const signIn = await t.client("198.51.100.9").post("/api/auth/sign-in/email", { email: "settings-pro@example.com", password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "settings-pro@example.com"));
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id)).orderBy(desc(sessions.createdAt)).limit(1);
    const days = (session!.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(1.99);
    expect(days).toBeLessThan(2.01);
  });

  it("require e-mail verification on refuses an unverified account; off lets it sign in", async () => {
    const email = "settings-unverified@example.com";
    expect((await t.client("198.51.100.11").post("/api/auth/sign-up/email", { name: "Unverified", email, password: PASSWORD })).statusCode).toBe(200);
    const refused = await t.client("198.51.100.11").post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe("EMAIL_NOT_VERIFIED");
    expect((await t.client().get("/api/v1/public-config")).json().emailVerificationRequired).toBe(true);
    await save({ securitySettings: { requireEmailVerification: false }, systemSettings: { apiRateLimit: 1_000_000 } });
    // The sign-up page reads this to sign a new member in instead of saying "Check your email!".
    expect((await t.client().get("/api/v1/public-config")).json().emailVerificationRequired).toBe(false);
    const client = t.client("198.51.100.11");
    expect((await client.post("/api/auth/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await client.get("/api/v1/me")).statusCode).toBe(200);
  });
});

describe("sender and notification settings", () => {
  it("every mail goes out with the admin's from name, from address and reply-to", async () => {
    await save({
      emailSettings: { fromName: "Ideadeck Team", fromEmail: "hello@ideadeck.test", replyToEmail: "support@ideadeck.test" },
      systemSettings: { apiRateLimit: 1_000_000 },
    });
    await t.client("198.51.100.12").post("/api/auth/sign-up/email", { name: "Sender", email: "sender-check@example.com", password: PASSWORD });
    const mail = await t.waitForMail("sender-check@example.com", "verification");
    expect(mail.fromAddress).toBe('"Ideadeck Team" <hello@ideadeck.test>');
    expect(mail.headers).toMatchObject({ "Reply-To": "support@ideadeck.test" });
  });

  it("a new user is announced to the notification address while that notification is on", async () => {
    await save({ notificationSettings: { newUserNotifications: true, notificationEmail: "ops@ideadeck.test" }, systemSettings: { apiRateLimit: 1_000_000 } });
    await t.client("198.51.100.13").post("/api/auth/sign-up/email", { name: "Newcomer", email: "newcomer@example.com", password: PASSWORD });
    const notice = await t.waitForMail("ops@ideadeck.test", "admin_new_user");
    expect(notice.subject).toBe("New Ideadeck user: newcomer@example.com");

    await save({ notificationSettings: { newUserNotifications: false, notificationEmail: "ops@ideadeck.test" }, systemSettings: { apiRateLimit: 1_000_000 } });
    await t.client("198.51.100.13").post("/api/auth/sign-up/email", { name: "Quiet", email: "quiet@example.com", password: PASSWORD });
    await t.waitForMail("quiet@example.com", "verification");
    const notices = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, "ops@ideadeck.test"), eq(mailOutbox.kind, "admin_new_user")));
    expect(notices).toHaveLength(1);
  });

  it("a paid checkout is announced once to the notification address while that notification is on", async () => {
    await save({ notificationSettings: { newSubscriptionNotifications: true, notificationEmail: "ops@ideadeck.test" }, systemSettings: { apiRateLimit: 1_000_000 } });
    const buyer = await signUpVerified(t, "buyer@example.com");
    const checkout = await buyer.post("/api/v1/billing/checkout", { plan: "pro", interval: "month" });
    const id = new URL(checkout.json().url).pathname.split("/").at(-1)!;
    expect((await buyer.post(`/api/v1/billing/test-checkout/${id}/pay`)).statusCode).toBe(200);
    const notice = await t.waitForMail("ops@ideadeck.test", "admin_new_subscription");
    expect(notice.subject).toBe("New subscription: pro for buyer@example.com");
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "admin_new_subscription"))).toHaveLength(1);
  });

  it("server errors are mailed to the notification address, at most one per 15 minutes, and maintenance 503s are not", async () => {
    await save({ notificationSettings: { errorNotifications: true, notificationEmail: "alerts@ideadeck.test" }, systemSettings: { apiRateLimit: 1_000_000 } });
    // The app has no route that fails on purpose; a small server with the same hooks, repos and
    // database has one. Everything but the failing route is the production code.
    const { db } = t.database;
    const settings = createSettingsRepo(db);
    const rateLimits = createRateLimitRepo(db);
    const mail = createMailService({ repo: createMailRepo(db), smtp: null, from: "Ideadeck <noreply@ideadeck.test>", log: t.app.log });
    const notifications = createAdminNotifications({ settings, mail, rateLimits, reports: createNotificationReportsRepo(db), appUrl: "http://localhost:3999", log: t.app.log });
    const nobody = { viewerOf: async () => null } as unknown as ViewerResolver;
    const server = Fastify();
    registerErrorHandler(server);
    registerSettingsEnforcement(server, { settings, viewers: nobody, apiCalls: rateLimits, notifications });
    server.get("/api/v1/broken", async () => {
      throw new Error("the disk is full");
    });
    await server.ready();
    const alerts = () => db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, "alerts@ideadeck.test"), eq(mailOutbox.kind, "admin_server_error")));
    try {
      for (let i = 0; i < 3; i += 1) expect((await server.inject({ method: "GET", url: "/api/v1/broken?x=1" })).statusCode).toBe(500);
      await expect.poll(async () => (await alerts()).length).toBe(1);
      const [alert] = await alerts();
      expect(alert!.subject).toBe("Ideadeck server error: 500 on GET /api/v1/broken");
      expect(alert!.text).not.toContain("the disk is full");

      await save({ notificationSettings: { errorNotifications: true, notificationEmail: "alerts@ideadeck.test" }, systemSettings: { maintenanceMode: true, apiRateLimit: 1_000_000 } });
      expect((await server.inject({ method: "GET", url: "/api/v1/broken" })).statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await alerts()).toHaveLength(1);
    } finally {
      await server.close();
      await save({});
    }
  });
});
