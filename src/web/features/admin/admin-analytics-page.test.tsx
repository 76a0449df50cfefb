import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { Analytics } from "@shared/schemas/admin-stats";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminAnalyticsPage } from "./admin-analytics-page";

const routes: RouteObject[] = [{ path: "/admin/analytics", element: <AdminAnalyticsPage /> }];
const ANALYTICS = "GET /api/v1/admin/analytics";

function analytics(period: Analytics["period"]): Analytics {
  return {
    period,
    since: "2026-11-21T00:00:00.000Z",
    bucket: period === "24h" ? "hour" : "day",
    views: [
      { bucket: "2026-11-26", views: 2 },
      { bucket: "2026-11-27", views: 5 },
    ],
    totalViews: period === "30d" ? 70 : 7,
    topIdeas: [{ id: "i1", slug: "invoice-chaser", title: "Invoice chaser", views: 5 }],
    activeUsers: 42,
    signups: 6,
    conversions: 2,
    saves: 3,
  };
}

function renderPage(extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": { body: meFor({ role: "admin" }) },
    [ANALYTICS]: ({ url }) => ({ body: analytics((url.searchParams.get("period") ?? "7d") as Analytics["period"]) }),
    ...extra,
  });
  return { ...renderRoutes(routes, "/admin/analytics"), ...mock };
}

describe("AdminAnalyticsPage", () => {
  it("shows the period's figures, a views summary and the top ideas", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Analytics" })).toBeInTheDocument();
    expect(await screen.findByText("Last 7 days: 7 idea views, most on Nov 27, 2026 (5).")).toBeInTheDocument();
    expect(screen.getByText("42")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /Published ideas with the most views/ });
    expect(within(table).getByRole("link", { name: "Invoice chaser" })).toHaveAttribute("href", "/ideas/invoice-chaser");
  });

  it("asks again for another period", async () => {
    const { calls } = renderPage();
    await screen.findByText(/Last 7 days: 7 idea views/);
    await userEvent.selectOptions(screen.getByLabelText("Period"), "30d");
    expect(await screen.findByText(/Last 30 days: 70 idea views/)).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe("?period=30d");
  });

  it("shows 'Failed to fetch analytics' when the figures fail", async () => {
    renderPage({ [ANALYTICS]: { status: 500, body: {} } });
    expect(await screen.findByText("Failed to fetch analytics", { selector: "[data-title]" })).toBeInTheDocument();
  });
});
