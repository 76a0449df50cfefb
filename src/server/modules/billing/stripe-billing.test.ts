import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, signUpVerified, testConfig, type TestApp, type TestClient } from "../../test/test-app";
import { startStripePeer, type StripePeer } from "../../test/stripe-peer";
import { signStripePayload } from "../../integrations/stripe";
import { auditLog, payments, profiles, subscriptionEvents, users, webhookEvents } from "../../db/schema";
import { setRole } from "../auth/index";
import { createBillingRepo } from "./billing.repo";

/**
 * Stripe mode end to end: the real stripe SDK talks to a local peer speaking Stripe's REST API, and
 * webhook events are signed with the SDK's test header helper, as Stripe would deliver them.
 */
const WEBHOOK_SECRET = "whsec_test_secret_for_ideadeck";
const PRICES = { proMonth: "price_pro_m", proYear: "price_pro_y", starterMonth: "price_starter_m", lifetime: "price_life" };

let t: TestApp;
let peer: StripePeer;
let eventCounter = 0;

beforeAll(async () => {
  peer = await startStripePeer();
  const base = testConfig();
  t = await createTestApp({
    config: {
      stripe: {
        secretKey: "sk_test_ideadeck",
        webhookSecret: WEBHOOK_SECRET,
        // Bootstrap Builder yearly is deliberately missing: "not yet configured".
        prices: { starter: { month: PRICES.starterMonth }, pro: { month: PRICES.proMonth, year: PRICES.proYear }, lifetime: PRICES.lifetime },
        portal: true,
        apiUrl: peer.url,
      },
      appUrl: base.appUrl,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

function signedEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({ id: `evt_${++eventCounter}_${Date.now()}`, object: "event", type, created, data: { object } });
  return { payload, signature: signStripePayload(payload, WEBHOOK_SECRET) };
}

async function deliver(event: { payload: string; signature: string }) {
  return t.client().request({ method: "POST", url: "/api/v1/billing/webhook", rawBody: event.payload, headers: { "stripe-signature": event.signature } });
}

async function profileOf(email: string) {
  const [row] = await t.database.db.select({ profile: profiles }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, email));
  return row!.profile;
}

async function eventsOf(userId: string, type: string) {
  return t.database.db.select().from(subscriptionEvents).where(and(eq(subscriptionEvents.userId, userId), eq(subscriptionEvents.eventType, type)));
}

/** Signs up, starts a Pro checkout and returns what Stripe would hold once it is paid. */
async function subscribedUser(email: string, priceId = PRICES.proMonth, plan: "pro" | "starter" = "pro") {
  const client = await signUpVerified(t, email);
  const checkout = await client.post("/api/v1/billing/checkout", { plan, interval: "month" });
  expect(checkout.statusCode).toBe(200);
  const profile = await profileOf(email);
  const sub = peer.addSubscription({ customer: profile.stripeCustomerId!, priceId, userId: profile.id });
  expect((await deliver(signedEvent("customer.subscription.created", sub))).statusCode).toBe(200);
  return { client, profile, sub };
}

async function me(client: TestClient) {
  return (await client.get("/api/v1/me")).json() as { entitlements: { effectiveTier: string; isPro: boolean } };
}

describe("billing with Stripe", () => {
  it("says which plans can be bought", async () => {
    const config = (await t.client().get("/api/v1/billing/config")).json();
    expect(config).toEqual({
      mode: "stripe",
      available: { starter: { month: true, year: false }, pro: { month: true, year: true }, lifetime: { once: true } },
      portal: true,
    });
  });

  it("creates one customer per user and a subscription Checkout Session with our return URLs", async () => {
    expect((await t.client().post("/api/v1/billing/checkout", { plan: "pro", interval: "month" })).statusCode).toBe(401);
    const client = await signUpVerified(t, "checkout@example.com");
    const first = await client.post("/api/v1/billing/checkout", { plan: "pro", interval: "month" });
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    await client.post("/api/v1/billing/checkout", { plan: "pro", interval: "year" });

    const profile = await profileOf("checkout@example.com");
    const customerCalls = peer.requests.filter((r) => r.path === "/v1/customers" && r.params.get("metadata[userId]") === profile.id);
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]!.idempotencyKey).toBe(`customer-${profile.id}`);
    const sessions = peer.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.params.get("client_reference_id") === profile.id);
    expect(sessions).toHaveLength(2);
    const params = sessions[0]!.params;
    expect(params.get("mode")).toBe("subscription");
    expect(params.get("customer")).toBe(profile.stripeCustomerId);
    expect(params.get("line_items[0][price]")).toBe(PRICES.proMonth);
    expect(sessions[1]!.params.get("line_items[0][price]")).toBe(PRICES.proYear);
    expect(params.get("success_url")).toBe("http://localhost:3999/pricing?success=true&plan=pro");
    expect(params.get("cancel_url")).toBe("http://localhost:3999/pricing?canceled=true");
    expect(params.get("subscription_data[metadata][userId]")).toBe(profile.id);
    // The browser's return changes nothing: the tier waits for a verified event.
    expect((await me(client)).entitlements.effectiveTier).toBe("free");
  });

  it("answers a plan without a price and bad input with a clear error", async () => {
    const client = await signUpVerified(t, "unconfigured@example.com");
    const missing = await client.post("/api/v1/billing/checkout", { plan: "starter", interval: "year" });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.message).toBe("Bootstrap Builder is not yet configured. Please contact support.");
    const bad = await client.post("/api/v1/billing/checkout", { plan: "pro" });
    expect(bad.statusCode).toBe(400);
    const worse = await client.post("/api/v1/billing/checkout", { plan: "gold", interval: "month" });
    expect(worse.statusCode).toBe(400);
    expect((await profileOf("unconfigured@example.com")).stripeCustomerId).toBeNull();
  });

  it("refuses a webhook with a bad or missing signature and changes nothing", async () => {
    const { profile, sub } = await subscribedUser("forged@example.com");
    const forged = signedEvent("customer.subscription.deleted", { ...sub, status: "canceled" });
    const wrongSecret = { payload: forged.payload, signature: signStripePayload(forged.payload, "whsec_someone_else") };
    const before = await t.database.db.select().from(webhookEvents);
    expect((await deliver(wrongSecret)).statusCode).toBe(400);
    const tampered = { payload: forged.payload.replace("canceled", "active"), signature: forged.signature };
    expect((await deliver(tampered)).statusCode).toBe(400);
    const unsigned = await t.client().request({ method: "POST", url: "/api/v1/billing/webhook", rawBody: forged.payload });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.message).toBe("Missing Stripe-Signature header");
    expect(await t.database.db.select().from(webhookEvents)).toHaveLength(before.length);
    const after = await profileOf("forged@example.com");
    expect(after.subscriptionTier).toBe("pro");
    expect(after.subscriptionStatus).toBe("active");
    expect(after.id).toBe(profile.id);
  });

  it("grants the plan from a verified event, once, however often it is delivered", async () => {
    const { client, profile, sub } = await subscribedUser("paid@example.com");
    expect((await me(client)).entitlements).toMatchObject({ effectiveTier: "pro", isPro: true });
    const stored = await profileOf("paid@example.com");
    expect(stored).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active", subscriptionInterval: "month", stripeSubscriptionId: sub.id, cancelAtPeriodEnd: false });

    const repeat = signedEvent("customer.subscription.created", sub);
    await deliver(repeat);
    await deliver(repeat);
    expect(await eventsOf(profile.id, "subscription.created")).toHaveLength(2); // the first delivery in subscribedUser, then this one once

    const { webhookCopy, paymentIntent } = peer.addInvoice({ customer: profile.stripeCustomerId!, subscription: sub.id, priceId: PRICES.proMonth, amount: 9900 });
    const paid = signedEvent("invoice.paid", webhookCopy);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    // The same invoice in a second event (Stripe sends invoice.paid and may resend) is one payment.
    await deliver(signedEvent("invoice.paid", webhookCopy));
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, profile.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 9900, tier: "pro", interval: "month", providerPaymentIntentId: paymentIntent, status: "paid" });
    expect(await eventsOf(profile.id, "payment.succeeded")).toHaveLength(1);
    // Webhook invoices lack payments; the intent came from an expanded read.
    expect(peer.requests.some((r) => r.method === "GET" && r.path === `/v1/invoices/${webhookCopy.id}`)).toBe(true);

    const overview = (await client.get("/api/v1/billing")).json();
    expect(overview).toMatchObject({ mode: "stripe", tier: "pro", effectiveTier: "pro", hasSubscription: true, portal: true });
    expect(overview.payments[0]).toMatchObject({ amountCents: 9900, invoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com/) });
  });

  it("applies an event delivered 20 times at once exactly once", async () => {
    const { profile, sub } = await subscribedUser("burst@example.com");
    const { webhookCopy } = peer.addInvoice({ customer: profile.stripeCustomerId!, subscription: sub.id, priceId: PRICES.proMonth, amount: 9900 });
    const event = signedEvent("invoice.paid", webhookCopy);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, profile.id))).toHaveLength(1);
    expect(await eventsOf(profile.id, "payment.succeeded")).toHaveLength(1);
  });

  it("keeps the newest state when events arrive out of order", async () => {
    const { profile, sub } = await subscribedUser("order@example.com");
    const stale = structuredClone(sub);
    peer.update(sub.id, { cancel_at_period_end: true });
    await deliver(signedEvent("customer.subscription.updated", peer.get(sub.id)!));
    // An older event, delivered late, carries the old object; the handler reads the subscription afresh.
    await deliver(signedEvent("customer.subscription.created", stale, Math.floor(Date.now() / 1000) - 60));
    expect(await profileOf("order@example.com")).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: "active" });

    // A deletion that overtakes everything else still ends the plan.
    peer.update(sub.id, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) - 5 });
    await deliver(signedEvent("customer.subscription.updated", stale));
    const ended = await profileOf("order@example.com");
    expect(ended).toMatchObject({ subscriptionStatus: "cancelled", cancelAtPeriodEnd: false });
    expect(ended.subscriptionEndsAt!.getTime()).toBeLessThan(Date.now());
    expect(profile.id).toBe(ended.id);
  });

  it("cancels at period end and resumes through the API, keeping access meanwhile", async () => {
    const { client, sub } = await subscribedUser("cancel@example.com");
    const cancelled = await client.post("/api/v1/billing/subscription/cancel");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, effectiveTier: "pro" });
    const call = peer.requests.findLast((r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === "POST");
    expect(call!.params.get("cancel_at_period_end")).toBe("true");
    expect((await me(client)).entitlements.isPro).toBe(true);

    const resumed = await client.post("/api/v1/billing/subscription/resume");
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, hasSubscription: true });
    expect(peer.get(sub.id)!.cancel_at_period_end).toBe(false);
  });

  it("changes plan: a downgrade keeps Pro until the period ends, an upgrade is prorated now", async () => {
    const { client, sub } = await subscribedUser("change@example.com");
    const down = await client.post("/api/v1/billing/subscription/change", { plan: "starter", interval: "month" });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ tier: "starter", effectiveTier: "pro", graceTier: "pro" });
    expect(peer.get(sub.id)!.last_proration_behavior).toBe("none");
    expect((await me(client)).entitlements.effectiveTier).toBe("pro");

    const up = await client.post("/api/v1/billing/subscription/change", { plan: "pro", interval: "year" });
    expect(up.json()).toMatchObject({ tier: "pro", interval: "year", graceTier: null });
    expect(peer.get(sub.id)!.last_proration_behavior).toBe("always_invoice");

    const same = await client.post("/api/v1/billing/subscription/change", { plan: "pro", interval: "year" });
    expect(same.statusCode).toBe(409);
    const shorter = await client.post("/api/v1/billing/subscription/change", { plan: "pro", interval: "month" });
    expect(shorter.statusCode).toBe(409);
    const noPrice = await client.post("/api/v1/billing/subscription/change", { plan: "starter", interval: "year" });
    expect(noPrice.json().error.message).toBe("Bootstrap Builder is not yet configured. Please contact support.");
  });

  it("previews a change: an upgrade's prorated charge from Stripe, a downgrade from the renewal", async () => {
    const { client, profile, sub } = await subscribedUser("preview@example.com", PRICES.starterMonth, "starter");
    peer.setPreviewAmount(6543);
    const up = await client.get("/api/v1/billing/subscription/change-preview?plan=pro&interval=month");
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ timing: "now", amountDueCents: 6543, currency: "usd", renewalCents: 9900 });
    const call = peer.requests.findLast((r) => r.path === "/v1/invoices/create_preview")!;
    expect(call.params.get("subscription")).toBe(sub.id);
    expect(call.params.get("customer")).toBe(profile.stripeCustomerId);
    expect(call.params.get("subscription_details[items][0][price]")).toBe(PRICES.proMonth);
    expect(call.params.get("subscription_details[proration_behavior]")).toBe("always_invoice");
    // Previewing changes nothing.
    expect((peer.get(sub.id)!.items as { data: { price: { id: string } }[] }).data[0]!.price.id).toBe(PRICES.starterMonth);
    expect((await client.get("/api/v1/billing/subscription/change-preview?plan=gold&interval=month")).statusCode).toBe(400);
    expect((await t.client().get("/api/v1/billing/subscription/change-preview?plan=pro&interval=month")).statusCode).toBe(401);
  });

  it("sells lifetime as a one-time payment and ends the running subscription", async () => {
    const { client, profile, sub } = await subscribedUser("lifetime@example.com");
    const checkout = await client.post("/api/v1/billing/checkout", { plan: "lifetime" });
    expect(checkout.statusCode).toBe(200);
    const session = peer.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(session.params.get("mode")).toBe("payment");
    expect(session.params.get("line_items[0][price]")).toBe(PRICES.lifetime);

    const completed = signedEvent("checkout.session.completed", {
      id: "cs_test_lifetime",
      object: "checkout.session",
      mode: "payment",
      client_reference_id: profile.id,
      customer: profile.stripeCustomerId,
      subscription: null,
      payment_intent: "pi_lifetime_1",
      payment_status: "paid",
      amount_total: 150000,
      currency: "usd",
      created: Math.floor(Date.now() / 1000),
      metadata: { userId: profile.id, plan: "lifetime", interval: "once" },
    });
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await me(client)).entitlements).toMatchObject({ effectiveTier: "lifetime", isPro: true });
    expect(peer.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    // Stripe then reports the old subscription deleted: lifetime stays.
    await deliver(signedEvent("customer.subscription.deleted", peer.get(sub.id)!));
    expect((await profileOf("lifetime@example.com")).subscriptionTier).toBe("lifetime");
    const again = await client.post("/api/v1/billing/checkout", { plan: "pro", interval: "month" });
    expect(again.json().error.message).toBe("You have lifetime access!");
  });

  it("tells this instance who changed plan once the change has committed, not before and not for a repeat", async () => {
    // The viewer cache forgets the user from this call, not only from the database's NOTIFY: under
    // load the NOTIFY came after the member's next request, which still read Pro after Lifetime.
    const { profile } = await subscribedUser("told@example.com");
    const told: string[] = [];
    const repo = createBillingRepo(t.database.db, { onProfileChanged: (userId) => told.push(userId) });
    const lifetime = { tier: "lifetime", status: "active", interval: null, endsAt: null, cancelAtPeriodEnd: false, subscriptionId: null, graceTier: null, graceUntil: null } as const;
    const failing = repo.transaction(async (writes) => {
      await writes.setSubscriptionState(profile.id, lifetime);
      throw new Error("the provider call after the write failed");
    });
    await expect(failing).rejects.toThrow("the provider call after the write failed");
    expect(told).toEqual([]);
    expect((await profileOf("told@example.com")).subscriptionTier).toBe("pro");

    const event = { id: `evt_told_${Date.now()}`, type: "checkout.session.completed", provider: "stripe" };
    expect(await repo.handleOnce(event, (writes) => writes.setSubscriptionState(profile.id, lifetime))).toBe(true);
    expect(told).toEqual([profile.id]);
    expect(await repo.handleOnce(event, (writes) => writes.setSubscriptionState(profile.id, lifetime))).toBe(false);
    expect(told).toEqual([profile.id]);
  });

  it("refunds through Stripe and records the refund once from its event", async () => {
    const { profile, sub } = await subscribedUser("refund@example.com");
    const { webhookCopy, paymentIntent } = peer.addInvoice({ customer: profile.stripeCustomerId!, subscription: sub.id, priceId: PRICES.proMonth, amount: 9900 });
    await deliver(signedEvent("invoice.paid", webhookCopy));
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.userId, profile.id));

    const user = await signUpVerified(t, "not-admin@example.com");
    expect((await user.post(`/api/v1/admin/payments/${payment!.id}/refund`, {})).statusCode).toBe(403);
    const admin = await signUpVerified(t, "billing-admin@example.com");
    await setRole(t.database.db, "billing-admin@example.com", "admin", { id: null, label: "test" });
    const refund = await admin.post(`/api/v1/admin/payments/${payment!.id}/refund`, { amountCents: 4000 });
    expect(refund.statusCode).toBe(202);
    const call = peer.requests.findLast((r) => r.path === "/v1/refunds")!;
    expect(call.params.get("payment_intent")).toBe(paymentIntent);
    expect(call.params.get("amount")).toBe("4000");
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "payment.refund"), eq(auditLog.targetId, payment!.id)));
    expect(audit).toMatchObject({ actorEmail: "billing-admin@example.com", targetType: "payment", after: { amountCents: 4000 } });

    const charge = { id: "ch_1", object: "charge", payment_intent: paymentIntent, amount_refunded: 4000, currency: "usd" };
    await deliver(signedEvent("charge.refunded", charge));
    await deliver(signedEvent("charge.refunded", charge)); // a second event with the same total adds nothing
    await deliver(signedEvent("charge.refunded", { ...charge, amount_refunded: 9900 }));
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after).toMatchObject({ refundedCents: 9900, status: "refunded" });
    const refunds = await eventsOf(profile.id, "payment.refunded");
    expect(refunds.map((e) => e.amountCents).sort()).toEqual([-4000, -5900]);
  });

  it("opens the customer portal", async () => {
    const { client, profile } = await subscribedUser("portal@example.com");
    const portal = await client.post("/api/v1/billing/portal");
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const call = peer.requests.findLast((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(call.params.get("customer")).toBe(profile.stripeCustomerId);
    expect(call.params.get("return_url")).toBe("http://localhost:3999/settings/billing");
  });

  it("tells admins on /api/v1/status when a Stripe price disagrees with the pricing page", async () => {
    peer.addPrice(PRICES.proMonth, { amount: 9900, interval: "month" });
    peer.addPrice(PRICES.proYear, { amount: 89900, interval: "year" });
    peer.addPrice(PRICES.starterMonth, { amount: 2900, interval: "year" });
    const admin = await signUpVerified(t, "status-admin@example.com");
    await setRole(t.database.db, "status-admin@example.com", "admin", { id: null, label: "test" });
    const payments = (await admin.get("/api/v1/status")).json().checks.payments;
    expect(payments).toMatchObject({ mode: "stripe", configured: true, ok: false });
    const problems: string[] = payments.detail.split("; ");
    expect(problems).toEqual([
      "Bootstrap Builder monthly (price_starter_m) bills every 1 year in Stripe",
      "Weekend Empire yearly (price_pro_y) costs $899.00 USD in Stripe, but the pricing page says $999.00 USD",
      expect.stringMatching(/^Lifetime one-time \(price_life\): No such price/),
    ]);
    peer.addPrice(PRICES.proYear, { amount: 99900, interval: "year" });
    peer.addPrice(PRICES.starterMonth, { amount: 2900, interval: "month" });
    peer.addPrice(PRICES.lifetime, { amount: 150000, interval: null });
    expect((await admin.get("/api/v1/status")).json().checks.payments).toMatchObject({ ok: true, detail: "Stripe prices match the plans." });
    // Visitors learn only up or down.
    expect((await t.client().get("/api/v1/status")).json()).toEqual({ status: "up" });
  });

  it("leaves the event unhandled when Stripe cannot be read, so the retry applies it", async () => {
    const { profile, sub } = await subscribedUser("retry@example.com");
    peer.update(sub.id, { cancel_at_period_end: true });
    const event = signedEvent("customer.subscription.updated", peer.get(sub.id)!);
    peer.failNext(new RegExp(`/v1/subscriptions/${sub.id}$`), 404);
    expect((await deliver(event)).statusCode).toBeGreaterThanOrEqual(500);
    expect((await profileOf("retry@example.com")).cancelAtPeriodEnd).toBe(false);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await profileOf("retry@example.com")).cancelAtPeriodEnd).toBe(true);
    expect(profile.id).toBeTruthy();
  });
});
