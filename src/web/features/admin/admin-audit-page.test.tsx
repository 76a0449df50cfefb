import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { AuditResponse } from "@shared/schemas/admin-stats";
import { mockFetch } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminAuditPage } from "./admin-audit-page";

const routes: RouteObject[] = [{ path: "/admin/audit", element: <AdminAuditPage /> }];

const log: AuditResponse = {
  items: [
    {
      id: "a1",
      actorId: "u1",
      actorEmail: "boss@example.com",
      action: "settings.update",
      targetType: "settings",
      targetId: null,
      before: { maintenanceMode: false },
      after: { maintenanceMode: true },
      ip: "203.0.113.10",
      createdAt: "2026-11-27T10:00:00.000Z",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  actions: ["settings.update", "user.role.grant_admin"],
  targetTypes: ["settings", "user"],
};

function renderPage(path = "/admin/audit") {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) }, "GET /api/v1/admin/audit": { body: log } });
  return { ...renderRoutes(routes, path), ...mock };
}

describe("AdminAuditPage", () => {
  it("lists entries and opens an entry's before and after", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Audit log" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /Audit log entries/ });
    const row = await within(table).findByRole("row", { name: /boss@example.com/ });
    expect(within(row).getByText("settings.update")).toBeInTheDocument();
    await userEvent.click(within(row).getByRole("button", { name: "Show changes" }));
    expect(within(table).getByText(/"maintenanceMode": true/)).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Hide changes" })).toHaveAttribute("aria-expanded", "true");
  });

  it("filters by action from the log's own list, through the URL", async () => {
    const { calls } = renderPage();
    await screen.findByText("boss@example.com");
    await userEvent.selectOptions(screen.getByLabelText("Action"), "user.role.grant_admin");
    await screen.findByText("boss@example.com");
    expect(calls.at(-1)?.search).toBe("?action=user.role.grant_admin&page=1");
  });

  it("reads date filters from the address", async () => {
    const { calls } = renderPage("/admin/audit?from=2026-11-01&to=2026-11-27&actor=boss");
    await screen.findByText("boss@example.com");
    expect(new URLSearchParams(calls.find((call) => call.path === "/api/v1/admin/audit")?.search)).toEqual(new URLSearchParams("actor=boss&from=2026-11-01&to=2026-11-27&page=1"));
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");
    expect(screen.getByLabelText("Actor")).toHaveValue("boss");
  });
});
