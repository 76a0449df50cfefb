import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { SavedItem } from "@shared/schemas/saved-api";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { SavedPage } from "./saved-page";

const routes: RouteObject[] = [{ path: "/saved", element: <SavedPage /> }];

function saved(title: string, savedAt: string, overrides: Partial<SavedItem["idea"]> = {}): SavedItem {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    savedAt,
    idea: {
      id: `id-${slug}`,
      slug,
      title,
      tagline: `${title} tagline`,
      category: "saas",
      tags: [],
      isProPick: false,
      opportunityScore: 7,
      problemTeaser: `The problem ${title} solves.`,
      fullAccess: true,
      revenuePotential: { min: 1_200_000, max: 3_450_000 },
      primaryKeyword: { term: "term", monthlyVolume: 1600, growthRate: 14 },
      ...overrides,
    },
  };
}

const ledger = saved("Deposit Ledger", "2026-03-01T12:00:00Z", { category: "fintech", opportunityScore: 6.5, primaryKeyword: null });
const queue = saved("Court Queue", "2026-03-03T12:00:00Z", { opportunityScore: 8.7, isProPick: true, primaryKeyword: { term: "x", monthlyVolume: 900, growthRate: 5 } });
const recap = saved("Tutor Recaps", "2026-03-02T12:00:00Z", { category: "edtech", opportunityScore: 7.9, primaryKeyword: { term: "y", monthlyVolume: 2400, growthRate: 62 } });

function renderSaved(items: SavedItem[] = [ledger, queue, recap], extra: MockRoutes = {}) {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor() }, "GET /api/v1/saved": { body: { items } }, ...extra });
  return { ...renderRoutes(routes, "/saved"), ...mock };
}

const cardTitles = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("SavedPage", () => {
  it("shows the count and the cards, most recently saved first", async () => {
    renderSaved();
    expect(await screen.findByText("3 ideas")).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Court Queue", "Tutor Recaps", "Deposit Ledger"]);

    const card = screen.getByRole("link", { name: /^Court Queue/ }).closest("article")!;
    expect(within(card).getByRole("link", { name: /^Court Queue/ })).toHaveAttribute("href", "/ideas/court-queue");
    expect(within(card).getByText("Pro Pick")).toBeInTheDocument();
    expect(within(card).getByText("8.7/10")).toBeInTheDocument();
    expect(within(card).getByText("+5%")).toBeInTheDocument();
    expect(within(card).getByText("900 monthly searches")).toBeInTheDocument();
    expect(within(card).getByText("$1.2M to $3.5M ARR")).toBeInTheDocument();
    expect(within(card).getByText("Mar 3, 2026")).toBeInTheDocument();
    expect(within(card).getByText("The problem Court Queue solves.")).toHaveClass("line-clamp-2");
    expect(within(card).getByRole("link", { name: "View Full Analysis: Court Queue" })).toHaveAttribute("href", "/ideas/court-queue");

    const noKeyword = screen.getByRole("link", { name: /^Deposit Ledger/ }).closest("article")!;
    expect(within(noKeyword).getByRole("link", { name: "Upgrade to see search trends" })).toHaveAttribute("href", "/pricing");
  });

  it("says '1 idea' for one, and hides revenue the server did not send", async () => {
    renderSaved([saved("Only One", "2026-03-01T00:00:00Z", { fullAccess: false, revenuePotential: null, primaryKeyword: null })]);
    expect(await screen.findByText("1 idea")).toBeInTheDocument();
    expect(screen.queryByText(/ARR/)).not.toBeInTheDocument();
  });

  it("sorts by opportunity score and by growth rate, ideas without keyword data last", async () => {
    renderSaved();
    await screen.findByText("3 ideas");
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Opportunity Score");
    expect(cardTitles()).toEqual(["Court Queue", "Tutor Recaps", "Deposit Ledger"]);
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Growth Rate");
    expect(cardTitles()).toEqual(["Tutor Recaps", "Court Queue", "Deposit Ledger"]);
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Recently Saved");
    expect(cardTitles()).toEqual(["Court Queue", "Tutor Recaps", "Deposit Ledger"]);
  });

  it("filters by the categories present in the saved set", async () => {
    renderSaved();
    await screen.findByText("3 ideas");
    const select = screen.getByLabelText("Category");
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["All Categories", "EdTech", "FinTech", "SaaS"]);
    await userEvent.selectOptions(select, "FinTech");
    expect(cardTitles()).toEqual(["Deposit Ledger"]);
    await userEvent.selectOptions(select, "All Categories");
    expect(cardTitles()).toHaveLength(3);
  });

  it("removes an idea with a toast, then shows the category's empty state", async () => {
    let items = [ledger, queue, recap];
    const { calls } = renderSaved(undefined, {
      "GET /api/v1/saved": () => ({ body: { items } }),
      "DELETE /api/v1/saved/id-deposit-ledger": () => {
        items = [queue, recap];
        return { body: { saved: false, removed: true } };
      },
    });
    await screen.findByText("3 ideas");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "FinTech");
    await userEvent.click(screen.getByRole("button", { name: "Remove Deposit Ledger from saved" }));
    expect(await screen.findByText("Idea removed from saved")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/v1/saved/id-deposit-ledger")).toBe(true);
    expect(await screen.findByRole("heading", { name: "No saved ideas in this category" })).toBeInTheDocument();
    expect(screen.getByText("Try selecting a different category or save more ideas.")).toBeInTheDocument();
    expect(screen.getByText("2 ideas")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show all saved ideas" }));
    expect(cardTitles()).toEqual(["Court Queue", "Tutor Recaps"]);
  });

  it("says so when removing fails", async () => {
    renderSaved(undefined, { "DELETE /api/v1/saved/id-court-queue": { status: 500, body: { error: { code: "SAVE_IDEA", message: "Unable to save idea. Please try again." } } } });
    await screen.findByText("3 ideas");
    await userEvent.click(screen.getByRole("button", { name: "Remove Court Queue from saved" }));
    expect(await screen.findByText("Failed to remove idea")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Court Queue/ })).toBeInTheDocument();
  });

  it("shows the empty state with Browse Ideas when nothing is saved", async () => {
    renderSaved([]);
    expect(await screen.findByRole("heading", { name: "No saved ideas yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Ideas" })).toHaveAttribute("href", "/browse");
    expect(screen.getByText("0 ideas")).toBeInTheDocument();
  });

  it("toasts and offers a retry when the list cannot load", async () => {
    let fail = true;
    renderSaved(undefined, {
      "GET /api/v1/saved": () => (fail ? { status: 500, body: { error: { code: "SERVER", message: "Server error. Our team has been notified and is working on it." } } } : { body: { items: [queue] } }),
    });
    expect(await screen.findByRole("heading", { name: "Failed to load saved ideas" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText("Failed to load saved ideas")).toHaveLength(2));
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("1 idea")).toBeInTheDocument();
  });
});
