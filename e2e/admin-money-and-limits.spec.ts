import type { Page } from "@playwright/test";
import { expect, test, ADMIN, BASE_URL, signInAs, signUpAndVerify, uniqueEmail } from "./fixtures";

/** Buys a plan on the TEST MODE checkout as the signed-in page. */
async function buy(page: Page, plan: "Weekend Empire monthly" | "Lifetime") {
  await page.goto("/pricing");
  if (plan === "Lifetime") {
    await page.getByRole("button", { name: "Get Lifetime Access" }).click();
  } else {
    await page.getByText("Monthly", { exact: true }).click();
    await page.getByRole("button", { name: "Choose Weekend Empire" }).click();
  }
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test("an admin's default cancel keeps the member's access to the period's end, as the dialog says", async ({ page, request, browser }) => {
  const { email } = await signUpAndVerify(page, request, uniqueEmail("cancel-period-end"));
  await buy(page, "Weekend Empire monthly");
  await expect(page.getByText("Welcome to Pro! Your subscription is now active.")).toBeVisible({ timeout: 25_000 });

  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto(`/admin/subscriptions?search=${encodeURIComponent(email)}`);
  const row = admin.getByRole("table", { name: /^Subscriptions/ }).getByRole("row", { name: new RegExp(email) });
  await row.getByRole("button", { name: `Cancel subscription of ${email}` }).click();
  const dialog = admin.getByRole("dialog");
  const choice = dialog.getByRole("radio", { name: /At the end of the paid period \((.+)\)/ });
  await expect(choice).toBeChecked();
  await dialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(admin.getByText(/^Subscription cancelled: access ends /)).toBeVisible();
  await adminContext.close();

  // The member is still Pro: the AI tools open, and their billing page says when it ends.
  await page.goto("/settings/billing");
  await expect(page.getByText(/^Ends on /)).toBeVisible();
  await page.goto("/ai-chat");
  await expect(page).toHaveURL(/\/ai-chat$/);
});

test("refunding a Lifetime purchase ends Lifetime access, and the dialog says so first", async ({ page, request, browser }) => {
  const { email } = await signUpAndVerify(page, request, uniqueEmail("lifetime-refund"));
  await buy(page, "Lifetime");
  await expect(page.getByText("Welcome to Lifetime! Your lifetime access is now active.")).toBeVisible({ timeout: 25_000 });

  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto(`/admin/subscriptions?search=${encodeURIComponent(email)}`);
  const table = admin.getByRole("table", { name: /^Subscriptions/ });
  await table.getByRole("row", { name: new RegExp(email) }).getByRole("button", { name: `Show events for ${email}` }).click();
  await table.getByRole("button", { name: /^Refund \$1,500 paid/ }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog.getByText("Are you sure you want to refund $1,500?")).toBeVisible();
  await expect(dialog.getByText("Refunding it in full ends their Lifetime access at once, and they are no longer counted as paying.")).toBeVisible();
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(admin.getByText("Refund processed")).toBeVisible();
  // No longer on a paid plan: the member leaves the table of paid plans.
  await expect(table.getByRole("row", { name: new RegExp(email) })).toHaveCount(0);
  await adminContext.close();

  // The member's Lifetime is gone: Pro-only chat sends them to pricing.
  await page.goto("/ai-chat");
  await expect(page).toHaveURL(/\/pricing/);
});

test("a rate-limited member is told 'Too many requests' and how long to wait, not that the idea is gone", async ({ page, request, browser }) => {
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN);
  const settings = await (await admin.request.get("/api/v1/admin/settings")).json();
  const limit = (apiRateLimit: number) => admin.request.put("/api/v1/admin/settings", { data: { ...settings, systemSettings: { ...settings.systemSettings, apiRateLimit } }, headers: { origin: BASE_URL } });
  try {
    const { email } = await signUpAndVerify(page, request, uniqueEmail("rate-limited"));
    expect(email).toBeTruthy();
    const { ideas } = await (await page.request.get("/api/v1/ideas?pageSize=1")).json();
    const slug = ideas[0].slug as string;
    expect((await limit(3)).ok()).toBe(true);
    // Spend the hour's calls, then open an idea.
    for (let i = 0; i < 4; i += 1) await page.request.get("/api/v1/saved");
    await page.goto(`/ideas/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Too many requests" })).toBeVisible();
    await expect(page.getByText(/^Too many requests\. Try again in (a minute|\d+ minutes)\.$/)).toBeVisible();
    await expect(page.getByText(/may have been removed/)).toHaveCount(0);
    await page.goto("/browse");
    await expect(page.getByText(/^Too many requests\. Try again in (a minute|\d+ minutes)\.$/).first()).toBeVisible();
    await expect(page.getByText(/check your connection/)).toHaveCount(0);
  } finally {
    expect((await limit(settings.systemSettings.apiRateLimit)).ok()).toBe(true);
    await adminContext.close();
  }
});
