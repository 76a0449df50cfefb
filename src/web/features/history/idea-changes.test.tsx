import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { IdeaChangesResponse } from "@shared/schemas/idea-changes";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { IdeaChanges } from "./idea-changes";
import { StopMailPage } from "./stop-mail-page";

const routes: RouteObject[] = [
  { path: "/ideas/:slug", element: <IdeaChanges slug="cash-flow-radar" /> },
  { path: "/idea-mail/stop", element: <StopMailPage /> },
];
const CHANGES = "GET /api/v1/ideas/cash-flow-radar/changes";

const history: IdeaChangesResponse = {
  changes: [
    {
      changedAt: "2026-11-20T10:00:00.000Z",
      reason: "Two competitors launched this quarter.",
      material: true,
      items: [
        { kind: "score", key: "opportunity", from: 8, to: 6.5 },
        { kind: "section", section: "market_gap" },
        { kind: "sources", added: 2, removed: 1 },
      ],
    },
    { changedAt: "2026-10-02T10:00:00.000Z", reason: null, material: true, items: [{ kind: "trigger", summary: "The rule takes effect.", from: "2027-01-01", to: "2027-07-01" }] },
  ],
  sinceSaved: null,
  mailMode: null,
};

describe("What changed", () => {
  it("lists each change with its date, lines and reason for a visitor, without the saver's view", async () => {
    mockFetch({ "GET /api/v1/me": unauthorized, [CHANGES]: { body: history } });
    renderRoutes(routes, "/ideas/cash-flow-radar");
    const section = await screen.findByRole("region", { name: "What changed" });
    const entries = within(section).getAllByRole("listitem").filter((item) => item.querySelector("time"));
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText("Nov 20, 2026")).toHaveAttribute("datetime", "2026-11-20T10:00:00.000Z");
    expect(within(entries[0]!).getByText("Opportunity score 8 → 6.5")).toBeInTheDocument();
    expect(within(entries[0]!).getByText("2 sources added, 1 source removed")).toBeInTheDocument();
    expect(within(entries[0]!).getByText("Rewritten: market gap")).toBeInTheDocument();
    expect(within(entries[0]!).getByText("Why: Two competitors launched this quarter.")).toBeInTheDocument();
    expect(within(entries[1]!).getByText("Trigger date moved from 2027-01-01 to 2027-07-01: The rule takes effect.")).toBeInTheDocument();
    expect(screen.queryByText(/since you saved it/)).toBeNull();
    expect(screen.queryByLabelText("E-mail me about ideas I saved")).toBeNull();
  });

  it("shows a saver the difference since they saved it and saves their mail choice", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/me": { body: meFor({}) },
      [CHANGES]: { body: { ...history, sinceSaved: { savedAt: "2026-10-15T09:00:00.000Z", items: [{ kind: "score", key: "opportunity", from: 8, to: 6.5 }] }, mailMode: "retired" } },
      "PUT /api/v1/me/idea-change-mail": ({ body }) => ({ body }),
    });
    renderRoutes(routes, "/ideas/cash-flow-radar");
    expect(await screen.findByText("Changed since you saved it on Oct 15, 2026")).toBeInTheDocument();
    const select = screen.getByLabelText("E-mail me about ideas I saved");
    expect(select).toHaveValue("retired");
    await userEvent.selectOptions(select, "material");
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ mode: "material" }));
  });

  it("renders nothing for an idea that never changed and was not saved", async () => {
    const { calls } = mockFetch({ "GET /api/v1/me": unauthorized, [CHANGES]: { body: { changes: [], sinceSaved: null, mailMode: null } } });
    renderRoutes(routes, "/ideas/cash-flow-radar");
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/changes"))).toBe(true));
    expect(screen.queryByRole("region", { name: "What changed" })).toBeNull();
  });
});

describe("StopMailPage", () => {
  it("stops the mail with the link's user and token, and says a bad link is bad", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/me": unauthorized,
      "POST /api/v1/idea-change-mail/stop": ({ url }) =>
        url.searchParams.get("token") === "good"
          ? { body: { mode: "none" } }
          : { status: 400, body: { error: { code: "VALIDATION", message: "This link is invalid: open it from the latest mail, or change the choice on an idea you saved." } } },
    });
    renderRoutes(routes, "/idea-mail/stop?user=u1&token=good");
    expect(await screen.findByRole("heading", { name: "No more mail about ideas you saved" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.search).toBe("?user=u1&token=good");
  });

  it("shows the server's refusal of a forged link", async () => {
    mockFetch({
      "GET /api/v1/me": unauthorized,
      "POST /api/v1/idea-change-mail/stop": { status: 400, body: { error: { code: "VALIDATION", message: "This link is invalid: open it from the latest mail, or change the choice on an idea you saved." } } },
    });
    renderRoutes(routes, "/idea-mail/stop?user=u1&token=forged");
    expect(await screen.findByText(/This link is invalid/)).toBeInTheDocument();
  });
});
