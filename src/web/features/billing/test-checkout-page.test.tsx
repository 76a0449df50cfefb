import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { hardNavigate } from "@web/lib/browser";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { TestCheckoutPage } from "./test-checkout-page";
import { testCheckout } from "./test-fixtures";

const routes: RouteObject[] = [{ path: "/billing/test-checkout/:id", element: <TestCheckoutPage /> }];
const BASE = "/api/v1/billing/test-checkout/cs_test_abc123";

function renderCheckout(extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": { body: meFor() },
    [`GET ${BASE}`]: { body: testCheckout() },
    [`POST ${BASE}/pay`]: { body: { url: "/pricing?success=true&plan=pro" } },
    [`POST ${BASE}/cancel`]: { body: { url: "/pricing?canceled=true" } },
    ...extra,
  });
  renderRoutes(routes, "/billing/test-checkout/cs_test_abc123");
  return mock;
}


describe("TestCheckoutPage", () => {
  it("is clearly TEST MODE and shows the plan, billing, amount and account", async () => {
    renderCheckout();
    expect(screen.getByRole("heading", { level: 1, name: "Test checkout" })).toBeInTheDocument();
    expect(screen.getByText("Test mode")).toBeInTheDocument();
    expect(screen.getByText(/No real payment is taken/)).toBeInTheDocument();
    expect(await screen.findByText("Weekend Empire")).toBeInTheDocument();
    expect(screen.getByText("Billed monthly")).toBeInTheDocument();
    expect(screen.getByText("$99")).toBeInTheDocument();
    expect(screen.getByText("jane.doe@example.com")).toBeInTheDocument();
  });

  it("pays and follows the returned URL", async () => {
    const { calls } = renderCheckout();
    await userEvent.click(await screen.findByRole("button", { name: "Pay $99" }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/pricing?success=true&plan=pro"));
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([`${BASE}/pay`]);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
  });

  it("cancels and follows the returned URL", async () => {
    const { calls } = renderCheckout();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/pricing?canceled=true"));
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([`${BASE}/cancel`]);
  });

  it("shows the server's message when paying fails and lets the user try again", async () => {
    renderCheckout({ [`POST ${BASE}/pay`]: { status: 409, body: { error: { code: "VALIDATION", message: "This checkout has expired." } } } });
    await userEvent.click(await screen.findByRole("button", { name: "Pay $99" }));
    expect(await screen.findByText("This checkout has expired.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $99" })).toBeEnabled();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it("says an expired or completed session is closed, with a way back to pricing", async () => {
    renderCheckout({ [`GET ${BASE}`]: { body: testCheckout({ status: "expired" }) } });
    expect(await screen.findByText(/This checkout has expired/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to pricing" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });

  it("shows a lifetime purchase as a one-time payment", async () => {
    renderCheckout({
      [`GET ${BASE}`]: { body: testCheckout({ plan: "lifetime", interval: null, planName: "Lifetime", amountCents: 150000 }) },
    });
    expect(await screen.findByRole("button", { name: "Pay $1,500" })).toBeInTheDocument();
    expect(screen.getByText("One-time payment")).toBeInTheDocument();
  });
});
