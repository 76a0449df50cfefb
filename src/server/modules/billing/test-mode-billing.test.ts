import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { payments, profiles, subscriptionEvents, testBillingObjects, users } from "../../db/schema";
import { createBilling } from "./billing";

/** The default without a Stripe key: a local TEST MODE checkout whose events go through the same handler. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function entitlements(client: TestClient) {
  return (await client.get("/api/v1/me")).json().entitlements as { effectiveTier: string; isPro: boolean; isLifetime: boolean };
}

/** Starts a checkout and answers the test checkout id from the URL. */
async function startCheckout(client: TestClient, body: object): Promise<string> {
  const response = await client.post("/api/v1/billing/checkout", body);
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json().url);
  expect(url.origin).toBe("http://localhost:3999");
  const match = url.pathname.match(/^\/billing\/test-checkout\/(cs_test_[a-f0-9]+)$/);
  expect(match).not.toBeNull();
  return match![1]!;
}

async function pay(client: TestClient, id: string) {
  return client.post(`/api/v1/billing/test-checkout/${id}/pay`);
}

describe("billing in test mode", () => {
  it("sells every plan and says it is test mode", async () => {
    expect((await t.client().get("/api/v1/billing/config")).json()).toEqual({
      mode: "test",
      available: { starter: { month: true, year: true }, pro: { month: true, year: true }, lifetime: { once: true } },
      portal: false,
    });
  });

  it("pays for Pro on the local checkout and unlocks it only once paid", async () => {
    const client = await signUpVerified(t, "tm-pro@example.com");
    const id = await startCheckout(client, { plan: "pro", interval: "month" });
    expect((await client.get(`/api/v1/billing/test-checkout/${id}`)).json()).toEqual({
      id,
      plan: "pro",
      interval: "month",
      planName: "Weekend Empire",
      amountCents: 9900,
      email: "tm-pro@example.com",
      status: "open",
    });
    // Another user cannot see or pay this checkout.
    const stranger = await signUpVerified(t, "tm-stranger@example.com");
    expect((await stranger.get(`/api/v1/billing/test-checkout/${id}`)).statusCode).toBe(404);
    expect((await pay(stranger, id)).statusCode).toBe(404);
    expect((await entitlements(client)).effectiveTier).toBe("free");

    const paid = await pay(client, id);
    expect(paid.json()).toEqual({ url: "http://localhost:3999/pricing?success=true&plan=pro" });
    expect(await entitlements(client)).toMatchObject({ effectiveTier: "pro", isPro: true });
    expect((await pay(client, id)).statusCode).toBe(409);

    const overview = (await client.get("/api/v1/billing")).json();
    expect(overview).toMatchObject({ mode: "test", tier: "pro", interval: "month", status: "active", cancelAtPeriodEnd: false, hasSubscription: true, portal: false });
    const renews = new Date(overview.currentPeriodEnd);
    expect(renews.getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(overview.payments).toHaveLength(1);
    expect(overview.payments[0]).toMatchObject({ tier: "pro", interval: "month", amountCents: 9900, status: "paid" });

    const userId = await userIdOf("tm-pro@example.com");
    const kinds = (await t.database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, userId))).map((e) => e.eventType).sort();
    expect(kinds).toEqual(["payment.succeeded", "subscription.created"]);
  });

  it("cancels at period end, keeps access, and the test clock ends it when the period is over", async () => {
    const client = await signUpVerified(t, "tm-cancel@example.com");
    await pay(client, await startCheckout(client, { plan: "starter", interval: "year" }));
    const cancelled = (await client.post("/api/v1/billing/subscription/cancel")).json();
    expect(cancelled).toMatchObject({ tier: "starter", cancelAtPeriodEnd: true, effectiveTier: "starter" });
    expect((await entitlements(client)).effectiveTier).toBe("starter");

    // Move the subscription's period into the past, then run the clock the scheduler runs each minute.
    const userId = await userIdOf("tm-cancel@example.com");
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    const end = Math.floor(Date.now() / 1000) - 60;
    await t.database.db.execute(
      sql`update ${testBillingObjects} set data = jsonb_set(jsonb_set(data, '{items,data,0,current_period_end}', ${String(end)}::jsonb), '{items,data,0,current_period_start}', ${String(end - 86_400)}::jsonb) where id = ${profile!.stripeSubscriptionId}`,
    );
    const clock = createBilling({ db: t.database.db, config: { stripe: null, appUrl: "http://localhost:3999" }, log: t.app.log });
    expect(await clock.testMode!.advanceClock()).toBe(1);
    const [ended] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(ended).toMatchObject({ subscriptionStatus: "cancelled", cancelAtPeriodEnd: false });
    // The app hears of the change through the viewer notice, which PostgreSQL delivers a moment
    // later (under load, after the next request): wait for it rather than race it.
    await expect.poll(async () => (await entitlements(client)).effectiveTier, { timeout: 5000 }).toBe("free");
    const deletions = await t.database.db.select().from(subscriptionEvents).where(and(eq(subscriptionEvents.userId, userId), eq(subscriptionEvents.eventType, "subscription.cancelled")));
    expect(deletions).toHaveLength(1);
    // With nothing running, the user can subscribe again.
    expect((await client.post("/api/v1/billing/checkout", { plan: "pro", interval: "month" })).statusCode).toBe(200);
  });

  it("renews a running subscription with a new invoice when its period is over", async () => {
    const client = await signUpVerified(t, "tm-renew@example.com");
    await pay(client, await startCheckout(client, { plan: "pro", interval: "month" }));
    const userId = await userIdOf("tm-renew@example.com");
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    const end = Math.floor(Date.now() / 1000) - 60;
    await t.database.db.execute(
      sql`update ${testBillingObjects} set data = jsonb_set(data, '{items,data,0,current_period_end}', ${String(end)}::jsonb) where id = ${profile!.stripeSubscriptionId}`,
    );
    // Two instances' clocks tick at the same moment: one renewal.
    const clock = createBilling({ db: t.database.db, config: { stripe: null, appUrl: "http://localhost:3999" }, log: t.app.log });
    const otherInstance = createBilling({ db: t.database.db, config: { stripe: null, appUrl: "http://localhost:3999" }, log: t.app.log });
    await Promise.all([clock.testMode!.advanceClock(), otherInstance.testMode!.advanceClock()]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, userId));
    expect(rows.map((p) => p.amountCents)).toEqual([9900, 9900]);
    const [renewed] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(renewed!.subscriptionEndsAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it("upgrades with a prorated charge and downgrades at the period end", async () => {
    const client = await signUpVerified(t, "tm-change@example.com");
    await pay(client, await startCheckout(client, { plan: "starter", interval: "month" }));
    const preview = (await client.get("/api/v1/billing/subscription/change-preview?plan=pro&interval=month")).json();
    expect(preview).toMatchObject({ timing: "now", currency: "usd", renewalCents: 9900 });
    const up = (await client.post("/api/v1/billing/subscription/change", { plan: "pro", interval: "month" })).json();
    expect(up).toMatchObject({ tier: "pro", effectiveTier: "pro" });
    const amounts = up.payments.map((p: { amountCents: number }) => p.amountCents);
    // Almost the whole month is left: the difference 9900 - 2900, prorated to the second.
    expect(amounts).toHaveLength(2);
    expect(amounts[0]).toBeGreaterThan(6900);
    expect(amounts[0]).toBeLessThanOrEqual(7000);
    // The preview said what was then charged (to the cent, give or take the seconds between them).
    expect(Math.abs(amounts[0] - preview.amountDueCents)).toBeLessThanOrEqual(1);

    const downPreview = (await client.get("/api/v1/billing/subscription/change-preview?plan=starter&interval=month")).json();
    expect(downPreview).toMatchObject({ timing: "period_end", amountDueCents: 0, renewalCents: 2900, effectiveAt: up.currentPeriodEnd });

    const down = (await client.post("/api/v1/billing/subscription/change", { plan: "starter", interval: "month" })).json();
    expect(down).toMatchObject({ tier: "starter", effectiveTier: "pro", graceTier: "pro" });
    expect(down.payments).toHaveLength(2);
    expect((await entitlements(client)).isPro).toBe(true);

    // Changing their mind within the period: Pro again, free of charge, since this period is paid for.
    expect((await client.get("/api/v1/billing/subscription/change-preview?plan=pro&interval=month")).json()).toMatchObject({ timing: "now", amountDueCents: 0 });
    const back = (await client.post("/api/v1/billing/subscription/change", { plan: "pro", interval: "month" })).json();
    expect(back).toMatchObject({ tier: "pro", effectiveTier: "pro", graceTier: null, graceUntil: null });
    expect(back.payments).toHaveLength(2);
  });

  it("charges a move to a lower tier on a longer interval now, crediting the unused month, with no grace", async () => {
    const client = await signUpVerified(t, "tm-longer@example.com");
    await pay(client, await startCheckout(client, { plan: "pro", interval: "month" }));
    const preview = (await client.get("/api/v1/billing/subscription/change-preview?plan=starter&interval=year")).json();
    expect(preview).toMatchObject({ timing: "now", renewalCents: 29900 });
    // $299 less almost all of the $99 month just paid.
    expect(preview.amountDueCents).toBeGreaterThanOrEqual(29900 - 9900);
    expect(preview.amountDueCents).toBeLessThan(29900 - 9800);
    const changed = (await client.post("/api/v1/billing/subscription/change", { plan: "starter", interval: "year" })).json();
    expect(changed).toMatchObject({ tier: "starter", interval: "year", effectiveTier: "starter", graceTier: null });
    expect(new Date(changed.currentPeriodEnd).getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect(changed.payments).toHaveLength(2);
  });

  it("buys lifetime on top of a subscription, which ends at once", async () => {
    const client = await signUpVerified(t, "tm-lifetime@example.com");
    await pay(client, await startCheckout(client, { plan: "pro", interval: "year" }));
    const id = await startCheckout(client, { plan: "lifetime" });
    expect((await client.get(`/api/v1/billing/test-checkout/${id}`)).json()).toMatchObject({ plan: "lifetime", interval: null, amountCents: 150000, planName: "Lifetime" });
    expect((await pay(client, id)).json().url).toBe("http://localhost:3999/pricing?success=true&plan=lifetime");
    expect(await entitlements(client)).toMatchObject({ effectiveTier: "lifetime", isLifetime: true });
    const overview = (await client.get("/api/v1/billing")).json();
    expect(overview).toMatchObject({ tier: "lifetime", hasSubscription: false });
    expect(overview.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([150000, 99900]);
    const userId = await userIdOf("tm-lifetime@example.com");
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    const [sub] = await t.database.db.select().from(testBillingObjects).where(eq(testBillingObjects.id, profile!.stripeSubscriptionId!));
    expect(sub!.data.status).toBe("canceled");
    expect((await client.post("/api/v1/billing/checkout", { plan: "lifetime" })).statusCode).toBe(409);
  });

  it("leaves the test checkout with Cancel; the session cannot be paid afterwards", async () => {
    const client = await signUpVerified(t, "tm-leave@example.com");
    const id = await startCheckout(client, { plan: "pro", interval: "month" });
    expect((await client.post(`/api/v1/billing/test-checkout/${id}/cancel`)).json()).toEqual({ url: "http://localhost:3999/pricing?canceled=true" });
    expect((await client.get(`/api/v1/billing/test-checkout/${id}`)).json().status).toBe("expired");
    expect((await pay(client, id)).statusCode).toBe(409);
    expect((await entitlements(client)).effectiveTier).toBe("free");
    expect((await client.get("/api/v1/billing/test-checkout/not-an-id")).statusCode).toBe(400);
  });

  it("pays once when Pay is clicked twice at the same moment", async () => {
    const client = await signUpVerified(t, "tm-double@example.com");
    const id = await startCheckout(client, { plan: "pro", interval: "month" });
    const results = await Promise.all([pay(client, id), pay(client, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, await userIdOf("tm-double@example.com")));
    expect(rows).toHaveLength(1);
  });

  it("refunds a test payment through the same event path", async () => {
    const client = await signUpVerified(t, "tm-refund@example.com");
    await pay(client, await startCheckout(client, { plan: "pro", interval: "month" }));
    const userId = await userIdOf("tm-refund@example.com");
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.userId, userId));
    const clock = createBilling({ db: t.database.db, config: { stripe: null, appUrl: "http://localhost:3999" }, log: t.app.log });
    await clock.service.refund(payment!.id);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after).toMatchObject({ refundedCents: 9900, status: "refunded" });
    await expect(clock.service.refund(payment!.id)).rejects.toThrow(/At most 0 cents/);
  });
});
