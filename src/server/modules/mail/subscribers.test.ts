import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createTestApp, signUpVerified, testConfig, type TestApp } from "../../test/test-app";
import { emailSubscribers, mailOutbox, profiles, users } from "../../db/schema";
import { createUnsubscribeToken } from "./unsubscribe-token";
import pino from "pino";
import { createMailRepo } from "./mail.repo";
import { createMailService } from "./mail.service";
import { createSubscribersRepo } from "./subscribers.repo";
import { createWelcomeService } from "./welcome.service";

let t: TestApp;
const secret = testConfig().authSecret;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function subscriber(email: string) {
  const [row] = await t.database.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
  return row;
}

describe("subscribers", () => {
  it("follow the state machine and count only active addresses", async () => {
    const client = t.client();
    // Other tests here subscribe their own addresses: the count is compared with what it was before.
    const before = (await client.get("/api/v1/subscribers/count")).json().count as number;
    expect((await client.post("/api/v1/subscribers", { email: "Reader@Example.com", source: "home" })).json()).toEqual({ status: "subscribed" });
    expect((await client.post("/api/v1/subscribers", { email: "reader@example.com", source: "home" })).json()).toEqual({ status: "already_subscribed" });
    expect((await client.get("/api/v1/subscribers/count")).json()).toEqual({ count: before + 1 });

    const welcome = await t.latestMail("reader@example.com");
    expect(welcome?.kind).toBe("welcome");
    expect(welcome?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = new URL(welcome!.headers["List-Unsubscribe"]!.slice(1, -1));
    // The plain-text link is the whole link, not followed by a sentence's full stop.
    expect(welcome!.text).toMatch(new RegExp(`${link.href.replace(/[.?*+^$[\]\\(){}|-]/g, "\\$&")}(\\s|$)`));
    expect(link.pathname).toBe("/unsubscribe");

    const ok = await client.post("/api/v1/subscribers/unsubscribe", { email: link.searchParams.get("email"), token: link.searchParams.get("token") });
    expect(ok.json()).toEqual({ status: "unsubscribed" });
    expect((await subscriber("reader@example.com"))?.status).toBe("unsubscribed");
    expect((await client.get("/api/v1/subscribers/count")).json()).toEqual({ count: before });

    expect((await client.post("/api/v1/subscribers", { email: "reader@example.com", source: "footer" })).json()).toEqual({ status: "resubscribed" });
    const back = await subscriber("reader@example.com");
    expect(back).toMatchObject({ status: "active", unsubscribedAt: null, source: "footer" });
    // Only one welcome mail per address per day.
    const [mails] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, "reader@example.com"));
    expect(mails?.n).toBe(1);
  });

  it("refuse forged, expired and missing tokens and change nothing", async () => {
    await t.client().post("/api/v1/subscribers", { email: "keep@example.com" });
    const expired = createUnsubscribeToken(secret, "keep@example.com", new Date(Date.now() - 400 * 24 * 3600 * 1000));
    const otherAddress = createUnsubscribeToken(secret, "someone-else@example.com");
    const wrongSecret = createUnsubscribeToken("another-secret-another-secret-123456", "keep@example.com");
    for (const body of [
      { email: "keep@example.com", token: expired },
      { email: "keep@example.com", token: otherAddress },
      { email: "keep@example.com", token: wrongSecret },
      { email: "keep@example.com", token: "123.abc" },
      { email: "keep@example.com" },
    ]) {
      const res = await t.client().post("/api/v1/subscribers/unsubscribe", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
      expect((await subscriber("keep@example.com"))?.status).toBe("active");
    }
  });

  it("turn off a matching account's e-mail preferences on unsubscribe", async () => {
    const user = await signUpVerified(t, "member@example.com");
    await user.patch("/api/v1/me/profile", { emailTrendAlerts: true });
    await t.client().post("/api/v1/subscribers/unsubscribe", { email: "member@example.com", token: createUnsubscribeToken(secret, "member@example.com") });
    const [row] = await t.database.db.select({ p: profiles }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, "member@example.com"));
    expect(row?.p).toMatchObject({ emailDailyIdea: false, emailTrendAlerts: false, emailMarketing: false });
  });

  it("turn an account's daily preference back on when it subscribes its own address", async () => {
    const user = await signUpVerified(t, "returning@example.com");
    await user.patch("/api/v1/me/profile", { emailDailyIdea: false });
    await t.client().post("/api/v1/subscribers", { email: "returning@example.com" });
    expect((await user.get("/api/v1/me")).json().profile.emailDailyIdea).toBe(true);
  });

  it("are limited to 10 sign-ups an hour from one IP, stored in the database for every instance", async () => {
    const bot = t.client("198.51.100.77");
    for (let i = 0; i < 10; i++) expect((await bot.post("/api/v1/subscribers", { email: `bot-${i}@example.com` })).statusCode).toBe(200);
    const refused = await bot.post("/api/v1/subscribers", { email: "bot-10@example.com" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMIT");
    expect(await subscriber("bot-10@example.com")).toBeUndefined();
    expect((await t.client("198.51.100.78").post("/api/v1/subscribers", { email: "human@example.com" })).statusCode).toBe(200);
  });

  it("get a welcome later when it failed at subscription time", async () => {
    // A subscription stored while the welcome could not be (e.g. the outbox write failed).
    await t.database.db.insert(emailSubscribers).values({ email: "late-welcome@example.com", source: "test", updatedAt: new Date(Date.now() - 5 * 60_000) });
    const mail = createMailService({ repo: createMailRepo(t.database.db), smtp: null, from: "Ideadeck <hello@ideadeck.local>", log: pino({ level: "silent" }), ratePerSecond: 100 });
    const welcome = createWelcomeService({ repo: createSubscribersRepo(t.database.db), mail, appUrl: "http://localhost:3999", secret, log: pino({ level: "silent" }) });
    expect(await welcome.catchUp()).toBeGreaterThanOrEqual(1);
    expect((await t.latestMail("late-welcome@example.com"))?.kind).toBe("welcome");
    expect((await subscriber("late-welcome@example.com"))?.welcomedAt).not.toBeNull();
    // Sent once: a second pass finds nothing left for this address.
    await welcome.catchUp();
    const [row] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, "late-welcome@example.com"));
    expect(row?.n).toBe(1);
  });

  it("answer bad input with 400 VALIDATION and store nothing", async () => {
    for (const body of [{}, { email: "nope" }, { email: 3 }, { email: "a@example.com", source: "<script>" }, { email: "a@example.com", extra: 1 }, { email: `${"a".repeat(250)}@example.com` }]) {
      const res = await t.client().post("/api/v1/subscribers", body);
      expect(res.statusCode).toBe(400);
    }
    expect(await subscriber("a@example.com")).toBeUndefined();
  });
});
