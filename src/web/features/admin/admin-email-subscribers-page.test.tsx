import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { SubscriberListResponse } from "@shared/schemas/admin-mail";
import { hardNavigate } from "@web/lib/browser";
import { mockFetch, type FetchCall, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminEmailSubscribersPage } from "./admin-email-subscribers-page";

const routes: RouteObject[] = [{ path: "/admin/email-subscribers", element: <AdminEmailSubscribersPage /> }];
const LIST = "GET /api/v1/admin/subscribers";

type Item = SubscriberListResponse["items"][number];

function subscriber(n: number, overrides: Partial<Item> = {}): Item {
  return {
    id: `sub-${n}`,
    email: `reader${n}@example.com`,
    status: "active",
    source: "home",
    createdAt: "2026-03-02T12:00:00.000Z",
    unsubscribedAt: null,
    ...overrides,
  };
}

const ada = subscriber(1, { email: "ada@example.com" });
const bob = subscriber(2, { email: "bob@example.com", status: "unsubscribed", source: null, unsubscribedAt: "2026-03-05T12:00:00.000Z" });

function listOf(items: Item[], extra: Partial<SubscriberListResponse> = {}): SubscriberListResponse {
  return { items, total: items.length, active: items.filter((item) => item.status === "active").length, page: 1, pageSize: 25, ...extra };
}

function renderPage(routesOverride: MockRoutes = {}, path = "/admin/email-subscribers") {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) }, [LIST]: { body: listOf([ada, bob]) }, ...routesOverride });
  return { ...renderRoutes(routes, path), ...mock };
}

const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.method === "GET" && call.path === "/api/v1/admin/subscribers");
const lastListQuery = (calls: FetchCall[]) => new URLSearchParams(listCalls(calls).at(-1)?.search ?? "");
const table = () => screen.getByRole("table", { name: /E-mail subscribers/ });

describe("AdminEmailSubscribersPage", () => {

  it("shows the heading, the active count and one row per subscriber with its status, source and dates", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Email Subscribers" })).toBeInTheDocument();
    expect(await screen.findByText("1 active subscriber")).toBeInTheDocument();

    const headers = within(table()).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["E-mail", "Status", "Source", "Subscribed", "Unsubscribed"]);

    const adaRow = within(table()).getByRole("row", { name: /ada@example.com/ });
    expect(within(adaRow).getByText("Active")).toBeInTheDocument();
    expect(within(adaRow).getByText("home")).toBeInTheDocument();
    expect(within(adaRow).getByText("Mar 2, 2026")).toBeInTheDocument();
    expect(within(adaRow).getByText("Never")).toHaveClass("sr-only");

    const bobRow = within(table()).getByRole("row", { name: /bob@example.com/ });
    expect(within(bobRow).getByText("Unsubscribed")).toBeInTheDocument();
    expect(within(bobRow).getByText("Unknown")).toBeInTheDocument();
    expect(within(bobRow).getByText("Mar 5, 2026")).toBeInTheDocument();
  });

  it("searches by e-mail once typing settles, back on page 1", async () => {
    const { calls, router } = renderPage({}, "/admin/email-subscribers?page=2");
    await screen.findByText("1 active subscriber");
    expect(lastListQuery(calls).get("page")).toBe("2");

    await userEvent.type(screen.getByLabelText("Search"), "ada");
    // Debounced: a few keystrokes, one request for the whole word.
    await waitFor(() => expect(lastListQuery(calls).get("search")).toBe("ada"));
    expect(listCalls(calls).filter((call) => call.search.includes("search="))).toHaveLength(1);
    expect(lastListQuery(calls).get("page")).toBe("1");
    expect(router.state.location.search).toBe("?search=ada");
  });

  it("filters by status, says how many match, and keeps the filter in the URL", async () => {
    const { calls, router } = renderPage({
      [LIST]: ({ url }) =>
        url.searchParams.get("status") === "unsubscribed" ? { body: listOf([bob], { active: 1 }) } : { body: listOf([ada, bob]) },
    });
    await screen.findByText("1 active subscriber");
    const status = screen.getByLabelText("Status");
    expect(within(status).getAllByRole("option").map((option) => option.textContent)).toEqual(["All", "Active", "Unsubscribed"]);

    await userEvent.selectOptions(status, "Unsubscribed");
    expect(await screen.findByText(/1 match$/)).toBeInTheDocument();
    expect(lastListQuery(calls).get("status")).toBe("unsubscribed");
    expect(router.state.location.search).toBe("?status=unsubscribed");
    await waitFor(() => expect(within(table()).queryByText("ada@example.com")).not.toBeInTheDocument());
  });

  it("pages through a long list", async () => {
    const { calls } = renderPage({
      [LIST]: ({ url }) => {
        const page = Number(url.searchParams.get("page") ?? 1);
        const items = page === 1 ? Array.from({ length: 25 }, (_, i) => subscriber(i + 1)) : Array.from({ length: 5 }, (_, i) => subscriber(i + 26));
        return { body: listOf(items, { total: 30, active: 30, page }) };
      },
    });
    const pages = await screen.findByRole("navigation", { name: "Subscriber pages" });
    expect(within(pages).getByText("Showing 1–25 of 30")).toBeInTheDocument();
    expect(within(pages).getByRole("button", { name: "Previous" })).toBeDisabled();

    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    expect(await within(pages).findByText("Showing 26–30 of 30")).toBeInTheDocument();
    expect(within(pages).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(lastListQuery(calls).get("page")).toBe("2");
    expect(within(table()).getByText("reader30@example.com")).toBeInTheDocument();
  });

  it("says when there are no subscribers yet", async () => {
    renderPage({ [LIST]: { body: listOf([]) } });
    expect(await within(table()).findByText(/No subscribers yet/)).toBeInTheDocument();
    expect(screen.getByText("0 active subscribers")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Subscriber pages" })).not.toBeInTheDocument();
  });

  it("offers to clear filters that match nobody", async () => {
    const { router } = renderPage(
      { [LIST]: ({ url }) => ({ body: url.searchParams.has("search") ? listOf([], { active: 1 }) : listOf([ada]) }) },
      "/admin/email-subscribers?search=zzz&status=active",
    );
    expect(await within(table()).findByText("No subscribers match these filters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Search")).toHaveValue("zzz");
    expect(screen.getByLabelText("Status")).toHaveValue("active");

    await userEvent.click(within(table()).getByRole("button", { name: "Clear filters" }));
    expect(await within(table()).findByText("ada@example.com")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText("Search")).toHaveValue("");
    expect(screen.getByLabelText("Status")).toHaveValue("all");
  });

  it("shows an error panel and the 'Failed to load subscribers' toast, and retries", async () => {
    let fail = true;
    renderPage({ [LIST]: () => (fail ? { status: 500, body: {} } : { body: listOf([ada]) }) });
    expect(await screen.findByRole("heading", { level: 2, name: "Something went wrong" })).toBeInTheDocument();
    expect(await screen.findByText("Failed to load subscribers", { selector: "[data-title]" })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await within(table()).findByText("ada@example.com")).toBeInTheDocument();
  });

  it("exports the CSV for the current filter", async () => {
    const { calls } = renderPage({}, "/admin/email-subscribers?status=active&search=ada");
    await screen.findByText(/active subscriber/);
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/api/v1/admin/subscribers/export?search=ada&status=active"));
    expect(await screen.findByText("Exported subscriber list")).toBeInTheDocument();
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Failed to export subscribers' when the export cannot start", async () => {
    let calls = 0;
    renderPage({ [LIST]: () => (++calls === 1 ? { body: listOf([ada]) } : { status: 500, body: {} }) });
    await screen.findByText("1 active subscriber");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Failed to export subscribers")).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
