import type { Page } from "@playwright/test";
import { expect, test, ADMIN, BASE_URL, signInAs } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

const MESSAGE = "Upgrading the database. Back in 15 minutes.";

/** Puts maintenance mode back off through the API, whatever the test left behind (the server is shared). */
async function maintenanceOff(page: Page) {
  const current = await (await page.request.get("/api/v1/admin/settings")).json();
  if (!current.systemSettings?.maintenanceMode) return;
  await page.request.put("/api/v1/admin/settings", {
    data: { ...current, systemSettings: { ...current.systemSettings, maintenanceMode: false } },
    headers: { origin: BASE_URL },
  });
}

test("admin turns on maintenance mode, a visitor sees the maintenance page, the admin turns it off", async ({ page, browser }) => {
  await signInAs(page, ADMIN);
  try {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
    await expect(page.getByText("Configure system-wide settings and preferences")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Email Settings" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("From name")).toHaveValue("Ideadeck");
    await expectNoSeriousViolations(page, "/admin/settings (Email Settings)");

    await page.getByRole("tab", { name: "System" }).click();
    await expect(page.getByLabel("Maintenance message")).toBeHidden();
    await page.getByLabel("Maintenance mode").check();
    await page.getByLabel("Maintenance message").fill(MESSAGE);
    await expectNoSeriousViolations(page, "/admin/settings (System)");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();

    // A visitor, in a browser of their own: the maintenance page on any page, 503 from the API.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${BASE_URL}/browse`);
    await expect(visitor.getByRole("heading", { level: 1, name: "We’ll be right back" })).toBeVisible();
    await expect(visitor.getByText(MESSAGE)).toBeVisible();
    await expectNoSeriousViolations(visitor, "maintenance page");
    const api = await visitor.request.get(`${BASE_URL}/api/v1/ideas`);
    expect(api.status()).toBe(503);
    expect((await api.json()).error).toMatchObject({ reason: "MAINTENANCE", message: MESSAGE });

    // The admin keeps working, and turns it off again.
    await page.getByRole("tab", { name: "System" }).click();
    await page.getByLabel("Maintenance mode").uncheck();
    await expect(page.getByLabel("Maintenance message")).toBeHidden();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved").first()).toBeVisible();
    await expect.poll(async () => (await page.request.get("/api/v1/admin/settings")).json().then((s) => s.systemSettings.maintenanceMode)).toBe(false);

    await visitor.goto(`${BASE_URL}/browse`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Browse Ideas" })).toBeVisible();
    expect((await visitor.request.get(`${BASE_URL}/api/v1/ideas`)).status()).toBe(200);
    await visitorContext.close();
  } finally {
    await maintenanceOff(page);
  }
});
