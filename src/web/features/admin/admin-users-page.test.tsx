import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { AdminUserDetail, AdminUserListResponse, AdminUserRow } from "@shared/schemas/admin-users";
import { hardNavigate } from "@web/lib/browser";
import { mockFetch, type FetchCall, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminUsersPage } from "./admin-users-page";
import { AdminUserDetailPage } from "./admin-user-detail-page";

const routes: RouteObject[] = [
  { path: "/admin/users", element: <AdminUsersPage /> },
  { path: "/admin/users/:userId", element: <AdminUserDetailPage /> },
];
const LIST = "GET /api/v1/admin/users";

function user(n: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: `member-${n}`,
    email: `member${n}@example.com`,
    fullName: `Member ${n}`,
    username: null,
    avatarUrl: null,
    location: null,
    role: "user",
    subscriptionTier: "free",
    subscriptionStatus: "active",
    subscriptionEndsAt: null,
    createdAt: "2026-03-02T12:00:00.000Z",
    lastSeenAt: null,
    lastSignIn: null,
    ideasSaved: 0,
    ideasViewed: 0,
    aiResearchUsed: 0,
    aiChatUsed: 0,
    ...overrides,
  };
}

const ada = user(1, { email: "ada@example.com", fullName: "Ada Lovelace", subscriptionTier: "pro", ideasSaved: 4, ideasViewed: 11, aiResearchUsed: 2, aiChatUsed: 9 });
const bob = user(2, { email: "bob@example.com", fullName: "Bob Free" });

function listOf(items: AdminUserRow[], extra: Partial<AdminUserListResponse> = {}): AdminUserListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    stats: { total: 37, byTier: { free: 30, starter: 3, pro: 3, lifetime: 1 }, paying: { total: 6, starter: 3, pro: 2, lifetime: 1 }, active30d: 12 },
    ...extra,
  };
}

function detailOf(row: AdminUserRow): AdminUserDetail {
  return {
    user: row,
    payments: [{ id: "pay-1", tier: "pro", interval: "year", amountCents: 99900, refundedCents: 0, currency: "usd", status: "paid", provider: "test", createdAt: "2026-03-03T12:00:00.000Z" }],
    events: [],
    sessions: [{ id: "s-1", userAgent: null, ipAddress: "203.0.113.7", createdAt: "2026-03-04T12:00:00.000Z", lastActiveAt: "2026-03-05T12:00:00.000Z", expiresAt: "2026-04-04T12:00:00.000Z" }],
  };
}

function renderAt(path: string, routesOverride: MockRoutes = {}) {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) }, [LIST]: { body: listOf([ada, bob]) }, ...routesOverride });
  return { ...renderRoutes(routes, path), ...mock };
}

const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.method === "GET" && call.path === "/api/v1/admin/users");
const lastListQuery = (calls: FetchCall[]) => new URLSearchParams(listCalls(calls).at(-1)?.search ?? "");
const table = () => screen.getByRole("table", { name: /Users sorted by/ });

describe("AdminUsersPage", () => {

  it("shows the stat figures from the server and one row per user with their counts", async () => {
    renderAt("/admin/users");
    expect(screen.getByRole("heading", { level: 1, name: "User Management" })).toBeInTheDocument();
    const figures = screen.getByRole("region", { name: "User figures" });
    expect(await within(figures).findByText("37")).toBeInTheDocument();
    expect(within(figures).getByText("6")).toBeInTheDocument();
    // The breakdown is of who pays (3 + 2 + 1 = 6), not of the tier column.
    expect(within(figures).getByText("3 Bootstrap Builder · 2 Weekend Empire · 1 Lifetime")).toBeInTheDocument();
    const row = within(table()).getByRole("row", { name: /Ada Lovelace/ });
    expect(within(row).getByText("Weekend Empire")).toBeInTheDocument();
    expect(within(row).getByText("2 research")).toBeInTheDocument();
    expect(within(row).getByText("9 chat")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: /Ada Lovelace/ })).toHaveAttribute("href", "/admin/users/member-1");
  });

  it("keeps tier, status, sort and order in the URL and asks the server for them", async () => {
    const { calls, router } = renderAt("/admin/users?page=2");
    await within(table()).findByText("Ada Lovelace");
    await userEvent.selectOptions(screen.getByLabelText("Tier"), "Weekend Empire");
    await waitFor(() => expect(lastListQuery(calls).get("tier")).toBe("pro"));
    expect(lastListQuery(calls).get("page")).toBe("1");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Past due");
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "E-mail");
    await userEvent.click(screen.getByRole("button", { name: /Descending/ }));
    await waitFor(() => expect(lastListQuery(calls).get("order")).toBe("asc"));
    expect(router.state.location.search).toBe("?tier=pro&status=past_due&sort=email&order=asc");
    expect(lastListQuery(calls).get("sort")).toBe("email");
    expect(screen.getByRole("button", { name: /Ascending/ })).toBeInTheDocument();
  });

  it("searches once typing settles", async () => {
    const { calls } = renderAt("/admin/users");
    await within(table()).findByText("Ada Lovelace");
    await userEvent.type(screen.getByLabelText("Search"), "ada");
    await waitFor(() => expect(lastListQuery(calls).get("search")).toBe("ada"));
    expect(listCalls(calls).filter((call) => call.search.includes("search="))).toHaveLength(1);
  });

  it("shows 'Failed to load users' with an error panel", async () => {
    renderAt("/admin/users", { [LIST]: { status: 500, body: {} } });
    expect(await screen.findByRole("heading", { level: 2, name: "Something went wrong" })).toBeInTheDocument();
    expect(await screen.findByText("Failed to load users", { selector: "[data-title]" })).toBeInTheDocument();
  });

  it("exports the CSV for the current filter, or says it failed", async () => {
    renderAt("/admin/users?tier=pro&search=ada");
    await within(table()).findByText("Ada Lovelace");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/api/v1/admin/users/export?search=ada&tier=pro"));
    expect(await screen.findByText("Users exported successfully")).toBeInTheDocument();
  });

  it("says 'Failed to export users' when the export cannot start", async () => {
    let n = 0;
    renderAt("/admin/users", { [LIST]: () => (++n === 1 ? { body: listOf([ada]) } : { status: 500, body: {} }) });
    await within(table()).findByText("Ada Lovelace");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Failed to export users")).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it("adds a user: both fields required, then the spec's success toast", async () => {
    const { calls } = renderAt("/admin/users", { "POST /api/v1/admin/users": { status: 201, body: { id: "user-9", email: "new@example.com" } } });
    await within(table()).findByText("Ada Lovelace");
    await userEvent.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    await userEvent.type(within(dialog).getByLabelText("E-mail"), "new@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(within(dialog).getByText("Please fill in all required fields")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await userEvent.type(within(dialog).getByLabelText("Full name"), "New Person");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(await screen.findByText("User created successfully. They will receive an email to set their password.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ email: "new@example.com", fullName: "New Person" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's reason when the e-mail is taken", async () => {
    renderAt("/admin/users", {
      "POST /api/v1/admin/users": { status: 409, body: { error: { code: "VALIDATION", message: "An account with this e-mail already exists.", reason: "USER_ALREADY_EXISTS" } } },
    });
    await within(table()).findByText("Ada Lovelace");
    await userEvent.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    await userEvent.type(within(dialog).getByLabelText("E-mail"), "ada@example.com");
    await userEvent.type(within(dialog).getByLabelText("Full name"), "Ada Again");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(await screen.findByText("An account with this e-mail already exists.")).toBeInTheDocument();
  });
});

describe("AdminUserDetailPage", () => {
  it("shows the user's figures, sessions and payments, and changes the tier", async () => {
    const updated = detailOf({ ...ada, subscriptionTier: "lifetime" });
    const { calls } = renderAt("/admin/users/member-1", {
      "GET /api/v1/admin/users/member-1": { body: detailOf(ada) },
      "PATCH /api/v1/admin/users/member-1": { body: updated },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    const figures = screen.getByRole("region", { name: "Activity figures" });
    expect(within(figures).getByText("11")).toBeInTheDocument();
    expect(screen.getByText("203.0.113.7")).toBeInTheDocument();
    expect(screen.getByText("$999")).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Tier"), "Lifetime");
    expect(await screen.findByText("User tier updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ tier: "lifetime" });
    expect(screen.getByLabelText("Tier")).toHaveValue("lifetime");
  });

  it("says 'Failed to update user' when a change fails", async () => {
    renderAt("/admin/users/member-1", {
      "GET /api/v1/admin/users/member-1": { body: detailOf(ada) },
      "PATCH /api/v1/admin/users/member-1": { status: 500, body: {} },
    });
    await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" });
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Cancelled");
    expect(await screen.findByText("Failed to update user")).toBeInTheDocument();
  });

  it("deletes after the spec's confirmation and returns to the list", async () => {
    const { calls, router } = renderAt("/admin/users/member-1", {
      "GET /api/v1/admin/users/member-1": { body: detailOf(ada) },
      // The server answers 204; the fetch mock cannot build a bodiless answer, and an empty 200 reads the same.
      "DELETE /api/v1/admin/users/member-1": { status: 200, body: {} },
    });
    await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" });
    await userEvent.click(screen.getByRole("button", { name: "Delete user" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Are you sure you want to delete this user? This action cannot be undone.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete user" }));
    expect(await screen.findByText("User deleted")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/users"));
  });

  it("does not offer an admin to delete their own account", async () => {
    // meFor's profile id is "user-1".
    renderAt("/admin/users/user-1", { "GET /api/v1/admin/users/user-1": { body: detailOf({ ...ada, id: "user-1", role: "admin" }) } });
    await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" });
    expect(screen.getByRole("button", { name: "Delete user" })).toBeDisabled();
  });

  it("says when the user does not exist", async () => {
    renderAt("/admin/users/gone", { "GET /api/v1/admin/users/gone": { status: 404, body: { error: { code: "NOT_FOUND", message: "User not found" } } } });
    expect(await screen.findByRole("heading", { level: 1, name: "User not found" })).toBeInTheDocument();
  });
});
