import { expect, test, ADMIN, signUpAndVerify, uniqueEmail } from "./fixtures";

test("a visitor is sent to /login and back to the page after signing in", async ({ page, request }) => {
  const email = uniqueEmail("visitor");
  const { password } = await signUpAndVerify(page, request, email);
  await page.context().clearCookies();

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.context().clearCookies();
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers$/);
});

test("a free user is sent to /pricing from the AI chat, sees the upgrade on /validate, and is sent to / from admin pages", async ({ page, request }) => {
  await signUpAndVerify(page, request, uniqueEmail("free"));
  for (const path of ["/ai-chat", "/ai-chat/some-idea"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/pricing$/);
  }
  // /validate stays, for the reports a member made before leaving Pro, and offers the upgrade instead of the form.
  await page.goto("/validate");
  await expect(page.getByText(/AI idea validation is part of Weekend Empire \(Pro\)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Validate Idea" })).toHaveCount(0);
  // The AI builder stays on its page and says why (the spec's text), with the way to upgrade.
  await page.goto("/idea-builder/some-idea");
  await expect(page.getByText("Pro feature - Upgrade to access AI builder")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Admin access required")).toBeVisible();
  // The server agrees with the guard.
  expect((await page.request.get("/api/v1/admin/outbox")).status()).toBe(403);
});

test("an admin reaches the admin area and reads a mail in the outbox", async ({ page }) => {
  const someone = uniqueEmail("outbox-reader");
  await page.request.post("/api/auth/sign-up/email", { data: { name: "Outbox Reader", email: someone, password: "outbox password 1" } });

  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  await page.getByRole("searchbox").fill(someone);
  await page.getByRole("cell", { name: someone }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Verify your e-mail for Ideadeck").first()).toBeVisible();
  await expect(dialog.getByRole("link", { name: /\/api\/auth\/verify-email\?token=/ }).first()).toBeVisible();
});
