import { screen, within } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { DashboardPage } from "./dashboard-page";

const routes: RouteObject[] = [{ path: "/dashboard", element: <DashboardPage /> }];

function renderDashboard(aiModelConfigured: boolean) {
  mockFetch({
    "GET /api/v1/me": { body: meFor({ tier: "pro" }) },
    "GET /api/v1/public-config": { body: { ...publicConfig, aiModelConfigured } },
    "GET /api/v1/saved/count": { body: { count: 2 } },
  });
  renderRoutes(routes, "/dashboard");
}

const quickActions = () => within(screen.getByRole("region", { name: "Quick actions" }));

describe("DashboardPage's AI quick actions (issue 22, item 6)", () => {
  it("names the built-in analyst, not AI, when no model is configured", async () => {
    renderDashboard(false);
    expect(await screen.findByText(/Check your own idea with the built-in analyst/)).toBeInTheDocument();
    const actions = quickActions();
    expect(actions.getByRole("link", { name: /Idea validation/ })).toHaveAttribute("href", "/validate");
    expect(actions.getByRole("link", { name: /Analyst chat/ })).toHaveAttribute("href", "/ai-chat");
    expect(actions.queryByText(/AI Research|AI Strategist|with AI\b/)).not.toBeInTheDocument();
  });

  it("keeps the spec's AI Research and AI Strategist when a model is configured", async () => {
    renderDashboard(true);
    expect(await screen.findByText("Validate your own idea with AI.")).toBeInTheDocument();
    const actions = quickActions();
    expect(actions.getByRole("link", { name: /AI Research/ })).toHaveAttribute("href", "/validate");
    expect(actions.getByRole("link", { name: /AI Strategist/ })).toHaveAttribute("href", "/ai-chat");
    expect(actions.queryByText(/built-in analyst/i)).not.toBeInTheDocument();
  });
});
