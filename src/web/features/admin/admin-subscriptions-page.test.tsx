import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { SubscriptionDetail, SubscriptionListResponse, SubscriptionMetrics, SubscriptionRow } from "@shared/schemas/admin-subscriptions";
import { hardNavigate } from "@web/lib/browser";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminSubscriptionsPage } from "./admin-subscriptions-page";

const routes: RouteObject[] = [{ path: "/admin/subscriptions", element: <AdminSubscriptionsPage /> }];
const METRICS = "GET /api/v1/admin/subscriptions/metrics";
const LIST = "GET /api/v1/admin/subscriptions";

const metrics: SubscriptionMetrics = {
  period: "30d",
  since: "2026-10-28T00:00:00.000Z",
  mrrCents: 20717,
  activeSubscriptions: 3,
  payingUsers: 4,
  cancelledInPeriod: 1,
  churnRate: 0.25,
  arpuCents: 6906,
  revenueByMonth: [
    { month: "2026-10", grossCents: 2900, refundedCents: 0, netCents: 2900 },
    { month: "2026-11", grossCents: 292500, refundedCents: 10900, netCents: 281600 },
  ],
  netRevenueCents: 284500,
};

const ada: SubscriptionRow = {
  userId: "user-ada",
  email: "ada@example.com",
  tier: "pro",
  interval: "month",
  status: "active",
  startedAt: "2026-11-01T10:00:00.000Z",
  endsAt: "2026-12-01T10:00:00.000Z",
  cancelAtPeriodEnd: false,
  amountCents: 9900,
  cancellable: true,
};
const lin: SubscriptionRow = { ...ada, userId: "user-lin", email: "lin@example.com", tier: "lifetime", interval: null, endsAt: null, amountCents: 150000, cancellable: false };

const list = (items: SubscriptionRow[]): SubscriptionListResponse => ({ items, total: items.length, page: 1, pageSize: 20 });

const detail: SubscriptionDetail = {
  events: [
    { id: "e2", eventType: "payment.succeeded", amountCents: 9900, currency: "usd", metadata: null, createdAt: "2026-11-01T10:00:01.000Z" },
    { id: "e1", eventType: "subscription.created", amountCents: null, currency: null, metadata: null, createdAt: "2026-11-01T10:00:00.000Z" },
  ],
  payments: [{ id: "pay-1", tier: "pro", createdAt: "2026-11-01T10:00:01.000Z", amountCents: 9900, refundedCents: 0, currency: "usd", status: "paid" }],
};

function renderPage(overrides: MockRoutes = {}, path = "/admin/subscriptions") {
  const mock = mockFetch({
    "GET /api/v1/me": { body: meFor({ role: "admin" }) },
    [METRICS]: { body: metrics },
    [LIST]: { body: list([ada, lin]) },
    "GET /api/v1/admin/subscriptions/user-ada/events": { body: detail },
    ...overrides,
  });
  return { ...renderRoutes(routes, path), ...mock };
}

const table = () => screen.getByRole("table", { name: /^Subscriptions/ });

describe("AdminSubscriptionsPage", () => {

  it("shows the server's figures, the chart summary and the Revenue by Month table", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Subscription Management" })).toBeInTheDocument();
    const cards = screen.getByRole("region", { name: "Subscription metrics" });
    expect(await within(cards).findByText("$207.17")).toBeInTheDocument();
    expect(within(cards).getByText("25.0%")).toBeInTheDocument();
    expect(within(cards).getByText("$69.06")).toBeInTheDocument();
    expect(within(cards).getByText("4")).toBeInTheDocument();
    expect(screen.getByText(/Net revenue of \$2,845 over 2 months; the highest month was November 2026 at \$2,816/)).toBeInTheDocument();
    const byMonth = screen.getByRole("table", { name: /Revenue by month/ });
    const november = within(byMonth).getByRole("row", { name: /November 2026/ });
    expect(within(november).getByText("$2,925")).toBeInTheDocument();
    expect(within(november).getByText("−$109")).toBeInTheDocument();
    expect(within(november).getByText("$2,816")).toBeInTheDocument();
  });

  it("lists subscriptions, offers cancel only where it applies, and opens a row's events", async () => {
    renderPage();
    const adaRow = await within(table()).findByRole("row", { name: /ada@example.com/ });
    expect(within(adaRow).getByText("Weekend Empire")).toBeInTheDocument();
    expect(within(adaRow).getByText("$99/mo")).toBeInTheDocument();
    expect(within(table()).getAllByRole("button", { name: /^Cancel subscription of/ })).toHaveLength(1);

    await userEvent.click(within(adaRow).getByRole("button", { name: "Show events for ada@example.com" }));
    expect(await screen.findByText("Subscription started")).toBeInTheDocument();
    expect(screen.getByText("Payment received")).toBeInTheDocument();
  });

  const PREVIEW = "GET /api/v1/admin/subscriptions/user-ada/cancel-preview";
  const preview = { periodEnd: "2026-12-01T10:00:00.000Z", refundNowCents: 9812, currency: "usd" };

  it("cancels at period end by default, saying in the dialog that access stays until then and nothing is refunded", async () => {
    const { calls } = renderPage({
      [PREVIEW]: { body: preview },
      "POST /api/v1/admin/subscriptions/user-ada/cancel": { body: { cancelled: true, when: "period_end", endsAt: preview.periodEnd, refundCents: 0 } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel subscription of ada@example.com" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to cancel this subscription?")).toBeInTheDocument();
    const atEnd = await within(dialog).findByRole("radio", { name: /At the end of the paid period \(Dec 1, 2026\)/ });
    expect(atEnd).toBeChecked();
    expect(within(dialog).getByText("They keep their plan until Dec 1, 2026, then move to Free. Nothing is refunded. This is what a member's own cancel does.")).toBeInTheDocument();
    expect(within(dialog).getByText("Their access ends at once and $98.12 is refunded through the payment provider.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel at period end" }));
    expect(await screen.findByText("Subscription cancelled: access ends Dec 1, 2026")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/v1/admin/subscriptions/user-ada/cancel")?.body).toEqual({ when: "period_end" });
  });

  it("cancels now with the refund of the unused part when the admin picks it", async () => {
    const { calls } = renderPage({
      [PREVIEW]: { body: preview },
      "POST /api/v1/admin/subscriptions/user-ada/cancel": { body: { cancelled: true, when: "now", endsAt: "2026-11-02T10:00:00.000Z", refundCents: 9812 } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel subscription of ada@example.com" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(await within(dialog).findByRole("radio", { name: /Now, refunding the unused part \(\$98\.12\)/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel now and refund" }));
    expect(await screen.findByText("Subscription cancelled and $98.12 refunded")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/v1/admin/subscriptions/user-ada/cancel")?.body).toEqual({ when: "now" });
  });

  it("says 'Failed to cancel subscription' when the provider refuses", async () => {
    renderPage({ [PREVIEW]: { body: preview }, "POST /api/v1/admin/subscriptions/user-ada/cancel": { status: 500, body: {} } });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel subscription of ada@example.com" }));
    await userEvent.click(await within(await screen.findByRole("dialog")).findByRole("button", { name: "Cancel at period end" }));
    expect(await screen.findByText("Failed to cancel subscription")).toBeInTheDocument();
  });

  it("refunds a payment after 'Are you sure you want to refund $99?', saying the plan does not change", async () => {
    const { calls } = renderPage({ "POST /api/v1/admin/payments/pay-1/refund": { status: 202, body: { requested: true } } });
    await userEvent.click(await screen.findByRole("button", { name: "Show events for ada@example.com" }));
    await userEvent.click(await screen.findByRole("button", { name: /^Refund \$99 paid/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to refund $99?")).toBeInTheDocument();
    expect(within(dialog).getByText("Their plan does not change: to end it, cancel the subscription.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Refund processed")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/v1/admin/payments/pay-1/refund")).toBe(true);
  });

  it("says a Lifetime refund ends Lifetime access and stops counting the member as paying", async () => {
    renderPage({
      "GET /api/v1/admin/subscriptions/user-lin/events": {
        body: { events: [], payments: [{ id: "pay-lin", tier: "lifetime", createdAt: "2026-11-01T10:00:01.000Z", amountCents: 150000, refundedCents: 0, currency: "usd", status: "paid" }] },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Show events for lin@example.com" }));
    await userEvent.click(await screen.findByRole("button", { name: /^Refund \$1,500 paid/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Refunding it in full ends their Lifetime access at once, and they are no longer counted as paying.")).toBeInTheDocument();
  });

  it("filters through the URL and exports the same filter", async () => {
    const { calls } = renderPage({}, "/admin/subscriptions?tier=pro&interval=month");
    await within(table()).findByText("ada@example.com");
    const last = new URLSearchParams(calls.filter((call) => call.path === "/api/v1/admin/subscriptions").at(-1)!.search);
    expect(Object.fromEntries(last)).toEqual({ tier: "pro", interval: "month", page: "1" });
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/api/v1/admin/subscriptions/export?tier=pro&interval=month"));
  });

  it("shows 'Failed to load subscriptions' with a retry when the list cannot load", async () => {
    let fail = true;
    renderPage({ [LIST]: () => (fail ? { status: 500, body: {} } : { body: list([ada]) }) });
    expect(await screen.findByText("Failed to load subscriptions", { selector: "[data-title]" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await within(table()).findByText("ada@example.com")).toBeInTheDocument();
  });

  it("says 'Failed to export subscriptions' when the export cannot start", async () => {
    let n = 0;
    renderPage({ [LIST]: () => (++n === 1 ? { body: list([ada]) } : { status: 500, body: {} }) });
    await within(table()).findByText("ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Failed to export subscriptions")).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
