import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized, type MockRoutes } from "@web/test/fetch-mock";
import { renderRoutes } from "@web/test/render";
import { fullIdea } from "../ideas/detail/test-fixtures";
import { HomePage } from "./home-page";

const routes: RouteObject[] = [{ path: "/", element: <HomePage /> }];
const expiresAt = new Date(Date.now() + 5 * 3_600_000).toISOString();
const daily = { day: "2026-03-01", expiresAt, subject: "Today's Startup Idea: x", idea: fullIdea({ isDaily: true }) };

function renderHome(extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": unauthorized,
    "GET /api/v1/ideas/daily": { body: daily },
    "GET /api/v1/subscribers/count": { body: { count: 0 } },
    ...extra,
  });
  renderRoutes(routes, "/");
  return mock;
}

async function subscribe(email: string) {
  await userEvent.type(screen.getByLabelText("Email address"), email);
  await userEvent.click(screen.getByRole("button", { name: "Get the daily idea" }));
}

describe("HomePage", () => {
  it("has one h1 and the ways in: browse, pricing, sign-up", async () => {
    renderHome();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Researched startup ideas you can build in a weekend");
    expect(screen.getByText(/under \$500/)).toHaveTextContent("$10K/month");
    expect(screen.getAllByRole("link", { name: /Browse Ideas/ })[0]).toHaveAttribute("href", "/browse");
    expect(screen.getByRole("link", { name: /See Pricing/ })).toHaveAttribute("href", "/pricing");
    expect(await screen.findByRole("link", { name: /Get Started Free/ })).toHaveAttribute("href", "/signup");
  });

  it("shows today's idea with its scores, a live countdown and a link to it", async () => {
    renderHome();
    await screen.findByRole("heading", { name: daily.idea.title });
    const card = screen.getByRole("region", { name: "Today's free idea" });
    expect(within(card).getByText(daily.idea.tagline)).toBeInTheDocument();
    expect(within(card).getByText("E-commerce")).toBeInTheDocument();
    expect(within(card).getByText("Opportunity")).toBeInTheDocument();
    expect(within(card).getByRole("timer").textContent).toMatch(/^0[45]:\d\d:\d\d$/);
    expect(within(card).getByRole("link", { name: /Read the full analysis/ })).toHaveAttribute("href", `/ideas/${daily.idea.slug}`);
    expect(within(card).queryByText("Sample idea")).not.toBeInTheDocument();
  });

  it("falls back to a clearly labelled sample when there is no daily idea", async () => {
    renderHome({ "GET /api/v1/ideas/daily": { body: { ...daily, idea: null, subject: undefined } } });
    await screen.findByText("Sample idea");
    const card = screen.getByRole("region", { name: "Today's free idea" });
    expect(within(card).getByText(/only shows what a daily idea looks like/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /Browse real ideas/ })).toHaveAttribute("href", "/browse");
    expect(within(card).queryByRole("link", { name: /Read the full analysis/ })).not.toBeInTheDocument();
  });

  it("shows the real subscriber count, and nothing when it is zero", async () => {
    renderHome({ "GET /api/v1/subscribers/count": { body: { count: 1234 } } });
    expect(await screen.findByText("1,234")).toBeInTheDocument();
    expect(screen.getByText(/founders who get the daily idea/)).toBeInTheDocument();
  });

  it("hides the count line when there are no subscribers yet", async () => {
    const { calls } = renderHome();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/v1/subscribers/count")).toBe(true));
    await screen.findByRole("heading", { name: daily.idea.title });
    expect(screen.queryByText(/founders? who gets? the daily idea/)).not.toBeInTheDocument();
  });

  it("summarises the real plans and what every idea contains", async () => {
    renderHome();
    const plans = screen.getByRole("region", { name: "Plans" });
    for (const name of ["Free", "Bootstrap Builder", "Weekend Empire", "Lifetime"]) expect(within(plans).getByRole("heading", { name })).toBeInTheDocument();
    expect(within(plans).getByText("$1,500 once")).toBeInTheDocument();
    const contents = screen.getByRole("region", { name: "What every idea contains" });
    for (const name of ["The problem", "Competitors", "Market sizing", "Weekend MVP scope", "Pricing", "Channels"]) {
      expect(within(contents).getByRole("heading", { name })).toBeInTheDocument();
    }
    await screen.findByRole("heading", { name: daily.idea.title });
  });
});

describe("SubscribeForm", () => {
  it("ignores an empty address", async () => {
    const { calls } = renderHome();
    await userEvent.type(screen.getByLabelText("Email address"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Get the daily idea" }));
    expect(screen.getByLabelText("Email address")).toBeRequired();
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await screen.findByRole("heading", { name: daily.idea.title });
  });

  it("subscribes and says to check the inbox", async () => {
    const { calls } = renderHome({ "POST /api/v1/subscribers": { body: { status: "subscribed" } } });
    await subscribe("new@example.com");
    expect(await screen.findByText("You're in! Check your inbox for a welcome e-mail.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ email: "new@example.com", source: "home" });
    expect(screen.getByLabelText("Email address")).toHaveValue("");
  });

  it("is friendly about an address that is already subscribed", async () => {
    renderHome({ "POST /api/v1/subscribers": { body: { status: "already_subscribed" } } });
    await subscribe("old@example.com");
    expect(await screen.findByText("You're already subscribed. The daily idea will keep landing in your inbox.")).toBeInTheDocument();
  });

  it("shows the server's message when subscribing fails", async () => {
    renderHome({ "POST /api/v1/subscribers": { status: 429, body: { error: { code: "RATE_LIMIT", message: "Too many requests. Please wait a moment and try again." } } } });
    await subscribe("busy@example.com");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please wait a moment and try again.");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
  });

  it("falls back to 'Failed to subscribe. Please try again.'", async () => {
    renderHome({ "POST /api/v1/subscribers": { status: 500, body: {} } });
    await subscribe("x@example.com");
    expect(await screen.findByText("Failed to subscribe. Please try again.")).toBeInTheDocument();
  });
});
