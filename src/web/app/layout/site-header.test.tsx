import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it, vi } from "vitest";
import { hardNavigate } from "@web/lib/browser";
import { mockFetch, unauthorized, type MockReply } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { RootLayout } from "./root-layout";

const routes: RouteObject[] = [{ path: "/", element: <RootLayout />, children: [{ index: true, element: <h1>Home</h1> }] }];

function renderShell(me: MockReply, config: object = publicConfig) {
  const mock = mockFetch({
    "GET /api/v1/me": me,
    "GET /api/v1/public-config": { body: config },
    "POST /api/auth/sign-out": { body: { success: true } },
  });
  renderRoutes(routes, "/");
  return mock;
}

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

async function openAccountMenu(name: string) {
  const trigger = await screen.findByRole("button", { name });
  // The menu's code is lazy: wait until the real (enabled) trigger replaced the placeholder.
  await vi.waitFor(() => expect(trigger.ownerDocument.querySelector("[aria-haspopup='menu']")).not.toBeNull());
  await userEvent.click(screen.getByRole("button", { name }));
  return screen.findByRole("menu");
}

describe("SiteHeader", () => {

  it("offers a visitor the catalogue links, Sign In and Get Started", async () => {
    renderShell(unauthorized);
    expect(await screen.findAllByRole("link", { name: "Sign In" })).not.toHaveLength(0);
    const nav = within(mainNav());
    expect(nav.getByRole("link", { name: "Browse Ideas" })).toHaveAttribute("href", "/browse");
    expect(nav.getByRole("link", { name: "Trending" })).toHaveAttribute("href", "/trending");
    expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(nav.queryByRole("link", { name: "AI Research" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Get Started" })[0]).toHaveAttribute("href", "/signup");
  });

  it("shows a free member their account menu without Pro links, Billing or Admin Panel", async () => {
    renderShell({ body: meFor({ tier: "free" }) });
    const menu = await openAccountMenu("jane.doe");
    expect(within(mainNav()).queryByRole("link", { name: "AI Research" })).not.toBeInTheDocument();
    const items = within(menu).getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toEqual(["Dashboard", "Settings", "Sign Out"]);
  });

  it("shows a Pro member the built-in analyst's links and Billing when no AI model is configured", async () => {
    renderShell({ body: meFor({ tier: "pro" }) });
    const nav = within(mainNav());
    expect(await nav.findByRole("link", { name: "Built-in Analyst" })).toHaveAttribute("href", "/validate");
    expect(nav.getByRole("link", { name: "Analyst Chat" })).toHaveAttribute("href", "/ai-chat");
    expect(nav.queryByRole("link", { name: /\bAI\b/ })).not.toBeInTheDocument();
    const menu = await openAccountMenu("jane.doe");
    expect(within(menu).getByRole("menuitem", { name: "Billing" })).toHaveAttribute("href", "/settings/billing");
    expect(within(menu).queryByRole("menuitem", { name: "Admin Panel" })).not.toBeInTheDocument();
  });

  it("keeps the spec's AI Research and AI Strategist when a model is configured", async () => {
    renderShell({ body: meFor({ tier: "pro" }) }, { ...publicConfig, aiModelConfigured: true });
    const nav = within(mainNav());
    expect(await nav.findByRole("link", { name: "AI Research" })).toHaveAttribute("href", "/validate");
    expect(nav.getByRole("link", { name: "AI Strategist" })).toHaveAttribute("href", "/ai-chat");
    expect(nav.queryByRole("link", { name: "Built-in Analyst" })).not.toBeInTheDocument();
  });

  it("shows Billing to a Bootstrap Builder member but not the Pro-only links", async () => {
    renderShell({ body: meFor({ tier: "starter" }) });
    const menu = await openAccountMenu("jane.doe");
    expect(within(menu).getByRole("menuitem", { name: "Billing" })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole("link", { name: "Analyst Chat" })).not.toBeInTheDocument();
  });

  it("shows an admin the Admin Panel", async () => {
    renderShell({ body: meFor({ role: "admin" }) });
    const menu = await openAccountMenu("jane.doe");
    expect(within(menu).getByRole("menuitem", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
  });

  it("signs out through the API and reloads to / even when the call fails", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/me": { body: meFor() },
      "GET /api/v1/public-config": { body: publicConfig },
      "POST /api/auth/sign-out": { status: 500, body: { error: { code: "SERVER", message: "boom" } } },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderRoutes(routes, "/");
    const menu = await openAccountMenu("jane.doe");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign Out" }));
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/"));
    expect(calls).toContainEqual(expect.objectContaining({ method: "POST", path: "/api/auth/sign-out", body: {} }));
    expect(warn).toHaveBeenCalled();
  });

  it("has a mobile menu with the same items, toggled by one button", async () => {
    renderShell({ body: meFor({ tier: "pro", role: "admin" }) });
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const mobile = within(screen.getByRole("navigation", { name: "Mobile" }));
    const labels = mobile.getAllByRole("link").map((link) => link.textContent);
    expect(labels).toEqual([
      "Browse Ideas",
      "Trending",
      "Calendar",
      "Pricing",
      "Built-in Analyst",
      "Analyst Chat",
      "Dashboard",
      "Admin Panel",
      "Settings",
      "Billing",
    ]);
    expect(mobile.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("puts the support address and the current year in the footer", async () => {
    renderShell(unauthorized);
    expect(await screen.findByRole("link", { name: "Contact" })).toHaveAttribute("href", "mailto:support@ideadeck.test");
    expect(screen.getByText(`© ${new Date().getFullYear()} Ideadeck`)).toBeInTheDocument();
  });
});
