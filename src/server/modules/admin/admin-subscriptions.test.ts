import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, signUpVerified, testConfig, type TestApp, type TestClient } from "../../test/test-app";
import { startStripePeer, type StripePeer } from "../../test/stripe-peer";
import { signStripePayload } from "../../integrations/stripe";
import { auditLog, payments, profiles, subscriptionEvents, users } from "../../db/schema";
import { setRole } from "../auth/index";
import { PLANS } from "../../../shared/plans";
import { setTier } from "../../test/factories";

/**
 * /admin/subscriptions on a real database with the built-in test-mode provider: every figure below
 * follows from the subscriptions bought here, at the plans' prices.
 */
let t: TestApp;
let admin: TestClient;

async function userIdOf(app: TestApp, email: string): Promise<string> {
  const [row] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Signs up and pays for a plan on the TEST MODE checkout. */
async function buy(email: string, plan: "starter" | "pro" | "lifetime", interval?: "month" | "year"): Promise<TestClient> {
  const client = await signUpVerified(t, email);
  const checkout = await client.post("/api/v1/billing/checkout", plan === "lifetime" ? { plan } : { plan, interval });
  expect(checkout.statusCode).toBe(200);
  const id = new URL(checkout.json().url).pathname.split("/").pop()!;
  expect((await client.post(`/api/v1/billing/test-checkout/${id}/pay`)).statusCode).toBe(200);
  return client;
}

const price = {
  starterMonth: PLANS.starter.monthly!.amountCents,
  starterYear: PLANS.starter.yearly!.amountCents,
  proMonth: PLANS.pro.monthly!.amountCents,
  proYear: PLANS.pro.yearly!.amountCents,
  lifetime: PLANS.lifetime.once!.amountCents,
};

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

let proMonthly: TestClient;
let oldPaymentAt: Date;

/**
 * Five plans bought on a fresh database (Pro monthly and yearly, Bootstrap Builder monthly and yearly,
 * Lifetime), a free user, and a Bootstrap Builder payment from two months back. Each describe below
 * starts from its own, so no test depends on what another changed (issue 25: any order passes).
 */
async function fiveSubscriptions(): Promise<void> {
  t = await createTestApp();
  admin = await signUpVerified(t, "subs-admin@example.com");
  await setRole(t.database.db, "subs-admin@example.com", "admin", { id: null, label: "test" });
  proMonthly = await buy("pro-month@example.com", "pro", "month");
  await buy("starter-year@example.com", "starter", "year");
  await buy("pro-year@example.com", "pro", "year");
  await buy("starter-month@example.com", "starter", "month");
  await buy("lifetime@example.com", "lifetime");
  await signUpVerified(t, "free@example.com");
  // A payment from an earlier month (the 15th, two months back), for the monthly revenue series.
  const now = new Date();
  oldPaymentAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 12));
  await t.database.db.insert(payments).values({
    userId: await userIdOf(t, "starter-month@example.com"),
    provider: "test",
    providerPaymentId: "in_test_earlier",
    tier: "starter",
    interval: "month",
    amountCents: price.starterMonth,
    status: "paid",
    createdAt: oldPaymentAt,
  });
}

describe("admin subscriptions (test mode): reading", () => {
  beforeAll(fiveSubscriptions, 120_000);
  afterAll(() => t.close());

  it("answers 401 to visitors and 403 to free and paying users", async () => {
    const freeUser = await signUpVerified(t, "free-2@example.com");
    const userId = await userIdOf(t, "pro-month@example.com");
    const gets = ["/api/v1/admin/subscriptions", "/api/v1/admin/subscriptions/metrics", "/api/v1/admin/subscriptions/export", `/api/v1/admin/subscriptions/${userId}/events`];
    for (const url of gets) {
      expect((await t.client().get(url)).statusCode, url).toBe(401);
      expect((await freeUser.get(url)).statusCode, url).toBe(403);
      expect((await proMonthly.get(url)).statusCode, url).toBe(403);
    }
    expect((await t.client().post(`/api/v1/admin/subscriptions/${userId}/cancel`)).statusCode).toBe(401);
    expect((await freeUser.post(`/api/v1/admin/subscriptions/${userId}/cancel`)).statusCode).toBe(403);
    expect((await proMonthly.post(`/api/v1/admin/subscriptions/${userId}/cancel`)).statusCode).toBe(403);
  });

  it("lists paid plans with filters and search, never free users", async () => {
    const all = (await admin.get("/api/v1/admin/subscriptions")).json();
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    const emails = all.items.map((row: { email: string }) => row.email).sort();
    expect(emails).toEqual(["lifetime@example.com", "pro-month@example.com", "pro-year@example.com", "starter-month@example.com", "starter-year@example.com"]);
    const proYear = all.items.find((row: { email: string }) => row.email === "pro-year@example.com");
    expect(proYear).toMatchObject({ tier: "pro", interval: "year", status: "active", amountCents: price.proYear, cancellable: true, cancelAtPeriodEnd: false });
    expect(new Date(proYear.endsAt).getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect(proYear.startedAt).not.toBeNull();
    const lifetime = all.items.find((row: { email: string }) => row.email === "lifetime@example.com");
    expect(lifetime).toMatchObject({ tier: "lifetime", interval: null, amountCents: price.lifetime, cancellable: false });

    const list = async (query: string) => (await admin.get(`/api/v1/admin/subscriptions?${query}`)).json().items.map((row: { email: string }) => row.email).sort();
    expect(await list("tier=pro")).toEqual(["pro-month@example.com", "pro-year@example.com"]);
    expect(await list("interval=year")).toEqual(["pro-year@example.com", "starter-year@example.com"]);
    expect(await list("interval=once")).toEqual(["lifetime@example.com"]);
    expect(await list("search=STARTER")).toEqual(["starter-month@example.com", "starter-year@example.com"]);
    expect(await list("status=cancelled")).toEqual([]);
    expect((await admin.get("/api/v1/admin/subscriptions?tier=free")).statusCode).toBe(400);
  });

  it("shows a plan set without a checkout with no price, and leaves it out of MRR", async () => {
    await signUpVerified(t, "comped@example.com");
    const userId = await userIdOf(t, "comped@example.com");
    await setTier(t, userId, "pro");
    const [row] = (await admin.get("/api/v1/admin/subscriptions?search=comped")).json().items;
    expect(row).toMatchObject({ tier: "pro", interval: null, amountCents: null, cancellable: false, startedAt: null });
    const metrics = (await admin.get("/api/v1/admin/subscriptions/metrics")).json();
    expect(metrics.activeSubscriptions).toBe(4);
    await setTier(t, userId, "free");
  });

  it("exports the filtered table as CSV with a dated name", async () => {
    const res = await admin.get("/api/v1/admin/subscriptions/export?tier=pro");
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split("\n");
    expect(lines[0]).toBe("email,tier,interval,status,started_at,ends_at,cancel_at_period_end,amount_usd");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"pro-month@example.com","pro","month","active","[^"]+","[^"]+","false","99.00"$/);
    expect(lines[2]).toContain(`"pro-year@example.com","pro","year"`);
  });
});

describe("admin subscriptions (test mode): cancels and refunds", () => {
  beforeAll(fiveSubscriptions, 120_000);
  afterAll(() => t.close());

  it("cancels at period end by default, as a member's own cancel: access and the paid period stay, nothing is refunded", async () => {
    const member = await buy("period-end@example.com", "pro", "month");
    const userId = await userIdOf(t, "period-end@example.com");
    const [before] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    const preview = (await admin.get(`/api/v1/admin/subscriptions/${userId}/cancel-preview`)).json();
    expect(preview.periodEnd).toBe(before!.subscriptionEndsAt!.toISOString());
    // Bought moments ago: nearly the whole month is unused.
    expect(preview.refundNowCents).toBeGreaterThan(price.proMonth * 0.99);
    expect(preview.refundNowCents).toBeLessThanOrEqual(price.proMonth);

    const res = await admin.post(`/api/v1/admin/subscriptions/${userId}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cancelled: true, when: "period_end", endsAt: before!.subscriptionEndsAt!.toISOString(), refundCents: 0 });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active", cancelAtPeriodEnd: true, subscriptionEndsAt: before!.subscriptionEndsAt });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.userId, userId));
    expect(payment).toMatchObject({ refundedCents: 0, status: "paid" });
    // The member still has Pro until the period ends.
    expect((await member.get("/api/v1/me")).json().entitlements).toMatchObject({ isPro: true, effectiveTier: "pro" });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "subscription.cancel"), eq(auditLog.targetId, userId)));
    expect(audit!.after).toMatchObject({ when: "period_end", cancelAtPeriodEnd: true });
    // Set to end already: nothing is left to cancel. A bad choice is refused.
    expect((await admin.post(`/api/v1/admin/subscriptions/${await userIdOf(t, "pro-year@example.com")}/cancel`, { when: "tomorrow" })).statusCode).toBe(400);
  });

  it("cancels now when the admin picks it, refunding the unused part of the period, recorded from its events as cancelled by admin, with an audit entry", async () => {
    const userId = await userIdOf(t, "starter-month@example.com");
    const res = await admin.post(`/api/v1/admin/subscriptions/${userId}/cancel`, { when: "now" });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ cancelled: true, when: "now" });
    expect(result.refundCents).toBeGreaterThan(price.starterMonth * 0.99);
    expect(result.refundCents).toBeLessThanOrEqual(price.starterMonth);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ subscriptionStatus: "cancelled", cancelAtPeriodEnd: false });
    // The refund comes from this month's payment, not the earlier month's one.
    const paid = await t.database.db.select().from(payments).where(eq(payments.userId, userId));
    expect(paid.find((p) => p.providerPaymentId === "in_test_earlier")).toMatchObject({ refundedCents: 0 });
    expect(paid.filter((p) => p.providerPaymentId !== "in_test_earlier").map((p) => p.refundedCents)).toEqual([result.refundCents]);
    const refundEvents = await t.database.db.select().from(subscriptionEvents).where(and(eq(subscriptionEvents.userId, userId), eq(subscriptionEvents.eventType, "payment.refunded")));
    expect(refundEvents.map((e) => e.amountCents)).toEqual([-result.refundCents]);
    const cancelled = await t.database.db.select().from(subscriptionEvents).where(and(eq(subscriptionEvents.userId, userId), eq(subscriptionEvents.eventType, "subscription.cancelled")));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.metadata).toMatchObject({ by: "admin", status: "canceled" });
    expect(cancelled[0]!.metadata!.providerEventId).toMatch(/^evt_test_/);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "subscription.cancel"), eq(auditLog.targetId, userId)));
    expect(audit).toMatchObject({ actorEmail: "subs-admin@example.com", before: { tier: "starter", status: "active" }, after: { status: "cancelled", when: "now", refundCents: result.refundCents } });

    // Nothing left to cancel; lifetime has no subscription; an unknown user is not found.
    expect((await admin.post(`/api/v1/admin/subscriptions/${userId}/cancel`, { when: "now" })).statusCode).toBe(409);
    expect((await admin.post(`/api/v1/admin/subscriptions/${await userIdOf(t, "lifetime@example.com")}/cancel`)).statusCode).toBe(409);
    expect((await admin.post(`/api/v1/admin/subscriptions/no-such-user/cancel`)).statusCode).toBe(404);

    const row = (await admin.get("/api/v1/admin/subscriptions?status=cancelled&tier=starter")).json().items;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ email: "starter-month@example.com", status: "cancelled", cancellable: false });
  });

  it("refunds through the provider with the existing endpoint, recorded as payment.refunded with a negative amount", async () => {
    const userId = await userIdOf(t, "pro-month@example.com");
    const detail = (await admin.get(`/api/v1/admin/subscriptions/${userId}/events`)).json();
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({ amountCents: price.proMonth, refundedCents: 0, status: "paid" });
    expect(detail.events.map((e: { eventType: string }) => e.eventType).sort()).toEqual(["payment.succeeded", "subscription.created"]);

    expect((await admin.post(`/api/v1/admin/payments/${detail.payments[0].id}/refund`, {})).statusCode).toBe(202);
    const after = (await admin.get(`/api/v1/admin/subscriptions/${userId}/events`)).json();
    expect(after.payments[0]).toMatchObject({ refundedCents: price.proMonth, status: "refunded" });
    const refunded = after.events.filter((e: { eventType: string }) => e.eventType === "payment.refunded");
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({ amountCents: -price.proMonth, currency: "usd" });

    // A refund of a subscription payment leaves the plan as it is (the dialog says so): cancelling is separate.
    const [proProfile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(proProfile).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });

    // A partial refund of the starter yearly payment.
    const starterYear = await userIdOf(t, "starter-year@example.com");
    const [payment] = (await admin.get(`/api/v1/admin/subscriptions/${starterYear}/events`)).json().payments;
    expect((await admin.post(`/api/v1/admin/payments/${payment.id}/refund`, { amountCents: 1000 })).statusCode).toBe(202);
  });

  it("ends Lifetime access when its purchase is refunded in full, and stops counting the member as paying; a partial refund keeps it", async () => {
    const partial = await buy("lifetime-partial@example.com", "lifetime");
    const partialId = await userIdOf(t, "lifetime-partial@example.com");
    const [partialPayment] = (await admin.get(`/api/v1/admin/subscriptions/${partialId}/events`)).json().payments;
    expect(partialPayment).toMatchObject({ tier: "lifetime", amountCents: price.lifetime });
    expect((await admin.post(`/api/v1/admin/payments/${partialPayment.id}/refund`, { amountCents: 50_00 })).statusCode).toBe(202);
    expect((await partial.get("/api/v1/me")).json().entitlements.isLifetime).toBe(true);

    const member = await buy("lifetime-refunded@example.com", "lifetime");
    const userId = await userIdOf(t, "lifetime-refunded@example.com");
    expect((await member.get("/api/v1/me")).json().entitlements.isLifetime).toBe(true);
    const payingBefore = (await admin.get("/api/v1/admin/subscriptions/metrics")).json().payingUsers;
    const [payment] = (await admin.get(`/api/v1/admin/subscriptions/${userId}/events`)).json().payments;
    expect((await admin.post(`/api/v1/admin/payments/${payment.id}/refund`, {})).statusCode).toBe(202);

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "cancelled" });
    await expect.poll(async () => (await member.get("/api/v1/me")).json().entitlements.isLifetime, { timeout: 2000 }).toBe(false);
    expect((await member.get("/api/v1/me")).json().entitlements.effectiveTier).toBe("free");
    expect((await admin.get("/api/v1/admin/subscriptions/metrics")).json().payingUsers).toBe(payingBefore - 1);
    const events = (await admin.get(`/api/v1/admin/subscriptions/${userId}/events`)).json().events;
    expect(events.find((e: { eventType: string }) => e.eventType === "subscription.cancelled")).toMatchObject({ metadata: { plan: "lifetime", reason: "refunded" } });
  });

});

describe("admin subscription metrics (test mode)", () => {
  /** The five plans, then what an admin did this month: Bootstrap Builder monthly cancelled now (refunding its unused part), Pro monthly refunded in full, 10 dollars of the Bootstrap Builder yearly payment refunded. */
  beforeAll(async () => {
    await fiveSubscriptions();
    expect((await admin.post(`/api/v1/admin/subscriptions/${await userIdOf(t, "starter-month@example.com")}/cancel`, { when: "now" })).statusCode).toBe(200);
    const [proPayment] = (await admin.get(`/api/v1/admin/subscriptions/${await userIdOf(t, "pro-month@example.com")}/events`)).json().payments;
    expect((await admin.post(`/api/v1/admin/payments/${proPayment.id}/refund`, {})).statusCode).toBe(202);
    const [starterPayment] = (await admin.get(`/api/v1/admin/subscriptions/${await userIdOf(t, "starter-year@example.com")}/events`)).json().payments;
    expect((await admin.post(`/api/v1/admin/payments/${starterPayment.id}/refund`, { amountCents: 1000 })).statusCode).toBe(202);
  }, 120_000);
  afterAll(() => t.close());

  it("computes MRR, churn, ARPU and revenue by month from the stored subscriptions and payments", async () => {
    // Live: Pro monthly, Bootstrap Builder yearly, Pro yearly. Cancelled in the period: Bootstrap Builder monthly. Lifetime adds no MRR.
    const mrr = price.proMonth + price.starterYear / 12 + price.proYear / 12;
    const thisMonth = monthKey(new Date());
    const grossNow = price.proMonth + price.starterYear + price.proYear + price.starterMonth + price.lifetime;
    // The Pro monthly refund, the partial one, and the unused part refunded by the admin's cancel-now.
    const starterMonthPaid = await t.database.db.select().from(payments).where(eq(payments.userId, await userIdOf(t, "starter-month@example.com")));
    const cancelRefund = starterMonthPaid.reduce((sum, p) => sum + p.refundedCents, 0);
    expect(cancelRefund).toBeGreaterThan(0);
    const refundsNow = price.proMonth + 1000 + cancelRefund;

    const m30 = (await admin.get("/api/v1/admin/subscriptions/metrics?period=30d")).json();
    expect(m30).toMatchObject({
      period: "30d",
      mrrCents: Math.round(mrr),
      activeSubscriptions: 3,
      payingUsers: 4,
      cancelledInPeriod: 1,
      churnRate: 1 / 4,
      arpuCents: Math.round(mrr / 3),
      netRevenueCents: grossNow - refundsNow,
    });
    expect(m30.revenueByMonth.at(-1)).toEqual({ month: thisMonth, grossCents: grossNow, refundedCents: refundsNow, netCents: grossNow - refundsNow });
    expect(m30.revenueByMonth.map((r: { month: string }) => r.month)).not.toContain(monthKey(oldPaymentAt));

    const m12 = (await admin.get("/api/v1/admin/subscriptions/metrics?period=12m")).json();
    expect(m12.revenueByMonth).toHaveLength(12);
    expect(m12.revenueByMonth.find((r: { month: string }) => r.month === monthKey(oldPaymentAt))).toEqual({
      month: monthKey(oldPaymentAt),
      grossCents: price.starterMonth,
      refundedCents: 0,
      netCents: price.starterMonth,
    });
    expect(m12.netRevenueCents).toBe(grossNow - refundsNow + price.starterMonth);
    expect(m12.revenueByMonth.filter((r: { netCents: number }) => r.netCents !== 0)).toHaveLength(2);
    expect((await admin.get("/api/v1/admin/subscriptions/metrics?period=7d")).statusCode).toBe(400);
  });

});

describe("admin cancel with Stripe", () => {
  const WEBHOOK_SECRET = "whsec_admin_subscriptions";
  let s: TestApp;
  let peer: StripePeer;
  beforeAll(async () => {
    peer = await startStripePeer();
    s = await createTestApp({
      config: {
        stripe: { secretKey: "sk_test_ideadeck", webhookSecret: WEBHOOK_SECRET, prices: { starter: {}, pro: { month: "price_pro_m" } }, portal: false, apiUrl: peer.url },
        appUrl: testConfig().appUrl,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await peer?.close();
  });

  const deliver = (type: string, object: object) => {
    const payload = JSON.stringify({ id: `evt_admin_${type}_${Date.now()}`, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
    return s.client().request({ method: "POST", url: "/api/v1/billing/webhook", rawBody: payload, headers: { "stripe-signature": signStripePayload(payload, WEBHOOK_SECRET) } });
  };

  it("asks Stripe to cancel now, marked as an admin's, and records the cancel from Stripe's event", async () => {
    const stripeAdmin = await signUpVerified(s, "stripe-admin@example.com");
    await setRole(s.database.db, "stripe-admin@example.com", "admin", { id: null, label: "test" });
    const user = await signUpVerified(s, "stripe-sub@example.com");
    expect((await user.post("/api/v1/billing/checkout", { plan: "pro", interval: "month" })).statusCode).toBe(200);
    const userId = await userIdOf(s, "stripe-sub@example.com");
    const [profile] = await s.database.db.select().from(profiles).where(eq(profiles.id, userId));
    const sub = peer.addSubscription({ customer: profile!.stripeCustomerId!, priceId: "price_pro_m", userId });
    expect((await deliver("customer.subscription.created", sub)).statusCode).toBe(200);

    expect((await stripeAdmin.post(`/api/v1/admin/subscriptions/${userId}/cancel`, { when: "now" })).statusCode).toBe(200);
    const call = peer.requests.findLast((r) => r.method === "DELETE")!;
    expect(call.path).toBe(`/v1/subscriptions/${sub.id}`);
    expect(call.params.get("cancellation_details[comment]")).toBe("Cancelled by an Ideadeck admin");
    // The state Stripe answered is applied at once; the event is recorded when Stripe sends it.
    const [after] = await s.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(after!.subscriptionStatus).toBe("cancelled");
    expect((await deliver("customer.subscription.deleted", peer.get(sub.id as string)!)).statusCode).toBe(200);
    const [event] = await s.database.db.select().from(subscriptionEvents).where(and(eq(subscriptionEvents.userId, userId), eq(subscriptionEvents.eventType, "subscription.cancelled")));
    expect(event!.metadata).toMatchObject({ by: "admin", status: "canceled" });
  });
});
