import { screen, within } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { RetiredIdea } from "@shared/schemas/retired";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { renderRoutes } from "@web/test/render";
import { RETIRED_EMPTY_TITLE, RetiredPage } from "./retired-page";

const routes: RouteObject[] = [{ path: "/retired", element: <RetiredPage /> }];

const idea = (slug: string, overrides: Partial<RetiredIdea> = {}): RetiredIdea => ({
  slug,
  title: `Idea ${slug}`,
  tagline: `The tagline of ${slug}`,
  category: "saas",
  retiredOn: "2026-11-23",
  reason: `A competitor already does what ${slug} promised.`,
  sourceUrl: null,
  ...overrides,
});

function renderRetired(ideas: RetiredIdea[]) {
  mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/ideas/retired": { body: { ideas } } });
  return renderRoutes(routes, "/retired");
}

describe("RetiredPage", () => {
  it("lists retired ideas in the server's order with their date, category, reason and source", async () => {
    renderRetired([
      idea("newer", { retiredOn: "2026-11-27", category: "fintech", sourceUrl: "https://example.com/ruling" }),
      idea("older"),
      idea("undated", { retiredOn: null, reason: null }),
    ]);
    const list = await screen.findByRole("list", { name: "Retired ideas" });
    const entries = within(list).getAllByRole("article");
    expect(entries.map((entry) => within(entry).getByRole("heading").textContent)).toEqual(["Idea newer", "Idea older", "Idea undated"]);
    expect(within(entries[0]!).getByText("27 November 2026")).toHaveAttribute("datetime", "2026-11-27");
    expect(within(entries[0]!).getByText(/A competitor already does what newer promised/)).toBeInTheDocument();
    expect(within(entries[0]!).getByRole("link", { name: /Source/ })).toHaveAttribute("href", "https://example.com/ruling");
    expect(within(entries[1]!).queryByRole("link")).toBeNull();
    expect(within(entries[2]!).getByText("No reason was recorded when this idea was archived.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Retired ideas" })).toBeInTheDocument();
  });

  it("says so when nothing has been retired", async () => {
    renderRetired([]);
    expect(await screen.findByText(RETIRED_EMPTY_TITLE)).toBeInTheDocument();
  });
});
