import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Tier } from "@shared/plans";
import { hardNavigate } from "@web/lib/browser";
import { mockFetch, unauthorized, type MockReply, type MockRoutes } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { PricingPage } from "./pricing-page";
import { billingConfig } from "./test-fixtures";

const routes: RouteObject[] = [
  { path: "/pricing", element: <PricingPage /> },
  { path: "*", element: <p>Elsewhere</p> },
];

function renderPricing({ me = unauthorized, path = "/pricing", extra = {} }: { me?: MockReply | MockRoutes[string]; path?: string; extra?: MockRoutes } = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": me,
    "GET /api/v1/public-config": { body: publicConfig },
    "GET /api/v1/billing/config": { body: billingConfig() },
    ...extra,
  });
  const view = renderRoutes(routes, path);
  return { ...view, ...mock, location: () => view.router.state.location };
}

const card = (name: string) => screen.getByRole("group", { name });
const signedIn = (tier: Tier, interval: "month" | "year" | null = null) => {
  const me = meFor({ tier });
  me.profile.subscriptionInterval = interval;
  return { body: me };
};

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe("PricingPage", () => {
  it("shows the three plans yearly by default, monthly on the switch, the lifetime offer and the comparison", async () => {
    renderPricing();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(within(card("Bootstrap Builder")).getByText("$24/mo")).toBeInTheDocument();
    expect(within(card("Bootstrap Builder")).getByText("$299 billed yearly")).toBeInTheDocument();
    expect(within(card("Weekend Empire")).getByText("$83/mo")).toBeInTheDocument();
    expect(within(card("Weekend Empire")).getByText("$999 billed yearly")).toBeInTheDocument();
    expect(within(card("Free")).getByText("$0")).toBeInTheDocument();

    const monthly = screen.getByRole("radio", { name: "Monthly" });
    expect(screen.getByRole("radio", { name: "Yearly" })).toBeChecked();
    await userEvent.click(monthly);
    expect(monthly).toBeChecked();
    expect(within(card("Bootstrap Builder")).getByText("$29/mo")).toBeInTheDocument();
    expect(within(card("Weekend Empire")).getByText("$99/mo")).toBeInTheDocument();

    const lifetime = screen.getByRole("region", { name: /Lifetime/ });
    expect(lifetime).toHaveTextContent("$1,500");
    expect(lifetime).toHaveTextContent("was $2,997");
    expect(lifetime).toHaveTextContent("SAVE 50%");

    const table = screen.getByRole("table", { name: "Features of each plan" });
    const chat = within(table).getByRole("row", { name: /Built-in analyst chat per month/ });
    expect(within(chat).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Not included", "Not included", "100", "1,000 (fair use)"]);
    const validation = within(table).getByRole("row", { name: /Idea validation per month/ });
    expect(within(validation).getAllByRole("cell")[2]).toHaveTextContent("3");
    expect(within(table).getByRole("row", { name: /Idea previews/ })).toHaveTextContent("3");

    expect(await screen.findByRole("link", { name: "support@ideadeck.test" })).toHaveAttribute("href", "mailto:support@ideadeck.test");
    expect(screen.queryByText(/TEST MODE:/)).not.toBeInTheDocument();
  });

  it("calls the AI tools the built-in analyst when no model is configured, and keeps the spec's AI copy when one is", async () => {
    const view = renderPricing();
    await screen.findByText(/a built-in analyst that checks your idea/);
    const main = view.container;
    expect(within(card("Weekend Empire")).getByText("Built-in analyst chat 100/month")).toBeInTheDocument();
    expect(within(card("Weekend Empire")).getByText("Builder prompts for AI coding tools")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Lifetime/ })).toHaveTextContent("Fair-use cap of 1,000/month each");
    // "AI" is left only where it names what the prompts are for (AI coding tools).
    expect(main.textContent!.replace(/AI coding tools/g, "")).not.toMatch(/\bAI\b/);
    view.unmount();

    renderPricing({ extra: { "GET /api/v1/public-config": { body: { ...publicConfig, aiModelConfigured: true } } } });
    expect(await screen.findByText(/Pro Picks and AI that helps you build\./)).toBeInTheDocument();
    expect(within(card("Weekend Empire")).getByText("AI chat 100/month")).toBeInTheDocument();
    expect(within(card("Weekend Empire")).getByText("AI builder prompts")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Features of each plan" });
    expect(within(table).getByRole("row", { name: /^AI chat per month/ })).toBeInTheDocument();
    expect(screen.queryByText(/built-in analyst/i)).not.toBeInTheDocument();
  });

  it("sends a visitor who picks a paid plan to /login, remembering /pricing, without a checkout", async () => {
    const { calls, location } = renderPricing();
    await userEvent.click(screen.getByRole("button", { name: "Choose Weekend Empire" }));
    await screen.findByText("Elsewhere");
    expect(location().pathname + location().search).toBe("/login?redirect=%2Fpricing");
    expect(calls.some((call) => call.path === "/api/v1/billing/checkout")).toBe(false);
  });

  it("starts a checkout for the chosen plan, shows Loading... on it and leaves for the payment page", async () => {
    const { calls } = renderPricing({
      me: signedIn("free"),
      extra: { "POST /api/v1/billing/checkout": { body: { url: "/billing/test-checkout/cs_test_1" } } },
    });
    await userEvent.click(await screen.findByRole("radio", { name: "Monthly" }));
    await userEvent.click(await screen.findByRole("button", { name: "Choose Weekend Empire" }));

    const loading = await within(card("Weekend Empire")).findByRole("button", { name: "Loading..." });
    expect(loading).toBeDisabled();
    expect(within(card("Bootstrap Builder")).getByRole("button", { name: "Choose Bootstrap Builder" })).toBeDisabled();
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/billing/test-checkout/cs_test_1"));
    expect(calls.find((call) => call.path === "/api/v1/billing/checkout")?.body).toEqual({ plan: "pro", interval: "month" });
    expect(sessionStorage.getItem("ideadeck.pending-checkout")).toBe("pro");
  });

  it("says a plan without a configured price is not yet configured", async () => {
    const { calls } = renderPricing({
      me: signedIn("free"),
      extra: {
        "GET /api/v1/billing/config": {
          body: billingConfig({ available: { starter: { month: true, year: false }, pro: { month: true, year: true }, lifetime: { once: false } } }),
        },
      },
    });
    await screen.findByRole("button", { name: "Current Plan" });
    await userEvent.click(screen.getByRole("button", { name: "Choose Bootstrap Builder" }));
    expect(await screen.findByText("Bootstrap Builder is not yet configured. Please contact support.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Get Lifetime Access" }));
    expect(await screen.findByText("Lifetime is not yet configured. Please contact support.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/v1/billing/checkout")).toBe(false);
  });

  it("shows the server's message when the checkout fails, else 'Failed to process subscription', and frees the button", async () => {
    let reply: MockReply = { status: 502, body: { error: { code: "SERVER", message: "The payment provider is unavailable." } } };
    renderPricing({ me: signedIn("free"), extra: { "POST /api/v1/billing/checkout": () => reply } });
    await userEvent.click(await screen.findByRole("button", { name: "Choose Weekend Empire" }));
    expect(await screen.findByText("The payment provider is unavailable.")).toBeInTheDocument();
    reply = { status: 500, body: {} };
    await userEvent.click(await screen.findByRole("button", { name: "Choose Weekend Empire" }));
    expect(await screen.findByText("Failed to process subscription")).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it("marks a free member's plan 'Current Plan' and says they are already on the free tier", async () => {
    renderPricing({ me: signedIn("free") });
    const current = await within(card("Free")).findByRole("button", { name: "Current Plan" });
    expect(current).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(current);
    expect(await screen.findByText("You're already on the free tier.")).toBeInTheDocument();
  });

  it("marks a subscriber's tier and interval current, and sends other recurring choices to Billing", async () => {
    const { calls } = renderPricing({ me: signedIn("pro", "month") });
    const pro = await within(card("Weekend Empire")).findByRole("button", { name: "Current Plan" });
    // A monthly subscriber sees monthly prices first.
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await userEvent.click(pro);
    expect(await screen.findByText("You're already on Weekend Empire (monthly).")).toBeInTheDocument();
    expect(within(card("Bootstrap Builder")).getByRole("link", { name: "Downgrade to Bootstrap Builder" })).toHaveAttribute(
      "href",
      "/settings/billing?plan=starter&interval=month",
    );
    expect(within(card("Free")).getByRole("link", { name: "Switch to Free" })).toHaveAttribute("href", "/settings/billing");

    await userEvent.click(screen.getByRole("radio", { name: "Yearly" }));
    expect(within(card("Weekend Empire")).getByRole("link", { name: "Switch to yearly" })).toHaveAttribute(
      "href",
      "/settings/billing?plan=pro&interval=year",
    );
    expect(calls.some((call) => call.path === "/api/v1/billing/checkout")).toBe(false);
  });

  it("tells a lifetime owner they have lifetime access", async () => {
    renderPricing({ me: signedIn("lifetime") });
    expect(await screen.findByText("You have lifetime access!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Get Lifetime Access" })).not.toBeInTheDocument();
    for (const name of ["Free", "Bootstrap Builder", "Weekend Empire"]) {
      expect(within(card(name)).getByRole("button", { name: "Included in Lifetime" })).toBeDisabled();
    }
  });

  it("welcomes the buyer on ?success=true once the session shows the plan, and clears the query", async () => {
    const { location, router, calls } = renderPricing({ path: "/pricing?success=true&plan=pro", me: signedIn("pro", "month") });
    expect(await screen.findByText("Welcome to Pro! Your subscription is now active.")).toBeInTheDocument();
    expect(location().search).toBe("");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(calls.filter((call) => call.path === "/api/v1/me")).not.toHaveLength(0);
  });

  it("names the plan honestly and keeps 'Confirming your payment…' while the provider's event is late", async () => {
    sessionStorage.setItem("ideadeck.pending-checkout", "starter");
    let meCalls = 0;
    renderPricing({
      path: "/pricing?success=true",
      me: () => {
        meCalls += 1;
        // The session read on return still sees Free; a poll 2 s later sees the plan.
        return meCalls === 1 ? signedIn("free") : signedIn("starter", "year");
      },
    });
    expect(await screen.findByText("Confirming your payment…")).toBeInTheDocument();
    expect(await screen.findByText("Welcome to Bootstrap Builder! Your subscription is now active.", {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText("Confirming your payment…")).not.toBeInTheDocument();
    expect(sessionStorage.getItem("ideadeck.pending-checkout")).toBeNull();
  });

  it("stops polling after 20 s and says the payment is still being confirmed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = renderPricing({ path: "/pricing?success=true&plan=pro", me: signedIn("free") });
      expect(await screen.findByText("Confirming your payment…")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(21_000));
      expect(await screen.findByText(/Your payment went through, but your plan is not active yet/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Go to Billing" })).toHaveAttribute("href", "/settings/billing");
      const polls = calls.filter((call) => call.path === "/api/v1/me").length;
      expect(polls).toBeGreaterThanOrEqual(5);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(calls.filter((call) => call.path === "/api/v1/me")).toHaveLength(polls);
      expect(screen.queryByText(/Welcome to/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says the checkout was cancelled on ?canceled=true and clears the query", async () => {
    const { location } = renderPricing({ path: "/pricing?canceled=true", me: signedIn("free") });
    expect(await screen.findByText("Subscription cancelled. You can try again anytime.")).toBeInTheDocument();
    expect(location().search).toBe("");
    expect(screen.queryByText("Confirming your payment…")).not.toBeInTheDocument();
  });

  it("labels TEST MODE when payments run in test mode", async () => {
    renderPricing({ extra: { "GET /api/v1/billing/config": { body: billingConfig({ mode: "test" }) } } });
    expect(await screen.findByText(/no card is charged/)).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Test mode");
  });
});
