import { expect, test, linkFromOutbox, uniqueEmail } from "./fixtures";

test("a new user signs up, verifies from the outbox, signs in, changes settings and signs out", async ({ page, request }) => {
  const email = uniqueEmail("journey");
  const password = "journey password 1";

  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Journey Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /create account/i }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();

  // Signing in before verifying says so and offers to resend.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(/verify your email address/i)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();

  const link = await linkFromOutbox(request, email, "verification");
  await page.goto(link);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("heading", { name: /email verified/i })).toBeVisible();

  // Verification signed the user in; sign out, then sign in with the form.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /welcome back/i })).toBeVisible();
  await page.getByRole("button", { name: /account menu|journey-/i }).first().click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith("session_token"));
  expect(session?.httpOnly).toBe(true);
  expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  await page.goto("/settings");
  await page.getByLabel("Full Name").fill("Renamed Tester");
  await page.getByLabel("Username").fill("renamed_tester");
  await page.getByLabel("Trending idea alerts").check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Renamed Tester");
  await expect(page.getByLabel("Username")).toHaveValue("renamed_tester");
  await expect(page.getByLabel("Trending idea alerts")).toBeChecked();
});

test("sign-in without Remember me keeps the session only for the browser session", async ({ page, request }) => {
  const email = uniqueEmail("session-only");
  const password = "session password 1";
  await page.request.post("/api/auth/sign-up/email", { data: { name: "Session Only", email, password } });
  await page.goto(await linkFromOutbox(request, email, "verification"));
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
  expect(session?.expires).toBe(-1);
});

test("forgot and reset password with the link from the outbox", async ({ page, request }) => {
  const email = uniqueEmail("reset");
  await page.request.post("/api/auth/sign-up/email", { data: { name: "Reset Tester", email, password: "old password 123" } });
  await page.goto(await linkFromOutbox(request, email, "verification"));
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: /send reset link/i }).click();
  await expect(page.getByText(/we've sent a link to reset your password/i)).toBeVisible();

  await page.goto(await linkFromOutbox(request, email, "password_reset"));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("new password 456");
  await page.getByLabel("Confirm new password").fill("new password 456");
  await page.getByRole("button", { name: /reset password/i }).click();
  await expect(page.getByText(/password has been reset/i)).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("new password 456");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
