import type { BillingConfig, BillingOverview, Payment, TestCheckout } from "@shared/schemas/billing";

/** Answers of the billing endpoints for this feature's unit tests. */
export function billingConfig(overrides: Partial<BillingConfig> = {}): BillingConfig {
  return {
    mode: "stripe",
    available: { starter: { month: true, year: true }, pro: { month: true, year: true }, lifetime: { once: true } },
    portal: true,
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: "pay-1",
    createdAt: "2026-11-01T12:00:00.000Z",
    tier: "pro",
    interval: "month",
    amountCents: 9900,
    refundedCents: 0,
    currency: "usd",
    status: "paid",
    invoiceUrl: "https://pay.example.com/invoices/in_1",
    ...overrides,
  };
}

export function overview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    mode: "stripe",
    tier: "pro",
    effectiveTier: "pro",
    status: "active",
    interval: "month",
    currentPeriodEnd: "2027-01-15T12:00:00.000Z",
    cancelAtPeriodEnd: false,
    graceTier: null,
    graceUntil: null,
    hasSubscription: true,
    portal: true,
    payments: [payment()],
    ...overrides,
  };
}

export function testCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    id: "cs_test_abc123",
    plan: "pro",
    interval: "month",
    planName: "Weekend Empire",
    amountCents: 9900,
    email: "jane.doe@example.com",
    status: "open",
    ...overrides,
  };
}
