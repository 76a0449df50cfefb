import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_SETTINGS, type AdminSettings } from "@shared/schemas/admin-settings";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminSettingsPage } from "./admin-settings-page";

const routes: RouteObject[] = [{ path: "/admin/settings", element: <AdminSettingsPage /> }];
const GET = "GET /api/v1/admin/settings";
const PUT = "PUT /api/v1/admin/settings";
const stored: AdminSettings = { ...DEFAULT_ADMIN_SETTINGS, emailSettings: { ...DEFAULT_ADMIN_SETTINGS.emailSettings, fromName: "Ideadeck Team" } };

function renderPage(overrides: MockRoutes = {}) {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) }, [GET]: { body: stored }, ...overrides });
  return { ...renderRoutes(routes, "/admin/settings"), ...mock };
}

describe("AdminSettingsPage", () => {
  it("loads the stored settings into four tabs, Email Settings first", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeInTheDocument();
    expect(screen.getByText("Configure system-wide settings and preferences")).toBeInTheDocument();
    expect(screen.getByText("Loading settings...")).toBeInTheDocument();
    expect(await screen.findByLabelText("From name")).toHaveValue("Ideadeck Team");
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Email Settings", "Notifications", "Security", "System"]);
    expect(screen.getByRole("tab", { name: "Email Settings" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the maintenance message box only while maintenance mode is on, and saves the whole object", async () => {
    const { calls } = renderPage({ [PUT]: ({ body }) => ({ body: body as AdminSettings }) });
    await screen.findByLabelText("From name");
    await userEvent.click(screen.getByRole("tab", { name: "System" }));
    expect(screen.queryByLabelText("Maintenance message")).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText("Maintenance mode"));
    await userEvent.type(screen.getByLabelText("Maintenance message"), "Back soon.");
    await userEvent.clear(screen.getByLabelText("API rate limit (requests per hour)"));
    await userEvent.type(screen.getByLabelText("API rate limit (requests per hour)"), "250");
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));

    expect(await screen.findByText("Settings saved", { selector: "[data-title]" })).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({
      ...stored,
      systemSettings: { ...stored.systemSettings, maintenanceMode: true, maintenanceMessage: "Back soon.", apiRateLimit: 250 },
    });
  });

  it("puts the server's field messages under their inputs, on their tab, with the failure toast", async () => {
    renderPage({
      [PUT]: {
        status: 400,
        body: {
          error: {
            code: "VALIDATION",
            message: "Please check your input and try again.",
            issues: [{ path: "securitySettings.maxLoginAttempts", message: "Max login attempts must be a whole number from 1 to 100" }],
          },
        },
      },
    });
    await screen.findByLabelText("From name");
    await userEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Failed to save settings", { selector: "[data-title]" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
    const input = screen.getByLabelText("Max login attempts");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Max login attempts must be a whole number from 1 to 100");
  });

  it("shows 'Failed to load settings' with a retry when the settings cannot be read", async () => {
    let fail = true;
    renderPage({ [GET]: () => (fail ? { status: 500, body: {} } : { body: stored }) });
    expect(await screen.findByText("Failed to load settings", { selector: "[data-title]" })).toBeInTheDocument();
    const panel = screen.getByRole("heading", { level: 2, name: "Failed to load settings" }).parentElement!.parentElement!;
    fail = false;
    await userEvent.click(within(panel).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByLabelText("From name")).toHaveValue("Ideadeck Team");
  });
});
