import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { CalendarEntry, CalendarResponse } from "@shared/schemas/calendar";
import { mockFetch, unauthorized, type MockRoutes } from "@web/test/fetch-mock";
import { renderRoutes } from "@web/test/render";
import { meFor } from "@web/test/fixtures";
import { localDay } from "@web/lib/idea-format";
import { CALENDAR_EMPTY_TITLE, CalendarPage } from "./calendar-page";

const routes: RouteObject[] = [{ path: "/calendar", element: <CalendarPage /> }];

const entry = (date: string, slug: string, overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  date,
  kind: "effective",
  jurisdiction: "US-CA",
  summary: `A rule for ${slug} takes effect`,
  sourceUrl: `https://example.gov/${slug}`,
  outcome: null,
  idea: { slug, title: `Idea ${slug}`, category: "saas", isProPick: false, window: "in" },
  ...overrides,
});

function renderCalendar(path: string, body: CalendarResponse, extra: MockRoutes = {}) {
  const mock = mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/calendar": { body }, ...extra });
  const view = renderRoutes(routes, path);
  return { ...view, ...mock, location: () => view.router.state.location };
}

describe("CalendarPage", () => {
  it("lists triggers grouped by month, each linking to its idea with its window, and counts locked ones", async () => {
    renderCalendar("/calendar", {
      from: "2027-01-01",
      to: "2027-12-31",
      entries: [entry("2027-03-01", "alpha"), entry("2027-03-20", "beta", { kind: "filing", idea: { slug: "beta", title: "Idea beta", category: "fintech", isProPick: true, window: "before" } }), entry("2027-05-02", "gamma")],
      locked: 2,
    });
    const march = await screen.findByRole("region", { name: "March 2027 (2)" });
    expect(within(march).getAllByRole("article")).toHaveLength(2);
    expect(within(march).getByRole("link", { name: "Idea beta" })).toHaveAttribute("href", "/ideas/beta");
    expect(within(march).getByText("Filing deadline · US-CA")).toBeInTheDocument();
    expect(within(march).getByText("Before the rush")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "May 2027 (1)" })).toBeInTheDocument();
    expect(screen.getByText(/2 more triggers belong to ideas your plan does not open/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  });

  it("tells a viewer whose plan opens none of the range's triggers why the list is empty, not to change filters", async () => {
    renderCalendar("/calendar", { from: "2027-01-01", to: "2027-12-31", entries: [], locked: 82 });
    expect(await screen.findByRole("heading", { name: "82 dated triggers here, all in ideas your plan does not open" })).toBeInTheDocument();
    expect(screen.queryByText(CALENDAR_EMPTY_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText(/more triggers belong/)).not.toBeInTheDocument();
    expect(screen.getByText(/Members see each date with its kind/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  });

  it("sends the category and kind filters to the server and keeps them in the URL", async () => {
    const { calls, location } = renderCalendar("/calendar", { from: "2027-01-01", to: "2027-12-31", entries: [], locked: 0 });
    expect(await screen.findByText(CALENDAR_EMPTY_TITLE)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Category"), "fintech");
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "sunset");
    expect(location().search).toBe("?category=fintech&kind=sunset");
    const last = calls.filter((call) => call.path === "/api/v1/calendar").at(-1)!;
    expect(new URLSearchParams(last.search).get("category")).toBe("fintech");
    expect(new URLSearchParams(last.search).get("kind")).toBe("sunset");
  });

  it("shows a month grid for the month in the URL, asks for exactly that month, and steps months", async () => {
    const { calls, location } = renderCalendar("/calendar?view=month&month=2027-03", {
      from: "2027-03-01",
      to: "2027-03-31",
      entries: [entry("2027-03-01", "alpha"), entry("2027-03-01", "beta")],
      locked: 0,
    });
    const grid = await screen.findByRole("table", { name: "Triggers in 2027-03" });
    expect(within(grid).getByRole("cell", { name: "2027-03-01: 2 triggers" })).toBeInTheDocument();
    expect(within(grid).getByRole("cell", { name: "2027-03-02: no triggers" })).toBeInTheDocument();
    // March 2027 starts on a Monday: no blank cell leads the first week.
    expect(within(grid).getAllByRole("cell")[0]).toHaveAccessibleName("2027-03-01: 2 triggers");
    const call = calls.find((c) => c.path === "/api/v1/calendar")!;
    expect(new URLSearchParams(call.search).get("from")).toBe("2027-03-01");
    expect(new URLSearchParams(call.search).get("to")).toBe("2027-03-31");
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(location().search).toBe("?view=month&month=2027-04");
    expect(await screen.findByRole("heading", { name: "April 2027" })).toBeInTheDocument();
  });

  it("opens the month view on the viewer's current month", async () => {
    const { calls } = renderCalendar("/calendar", { from: "2027-01-01", to: "2027-12-31", entries: [], locked: 0 });
    await userEvent.click(await screen.findByRole("button", { name: "Month" }));
    const month = localDay(new Date()).slice(0, 7);
    expect(await screen.findByRole("table", { name: `Triggers in ${month}` })).toBeInTheDocument();
    expect(calls.some((c) => new URLSearchParams(c.search).get("from") === `${month}-01`)).toBe(true);
  });

  it("offers a visitor the public feed only, and a member their secret feed address once, then revoke", async () => {
    renderCalendar("/calendar", { from: "2027-01-01", to: "2027-12-31", entries: [], locked: 0 });
    const visitorFeeds = await screen.findByRole("region", { name: "Add to your calendar" });
    expect(within(visitorFeeds).getByRole("link", { name: "the public feed" })).toHaveAttribute("href", "/calendar.ics");
    expect(within(visitorFeeds).queryByRole("button", { name: "Make my feed address" })).not.toBeInTheDocument();
  });

  it("makes a member's secret feed address, shows it once, and revokes it", async () => {
    let active = false;
    const { calls } = renderCalendar("/calendar", { from: "2027-01-01", to: "2027-12-31", entries: [], locked: 0 }, {
      "GET /api/v1/me": { body: meFor({ tier: "pro" }) },
      "GET /api/v1/calendar/feed": () => ({ body: { active, createdAt: active ? "2027-01-02T10:00:00.000Z" : null } }),
      "POST /api/v1/calendar/feed": () => {
        active = true;
        return { body: { url: "http://localhost/calendar/feeds/abcdefghijklmnopqrstuvwxyz012345.ics", createdAt: "2027-01-02T10:00:00.000Z" } };
      },
      "DELETE /api/v1/calendar/feed": () => {
        active = false;
        return { body: { revoked: true } };
      },
    });
    const feeds = await screen.findByRole("region", { name: "Add to your calendar" });
    await userEvent.click(await within(feeds).findByRole("button", { name: "Make my feed address" }));
    expect(await within(feeds).findByLabelText("Your feed address (shown only now)")).toHaveValue("http://localhost/calendar/feeds/abcdefghijklmnopqrstuvwxyz012345.ics");
    await userEvent.click(await within(feeds).findByRole("button", { name: "Revoke" }));
    expect(await within(feeds).findByRole("button", { name: "Make my feed address" })).toBeInTheDocument();
    expect(within(feeds).queryByLabelText("Your feed address (shown only now)")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/v1/calendar/feed").map((call) => call.method)).toContain("DELETE");
  });
});
