import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { StatsResponse } from "@shared/schemas/admin-stats";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminDashboardPage } from "./admin-dashboard-page";

const routes: RouteObject[] = [{ path: "/admin", element: <AdminDashboardPage /> }];
const STATS = "GET /api/v1/admin/stats";

function stats(range: "30d" | "90d" | "12m" = "30d"): StatsResponse {
  return {
    success: true,
    data: {
      // 80 on the pro tier, of whom 75 pay (the others cancelled): the card shows who pays.
      users: { total: 1234, byTier: { free: 1000, starter: 150, pro: 80, lifetime: 4 }, paying: { total: 229, starter: 150, pro: 75, lifetime: 4 } },
      ideas: { published: 211, draft: 3, archived: 20, total: 234 },
      revenue: { mrr: 1529167, paidUsers: 229 },
      engagement: { avgViewsPerIdea: 20.3 },
      recentActivity: [
        { kind: "signup", id: "u1", label: "Ada Lovelace", status: null, href: null, at: "2026-11-27T10:00:00.000Z" },
        { kind: "idea", id: "i1", label: "Invoice chaser", status: "published", href: "/ideas/invoice-chaser", at: "2026-11-27T09:00:00.000Z" },
      ],
      range,
      bucket: range === "30d" ? "day" : range === "90d" ? "week" : "month",
      revenueTrend: [
        { bucket: "2026-11-26", paymentsCents: 9900, refundsCents: 0, netCents: 9900 },
        { bucket: "2026-11-27", paymentsCents: 2900, refundsCents: 1000, netCents: 1900 },
      ],
      userGrowth: [
        { bucket: "2026-11-26", signups: 2, total: 1230 },
        { bucket: "2026-11-27", signups: 4, total: 1234 },
      ],
    },
  };
}

function renderPage(extra: MockRoutes = {}, path = "/admin") {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) }, [STATS]: ({ url }) => ({ body: stats((url.searchParams.get("range") ?? "30d") as "30d") }), ...extra });
  return { ...renderRoutes(routes, path), ...mock };
}

describe("AdminDashboardPage", () => {
  it("shows the four cards with the server's figures, each linking where the spec says", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    await screen.findByText("1,234");
    const users = screen.getByRole("link", { name: /Total Users/ });
    expect(users).toHaveAttribute("href", "/admin/users");
    expect(users).toHaveTextContent("1,234");
    expect(screen.getByRole("link", { name: /Monthly Recurring Revenue/ })).toHaveAttribute("href", "/admin/subscriptions");
    expect(screen.getByRole("link", { name: /Monthly Recurring Revenue/ })).toHaveTextContent("$15,291.67");
    const pro = screen.getByRole("link", { name: /Pro Users/ });
    expect(pro).toHaveAttribute("href", "/admin/users?tier=pro");
    expect(pro).toHaveTextContent("75");
    expect(pro).not.toHaveTextContent("80");
    expect(pro).toHaveTextContent("Weekend Empire subscriptions, active or trialing");
    expect(users).toHaveTextContent("229 paying");
    const ideas = screen.getByRole("link", { name: /Published Ideas/ });
    expect(ideas).toHaveAttribute("href", "/admin/ideas");
    expect(ideas).toHaveTextContent("211");
    expect(ideas).toHaveTextContent("234 total");
  });

  it("summarises both charts in words and lists recent activity", async () => {
    renderPage();
    expect(await screen.findByText("Last 30 days: $118 net revenue ($10 refunded), most on Nov 26, 2026 ($99).")).toBeInTheDocument();
    expect(screen.getByText("Last 30 days: 6 sign-ups, 1,234 users in total.")).toBeInTheDocument();
    const activity = screen.getByRole("heading", { name: "Recent Activity" }).parentElement!;
    expect(within(activity).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(activity).getByRole("link", { name: "Invoice chaser" })).toHaveAttribute("href", "/ideas/invoice-chaser");
    expect(within(activity).getByText("New idea (published)")).toBeInTheDocument();
  });

  it("asks for the chosen range", async () => {
    const { calls } = renderPage();
    await screen.findByText(/Last 30 days: \$118/);
    await userEvent.selectOptions(screen.getByLabelText("Chart range"), "12m");
    expect(await screen.findByText(/Last 12 months: \$118/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/v1/admin/stats" && call.search === "?range=12m")).toBe(true);
  });

  it("shows 'Failed to load dashboard stats' and an error panel when the stats fail", async () => {
    renderPage({ [STATS]: { status: 500, body: {} } });
    expect(await screen.findByRole("heading", { level: 2, name: "Something went wrong" })).toBeInTheDocument();
    expect(await screen.findByText("Failed to load dashboard stats", { selector: "[data-title]" })).toBeInTheDocument();
  });
});
