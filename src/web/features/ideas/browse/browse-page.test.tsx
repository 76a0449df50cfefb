import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it, vi } from "vitest";
import { ERROR_CATALOGUE } from "@shared/errors";
import { mockFetch, unauthorized, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { meQueryOptions } from "@web/lib/me";
import { renderRoutes } from "@web/test/render";
import { BrowsePage } from "../browse-page";
import { ideaCard, listResponse, lockedCards } from "@web/test/catalogue-fixtures";

const routes: RouteObject[] = [{ path: "/browse", element: <BrowsePage /> }];

function renderBrowse(path = "/browse", extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": unauthorized,
    "GET /api/v1/ideas": { body: listResponse([ideaCard(), ideaCard(), ideaCard(), ...lockedCards(17)], 63) },
    "GET /api/v1/subscribers/count": { body: { count: 0 } },
    ...extra,
  });
  const view = renderRoutes(routes, path);
  const location = () => view.router.state.location;
  const ideaCalls = () => mock.calls.filter((call) => call.path === "/api/v1/ideas");
  return { ...view, ...mock, location, ideaCalls };
}

describe("BrowsePage", () => {
  it("shows the count, the cards with data and the locked placeholders", async () => {
    const first = ideaCard({ title: "Kitchen Hours", slug: "kitchen-hours", isProPick: true, revenueMax: 250_000, executionDifficulty: 8, viewCount: 4321, timeToMvpWeeks: 4 });
    renderBrowse("/browse", { "GET /api/v1/ideas": { body: listResponse([first, ideaCard(), ideaCard(), ...lockedCards(17)], 63) } });

    expect(await screen.findByText(/^Showing/)).toHaveTextContent("Showing 20 of 63 bootstrap projects");
    expect(screen.getByRole("heading", { level: 1, name: "Browse Ideas" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    const link = screen.getByRole("link", { name: "Kitchen Hours" });
    expect(link).toHaveAttribute("href", "/ideas/kitchen-hours");
    const article = link.closest("article")!;
    expect(within(article).getByText("Pro Pick")).toBeInTheDocument();
    expect(within(article).getByText("SaaS")).toBeInTheDocument();
    expect(within(article).getByText("$250K")).toBeInTheDocument();
    expect(within(article).getByText("8/10")).toHaveClass("text-red-800");
    expect(within(article).getByText("4,321")).toBeInTheDocument();
    expect(within(article).getByText("4 weeks")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Pro Members Only/ })).toHaveLength(17);
  });

  it("shows 6 skeleton cards while loading", async () => {
    // Requests that never answer keep the page loading.
    const never = new Promise<Response>(() => undefined);
    vi.stubGlobal("fetch", vi.fn(() => never));
    renderRoutes(routes, "/browse");
    const loading = await screen.findByRole("status", { name: "Loading ideas" });
    expect(loading.children).toHaveLength(6);
  });

  it("opens the paywall from a locked card, with the real subscriber count and a Sign in link for visitors", async () => {
    renderBrowse("/browse?sort=popular", { "GET /api/v1/subscribers/count": { body: { count: 1520 } } });
    const [locked] = await screen.findAllByRole("button", { name: /Pro Members Only/ });
    await userEvent.click(locked!);
    const dialog = await screen.findByRole("dialog", { name: "Unlock every idea" });
    expect(within(dialog).getByRole("link", { name: "See plans and pricing" })).toHaveAttribute("href", "/pricing");
    expect(within(dialog).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirect=%2Fbrowse%3Fsort%3Dpopular");
    expect(await within(dialog).findByText("Join 1,520 founders getting the daily idea")).toBeInTheDocument();
    expect(within(dialog).queryByText(/2,847/)).not.toBeInTheDocument();
  });

  it("leaves out the founders line when there are no subscribers, and Sign in for a signed-in user", async () => {
    const { calls, queryClient } = renderBrowse("/browse", { "GET /api/v1/me": { body: meFor() } });
    const [locked] = await screen.findAllByRole("button", { name: /Pro Members Only/ });
    // In the app the header has asked for the session before the paywall (loaded on first open) is used.
    await queryClient.fetchQuery(meQueryOptions);
    await userEvent.click(locked!);
    const dialog = await screen.findByRole("dialog", { name: "Unlock every idea" });
    await waitFor(() => expect(calls.some((call) => call.path === "/api/v1/subscribers/count")).toBe(true));
    expect(within(dialog).queryByText(/founders/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("resets the page when a filter changes, and removes a parameter set to All", async () => {
    const { location, ideaCalls } = renderBrowse("/browse?page=2&sort=popular&category=saas");
    await screen.findByText(/^Showing/);
    expect(ideaCalls().at(-1)?.search).toBe("?category=saas&sort=popular&page=2");

    await userEvent.selectOptions(screen.getByLabelText("Category"), "fintech");
    expect(location().search).toBe("?sort=popular&category=fintech");

    await userEvent.selectOptions(screen.getByLabelText("Category"), "All Categories");
    expect(location().search).toBe("?sort=popular");
    expect(screen.getByLabelText("Category")).toHaveValue("all");

    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Highest Rated");
    expect(location().search).toBe("?sort=highest-rated");
    await waitFor(() => expect(ideaCalls().at(-1)?.search).toBe("?sort=highest-rated&page=1"));
  });

  it("filters to Pro Picks with the checkbox and back", async () => {
    const { location } = renderBrowse("/browse?page=3");
    await screen.findByText(/^Showing/);
    await userEvent.click(screen.getByRole("checkbox", { name: "Pro Picks Only" }));
    expect(location().search).toBe("?pro=true");
    expect(screen.getByRole("checkbox", { name: "Pro Picks Only" })).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Pro Picks Only" }));
    expect(location().search).toBe("");
  });

  it("searches 300 ms after typing stops, starting again from page 1", async () => {
    const { location, ideaCalls } = renderBrowse("/browse?page=2");
    await screen.findByText(/^Showing/);
    await userEvent.type(screen.getByLabelText("Search"), "kitchen");
    expect(location().search).toBe("?page=2");
    await waitFor(() => expect(location().search).toBe("?search=kitchen"));
    await waitFor(() => expect(ideaCalls().at(-1)?.search).toBe("?search=kitchen&sort=newest&page=1"));
    // Only the settled text was searched for.
    expect(ideaCalls().filter((call) => call.search.includes("search=")).map((call) => call.search)).toEqual(["?search=kitchen&sort=newest&page=1"]);
  });

  it("stops the search box at 200 characters and cuts a longer term from the URL", async () => {
    const { ideaCalls } = renderBrowse(`/browse?search=${"a".repeat(300)}`);
    const box = await screen.findByLabelText("Search");
    expect(box).toHaveAttribute("maxLength", "200");
    expect(box).toHaveValue("a".repeat(200));
    await waitFor(() => expect(ideaCalls().at(-1)?.search).toContain(`search=${"a".repeat(200)}&`));
    expect(screen.queryByText(ERROR_CATALOGUE.LOAD_IDEAS.message)).not.toBeInTheDocument();
  });

  it("shows a refused search as a message about the input, not as an outage", async () => {
    renderBrowse("/browse?search=x", {
      "GET /api/v1/ideas": {
        status: 400,
        body: { error: { code: "VALIDATION", message: "Please check your input and try again.", issues: [{ path: "search", message: "Search terms can be at most 200 characters" }] } },
      },
    });
    expect(await screen.findByText("Search terms can be at most 200 characters")).toBeInTheDocument();
    expect(screen.queryByText(ERROR_CATALOGUE.LOAD_IDEAS.message)).not.toBeInTheDocument();
  });

  it("says 1,000+ when a search stopped counting", async () => {
    renderBrowse("/browse?search=app", { "GET /api/v1/ideas": { body: { ...listResponse([ideaCard()], 1000), capped: true } } });
    expect(await screen.findByText(/^Showing/)).toHaveTextContent("Showing 1 of 1,000+ bootstrap projects");
  });

  it("fills the search box from the URL", async () => {
    renderBrowse("/browse?search=tax");
    expect(await screen.findByLabelText("Search")).toHaveValue("tax");
  });

  it("links pages with aria-current on the current one", async () => {
    renderBrowse("/browse?page=2&sort=popular", { "GET /api/v1/ideas": { body: listResponse(lockedCards(20), 63, 2) } });
    const nav = await screen.findByRole("navigation", { name: "Browse pages" });
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getAllByRole("link", { name: /^Page / })).toHaveLength(4);
    expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/browse?page=3&sort=popular");
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/browse?sort=popular");
  });

  it("says when nothing matches a search, with a search hint", async () => {
    renderBrowse("/browse?search=zzzz&sort=popular", { "GET /api/v1/ideas": { body: listResponse([], 0) } });
    expect(await screen.findByRole("heading", { name: "No bootstrap projects found" })).toBeInTheDocument();
    expect(screen.getByText(/Try a different search term/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear search" })).toHaveAttribute("href", "/browse?sort=popular");
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it("says when nothing matches the filters, with a filter hint", async () => {
    renderBrowse("/browse?category=web3&pro=true", { "GET /api/v1/ideas": { body: listResponse([], 0) } });
    expect(await screen.findByRole("heading", { name: "No bootstrap projects found" })).toBeInTheDocument();
    expect(screen.getByText("Try a different category or turn off Pro Picks Only.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/browse");
  });

  it("shows the catalogue message and Try Again when the list cannot load, and no invented ideas", async () => {
    let fail = true;
    renderBrowse("/browse", {
      "GET /api/v1/ideas": () =>
        fail ? { status: 500, body: { error: { code: "LOAD_IDEAS", message: "boom" } } } : { body: listResponse([ideaCard({ title: "Back Again" })], 1) },
    });
    expect(await screen.findByText(ERROR_CATALOGUE.LOAD_IDEAS.message)).toBeInTheDocument();
    expect(screen.queryByText("Showing sample ideas while we resolve the issue.")).not.toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Back Again" })).toBeInTheDocument();
  });

  it("keeps the last real results on screen, with the note, when the next page fails", async () => {
    renderBrowse("/browse", {
      "GET /api/v1/ideas": ({ url }) =>
        url.searchParams.get("page") === "2"
          ? { status: 500, body: { error: { code: "LOAD_IDEAS", message: "boom" } } }
          : { body: listResponse([ideaCard({ title: "Still Here" }), ...lockedCards(19)], 40) },
    });
    await screen.findByRole("link", { name: "Still Here" });
    await userEvent.click(screen.getByRole("link", { name: "Page 2" }));
    expect(await screen.findByText("Showing sample ideas while we resolve the issue.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(ERROR_CATALOGUE.LOAD_IDEAS.message);
    expect(screen.getByRole("link", { name: "Still Here" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
