import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { SettingsPage } from "./settings-page";

const routes: RouteObject[] = [{ path: "/settings", element: <SettingsPage /> }];
const sessions = {
  sessions: [
    { id: "s1", current: true, createdAt: "2026-03-01T10:00:00Z", expiresAt: "2026-03-31T10:00:00Z", ipAddress: "203.0.113.7", userAgent: "Mozilla/5.0 (Macintosh) Chrome/130.0 Safari/537.36" },
    { id: "s2", current: false, createdAt: "2026-02-11T08:00:00Z", expiresAt: "2026-03-13T08:00:00Z", ipAddress: null, userAgent: "Mozilla/5.0 (iPhone) Version/17.0 Mobile Safari/604.1" },
  ],
};

function renderSettings(extra: MockRoutes = {}, me = meFor()) {
  const mock = mockFetch({ "GET /api/v1/me": { body: me }, "GET /api/v1/me/sessions": { body: sessions }, ...extra });
  renderRoutes(routes, "/settings");
  return mock;
}

describe("SettingsPage", () => {
  it("saves the profile and preferences", async () => {
    const updated = meFor();
    updated.profile.fullName = "Jane Q. Doe";
    const { calls } = renderSettings({ "PATCH /api/v1/me/profile": { body: updated } });
    const name = await screen.findByLabelText("Full Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Jane Q. Doe");
    await userEvent.click(screen.getByRole("checkbox", { name: "Trending idea alerts" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Settings updated successfully")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      fullName: "Jane Q. Doe",
      username: null,
      location: null,
      emailDailyIdea: true,
      emailTrendAlerts: true,
      emailMarketing: false,
    });
  });

  it("shows the server's field issues next to the field and its message in a toast", async () => {
    renderSettings({
      "PATCH /api/v1/me/profile": {
        status: 409,
        body: { error: { code: "VALIDATION", reason: "USERNAME_TAKEN", message: "That username is taken.", issues: [{ path: "username", message: "That username is taken." }] } },
      },
    });
    await userEvent.type(await screen.findByLabelText("Username"), "jane");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    // The field's message and the toast render in separate updates: wait for both.
    await waitFor(() => expect(screen.getAllByText("That username is taken.")).toHaveLength(2));
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the plan, and offers Upgrade to Pro to a free user", async () => {
    renderSettings();
    expect(await screen.findByText("Free")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");
  });

  it("shows when a cancelled paid plan ends, with a link to billing", async () => {
    const me = meFor({ tier: "pro" });
    me.profile.subscriptionEndsAt = "2026-12-01T12:00:00Z";
    me.profile.cancelAtPeriodEnd = true;
    renderSettings({}, me);
    expect(await screen.findByText("Weekend Empire")).toBeInTheDocument();
    expect(screen.getByText("Ends Dec 1, 2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage billing" })).toHaveAttribute("href", "/settings/billing");
  });

  it("lists sessions and signs out another one", async () => {
    const { calls } = renderSettings({ "DELETE /api/v1/me/sessions/s2": { body: { ok: true } } });
    const list = await screen.findByRole("list", { name: "Active sessions" });
    expect(within(list).getByText("Chrome on macOS")).toBeInTheDocument();
    expect(within(list).getByText("This device")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText("Session signed out")).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: "DELETE", path: "/api/v1/me/sessions/s2" }));
    expect(screen.getByRole("button", { name: "Sign out of all other sessions" })).toBeInTheDocument();
  });
});
