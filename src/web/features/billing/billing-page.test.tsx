import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { BillingOverview } from "@shared/schemas/billing";
import { hardNavigate } from "@web/lib/browser";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { BillingPage } from "./billing-page";
import { overview, payment } from "./test-fixtures";

const routes: RouteObject[] = [{ path: "/settings/billing", element: <BillingPage /> }];

function renderBilling(data: BillingOverview | MockRoutes[string], extra: MockRoutes = {}, path = "/settings/billing") {
  const mock = mockFetch({
    "GET /api/v1/me": { body: meFor({ tier: "pro" }) },
    "GET /api/v1/billing": typeof data === "function" ? data : { body: data },
    ...extra,
  });
  renderRoutes(routes, path);
  return mock;
}


describe("BillingPage", () => {
  it("shows the plan, its renewal, and the payments with refunds and invoice links", async () => {
    renderBilling(
      overview({
        payments: [
          payment(),
          payment({ id: "pay-0", createdAt: "2026-10-01T12:00:00.000Z", status: "refunded", refundedCents: 9900, invoiceUrl: null }),
        ],
      }),
    );
    expect(await screen.findByText("Weekend Empire (monthly)", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("Renews on Jan 15, 2027")).toBeInTheDocument();
    expect(screen.getByText("Billed monthly")).toBeInTheDocument();

    const table = screen.getByRole("table", { name: "Payments" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Nov 1, 2026");
    expect(rows[0]).toHaveTextContent("$99");
    expect(within(rows[0]!).getByText("Paid")).toBeInTheDocument();
    expect(within(rows[0]!).getByRole("link", { name: /Invoice/ })).toHaveAttribute("href", "https://pay.example.com/invoices/in_1");
    expect(within(rows[1]!).getByText("Refunded")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("$99 refunded");
    expect(within(rows[1]!).queryByRole("link")).not.toBeInTheDocument();
  });

  it("asks before cancelling, then shows the end date and offers Resume", async () => {
    const { calls } = renderBilling(overview(), {
      "POST /api/v1/billing/subscription/cancel": { body: overview({ cancelAtPeriodEnd: true }) },
      "POST /api/v1/billing/subscription/resume": { body: overview() },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure you want to cancel this subscription?");
    expect(dialog).toHaveTextContent("You keep Weekend Empire (monthly) until the end of the period you paid for, Jan 15, 2027.");
    expect(calls.some((call) => call.path.endsWith("/cancel"))).toBe(false);

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    expect(await screen.findByText("Subscription cancelled. You keep access until Jan 15, 2027.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByText("Ends on Jan 15, 2027")).toBeInTheDocument();
    expect(screen.getByText("Cancels at period end")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change plan" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Resume subscription" }));
    expect(await screen.findByText("Subscription resumed. It renews on Jan 15, 2027.")).toBeInTheDocument();
    expect(screen.getByText("Renews on Jan 15, 2027")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/api/v1/billing/subscription/cancel",
      "/api/v1/billing/subscription/resume",
    ]);
  });

  it("keeps the subscription when the cancel dialog is dismissed", async () => {
    const { calls } = renderBilling(overview());
    await userEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Keep subscription" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("changes plan: the current one is disabled, a downgrade says when it applies, and the grace shows after", async () => {
    const { calls } = renderBilling(
      overview(),
      {
        "POST /api/v1/billing/subscription/change": {
          body: overview({ tier: "starter", interval: "month", graceTier: "pro", graceUntil: "2027-01-15T12:00:00.000Z" }),
        },
        // The server's preview: a downgrade on the same interval waits for the renewal; a longer interval is charged now.
        "GET /api/v1/billing/subscription/change-preview": ({ url }) =>
          url.searchParams.get("plan") === "starter" && url.searchParams.get("interval") === "month"
            ? { body: { timing: "period_end", amountDueCents: 0, currency: "usd", effectiveAt: "2027-01-15T12:00:00.000Z", renewalCents: 2900 } }
            : { body: { timing: "now", amountDueCents: 89_412, currency: "usd", effectiveAt: "2026-12-20T12:00:00.000Z", renewalCents: 99_900 } },
      },
      // The pricing page's "Downgrade to Bootstrap Builder" arrives with the choice preselected.
      "/settings/billing?plan=starter&interval=month",
    );
    expect(await screen.findByRole("radio", { name: /Weekend Empire \(monthly\)/ })).toBeDisabled();
    expect(screen.getByRole("radio", { name: /Bootstrap Builder \(monthly\)/ })).toBeChecked();
    expect(
      await screen.findByText("Downgrade: you keep Weekend Empire until Jan 15, 2027, then Bootstrap Builder (monthly) renews at $29 a month. Nothing is charged today."),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: /Weekend Empire \(yearly\)/ }));
    expect(
      await screen.findByText("Weekend Empire (yearly) starts now. A new year starts today: you are charged $894.12, the new price less the unused part of your current plan, then $999 a year."),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: /Bootstrap Builder \(monthly\)/ }));
    await userEvent.click(screen.getByRole("button", { name: "Change plan" }));
    expect(await screen.findByText("Bootstrap Builder (monthly) starts on Jan 15, 2027.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/v1/billing/subscription/change")?.body).toEqual({ plan: "starter", interval: "month" });
    expect(screen.getByText("You keep Weekend Empire features until Jan 15, 2027. Bootstrap Builder (monthly) starts then.")).toBeInTheDocument();
  });

  it("offers a yearly subscriber no monthly plan until the year ends", async () => {
    renderBilling(overview({ interval: "year" }));
    const monthly = await screen.findByRole("radio", { name: /Bootstrap Builder \(monthly\)/ });
    expect(monthly).toBeDisabled();
    expect(screen.getByRole("radio", { name: /Weekend Empire \(monthly\)/ })).toBeDisabled();
    expect(screen.getAllByText("Available when your year ends")).toHaveLength(2);
    expect(screen.getByRole("radio", { name: /Bootstrap Builder \(yearly\)/ })).toBeEnabled();
  });

  it("opens the payment provider's portal for the payment method", async () => {
    renderBilling(overview(), { "POST /api/v1/billing/portal": { body: { url: "https://billing.example.com/session/1" } } });
    await userEvent.click(await screen.findByRole("button", { name: "Manage payment method" }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("https://billing.example.com/session/1"));
  });

  it("shows a free member an upsell to /pricing and nothing to cancel", async () => {
    renderBilling(
      overview({ tier: "free", effectiveTier: "free", interval: null, currentPeriodEnd: null, hasSubscription: false, portal: false, payments: [] }),
    );
    expect(await screen.findByRole("heading", { name: "You're on the Free plan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByText("No payments yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
  });

  it("shows lifetime as never renewing, with nothing to cancel or change, and labels TEST MODE", async () => {
    renderBilling(
      overview({ mode: "test", tier: "lifetime", effectiveTier: "lifetime", interval: null, currentPeriodEnd: null, hasSubscription: false, portal: false }),
    );
    expect(await screen.findByText("Lifetime access — no renewal")).toBeInTheDocument();
    expect(screen.getByText("One-time payment")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(/Test mode.*no card is charged/);
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change plan" })).not.toBeInTheDocument();
  });

  it("shows an error panel with Try Again when the overview fails", async () => {
    let fail = true;
    renderBilling(() => (fail ? { status: 500, body: { error: { code: "SERVER", message: "Database unavailable" } } } : { body: overview() }));
    expect(await screen.findByRole("heading", { name: "Failed to load billing" }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Weekend Empire (monthly)", { selector: "p" })).toBeInTheDocument();
  });
});
