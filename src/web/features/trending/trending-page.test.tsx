import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { trendingItem, trendingResponse } from "@web/test/catalogue-fixtures";
import { mockFetch, unauthorized, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { TrendingPage } from "./trending-page";

const routes: RouteObject[] = [{ path: "/trending", element: <TrendingPage /> }];

function renderTrending(path = "/trending", extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": unauthorized,
    "GET /api/v1/trending": {
      body: trendingResponse([trendingItem({ title: "First" }), trendingItem({ metrics: null }), trendingItem()], { total: 63, pageSize: 3, paginated: false }),
    },
    ...extra,
  });
  const view = renderRoutes(routes, path);
  return { ...view, ...mock, location: () => view.router.state.location };
}

describe("TrendingPage", () => {
  it("shows a visitor the top 3 with ranks, views and growth, and an upsell instead of pages", async () => {
    renderTrending();
    const list = await screen.findByRole("list", { name: "Trending ideas" });
    const items = within(list).getAllByRole("article");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Rank 1");
    expect(within(items[0]!).getByRole("link", { name: "First" })).toBeInTheDocument();
    expect(within(items[0]!).getByText("42 views this week")).toBeInTheDocument();
    expect(within(items[0]!).getByText("+35% search growth")).toBeInTheDocument();
    // Outside the preview ideas a visitor gets the idea's public face, not the card's numbers (ADR 010).
    expect(within(items[1]!).queryByText(/search growth/)).not.toBeInTheDocument();
    expect(within(items[1]!).getByText(/Revenue, difficulty and time to MVP are for members/)).toBeInTheDocument();

    const upsell = screen.getByRole("region", { name: "See every trending idea" });
    expect(upsell).toHaveTextContent("You're seeing the top 3 of 63.");
    expect(within(upsell).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(within(upsell).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirect=%2Ftrending");
    expect(screen.queryByRole("navigation", { name: "Trending pages" })).not.toBeInTheDocument();
  });

  it("gives a signed-in free user the upsell without Sign in", async () => {
    const { queryClient } = renderTrending("/trending", { "GET /api/v1/me": { body: meFor() } });
    await waitFor(() => expect(queryClient.getQueryData(["me"])).toBeTruthy());
    const upsell = await screen.findByRole("region", { name: "See every trending idea" });
    expect(within(upsell).queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("pages a paid member's list, ranking across pages", async () => {
    const items = Array.from({ length: 12 }, () => trendingItem());
    renderTrending("/trending?page=2&period=30d", {
      "GET /api/v1/me": { body: meFor({ tier: "starter" }) },
      "GET /api/v1/trending": { body: trendingResponse(items, { total: 30, page: 2, pageSize: 12, paginated: true }) },
    });
    const list = await screen.findByRole("list", { name: "Trending ideas" });
    expect(within(list).getAllByRole("article")[0]).toHaveTextContent("Rank 13");
    expect(within(list).getAllByText("42 views this month")).toHaveLength(12);
    const nav = screen.getByRole("navigation", { name: "Trending pages" });
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getAllByRole("link", { name: /^Page / })).toHaveLength(3);
    expect(screen.queryByRole("region", { name: "See every trending idea" })).not.toBeInTheDocument();
  });

  it("keeps period, sort and category in the URL, resetting the page", async () => {
    const { location, calls } = renderTrending("/trending?page=2");
    await screen.findByRole("list", { name: "Trending ideas" });
    await userEvent.selectOptions(screen.getByLabelText("Period"), "Last 90 days");
    expect(location().search).toBe("?period=90d");
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Opportunity");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "AI/ML");
    expect(location().search).toBe("?period=90d&sort=opportunity&category=ai_ml");
    await userEvent.selectOptions(screen.getByLabelText("Period"), "Last 7 days");
    expect(location().search).toBe("?sort=opportunity&category=ai_ml");
    await waitFor(() => expect(calls.at(-1)?.search).toBe("?period=7d&sort=opportunity&category=ai_ml&page=1"));
    expect(screen.getByLabelText("Category")).toHaveValue("ai_ml");
  });

  it("searches after the 300 ms pause", async () => {
    const { location } = renderTrending();
    await screen.findByRole("list", { name: "Trending ideas" });
    await userEvent.type(screen.getByLabelText("Search"), "queue");
    await waitFor(() => expect(location().search).toBe("?search=queue"));
  });

  it("says when nothing is trending", async () => {
    renderTrending("/trending?search=zzz", { "GET /api/v1/trending": { body: trendingResponse([], { total: 0, paginated: false }) } });
    expect(await screen.findByRole("heading", { name: "No trending ideas found" })).toBeInTheDocument();
    expect(screen.getByText("Try a different search term.")).toBeInTheDocument();
  });

  it("offers a retry when the list cannot load", async () => {
    let fail = true;
    renderTrending("/trending", {
      "GET /api/v1/trending": () =>
        fail ? { status: 500, body: { error: { code: "SERVER", message: "Server error. Our team has been notified and is working on it." } } } : { body: trendingResponse([trendingItem({ title: "Recovered" })]) },
    });
    expect(await screen.findByRole("heading", { name: "Failed to load trending ideas" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Recovered" })).toBeInTheDocument();
  });

  it("shows skeletons while loading", async () => {
    mockFetch({ "GET /api/v1/me": unauthorized });
    renderRoutes(routes, "/trending");
    expect(await screen.findByRole("status", { name: "Loading trending ideas" })).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Failed to load trending ideas" });
  });
});
