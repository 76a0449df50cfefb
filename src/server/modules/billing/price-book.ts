import type { StripeConfig } from "../../config";
import type { BillingConfig, PaidPlan } from "../../../shared/schemas/billing";
import { PLANS, type BillingInterval } from "../../../shared/plans";

export interface PlanPrice {
  plan: PaidPlan;
  /** null for the one-time lifetime price. */
  interval: BillingInterval | null;
}

/** Which provider price id sells which plan, both ways. A plan without an id is "not yet configured". */
export interface PriceBook {
  idFor(price: PlanPrice): string | null;
  planOf(priceId: string): PlanPrice | null;
  available(): BillingConfig["available"];
}

export function createPriceBook(prices: StripeConfig["prices"]): PriceBook {
  const entries: [PlanPrice, string | undefined][] = [
    [{ plan: "starter", interval: "month" }, prices.starter.month],
    [{ plan: "starter", interval: "year" }, prices.starter.year],
    [{ plan: "pro", interval: "month" }, prices.pro.month],
    [{ plan: "pro", interval: "year" }, prices.pro.year],
    [{ plan: "lifetime", interval: null }, prices.lifetime],
  ];
  const configured = entries.filter((entry): entry is [PlanPrice, string] => Boolean(entry[1]));
  const idFor = (price: PlanPrice) =>
    configured.find(([p]) => p.plan === price.plan && (price.plan === "lifetime" || p.interval === price.interval))?.[1] ?? null;
  return {
    idFor,
    planOf: (priceId) => configured.find(([, id]) => id === priceId)?.[0] ?? null,
    available: () => ({
      starter: { month: Boolean(prices.starter.month), year: Boolean(prices.starter.year) },
      pro: { month: Boolean(prices.pro.month), year: Boolean(prices.pro.year) },
      lifetime: { once: Boolean(prices.lifetime) },
    }),
  };
}

/** The built-in test-mode provider sells every plan under these ids. */
export const TEST_MODE_PRICES: StripeConfig["prices"] = {
  starter: { month: "price_test_starter_month", year: "price_test_starter_year" },
  pro: { month: "price_test_pro_month", year: "price_test_pro_year" },
  lifetime: "price_test_lifetime",
};

/** What PLANS (and so the pricing page) says a price costs, in cents. */
export function planAmount(price: PlanPrice): number {
  const plan = PLANS[price.plan];
  const amount = price.plan === "lifetime" ? plan.once?.amountCents : price.interval === "year" ? plan.yearly?.amountCents : plan.monthly?.amountCents;
  if (amount === undefined) throw new Error(`No amount for ${price.plan} ${price.interval ?? "once"}`);
  return amount;
}

/** Every configured price with the plan it sells. */
export function configuredPrices(book: PriceBook): { price: PlanPrice; id: string }[] {
  const all: PlanPrice[] = [
    { plan: "starter", interval: "month" },
    { plan: "starter", interval: "year" },
    { plan: "pro", interval: "month" },
    { plan: "pro", interval: "year" },
    { plan: "lifetime", interval: null },
  ];
  return all.flatMap((price) => {
    const id = book.idFor(price);
    return id ? [{ price, id }] : [];
  });
}
