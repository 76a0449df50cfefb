import type { Page } from "@playwright/test";
import { expect, test, ADMIN, signUpAndVerify, uniqueEmail } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

async function visitAndCheck(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, path);
}

test("public account pages have no serious or critical axe violations", async ({ page }) => {
  for (const path of ["/", "/login", "/signup", "/forgot-password", "/reset-password?token=x", "/verify-email", "/verify-email?error=INVALID_TOKEN", "/dashboard-minimal", "/test", "/no-such-page"]) {
    await visitAndCheck(page, path);
  }
});

test("signed-in pages have no serious or critical axe violations", async ({ page, request }) => {
  await signUpAndVerify(page, request, uniqueEmail("axe"));
  for (const path of ["/dashboard", "/settings"]) await visitAndCheck(page, path);
});

test("admin pages have no serious or critical axe violations", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ["/admin", "/admin/outbox", "/test"]) await visitAndCheck(page, path);
});
