import type { StripeConfig } from "../../config";
import type { BillingConfig, PaidPlan } from "../../../shared/schemas/billing";
import { priceFor, type BillingInterval } from "../../../shared/plans";

export interface PricedPlan {
  plan: PaidPlan;
  /** null for the one-time lifetime price. */
  interval: BillingInterval | null;
}

/** Which provider price id sells which plan, both ways. A plan without an id is "not yet configured". */
export interface PriceBook {
  idFor(price: PricedPlan): string | null;
  planOf(priceId: string): PricedPlan | null;
  /** Every price that has an id, with the plan it sells. */
  configured(): { price: PricedPlan; id: string }[];
  available(): BillingConfig["available"];
}

export function createPriceBook(prices: StripeConfig["prices"]): PriceBook {
  const entries: { price: PricedPlan; id: string | undefined }[] = [
    { price: { plan: "starter", interval: "month" }, id: prices.starter.month },
    { price: { plan: "starter", interval: "year" }, id: prices.starter.year },
    { price: { plan: "pro", interval: "month" }, id: prices.pro.month },
    { price: { plan: "pro", interval: "year" }, id: prices.pro.year },
    { price: { plan: "lifetime", interval: null }, id: prices.lifetime },
  ];
  const configured = entries.filter((entry): entry is { price: PricedPlan; id: string } => Boolean(entry.id));
  return {
    idFor: (wanted) => configured.find(({ price }) => price.plan === wanted.plan && (wanted.plan === "lifetime" || price.interval === wanted.interval))?.id ?? null,
    planOf: (priceId) => configured.find(({ id }) => id === priceId)?.price ?? null,
    configured: () => configured,
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
export function planAmount(price: PricedPlan): number {
  const amount = priceFor(price.plan, price.interval)?.amountCents;
  if (amount === undefined) throw new Error(`No amount for ${price.plan} ${price.interval ?? "once"}`);
  return amount;
}
