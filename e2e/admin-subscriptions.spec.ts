import { expect, test, ADMIN, signInAs, signUpAndVerify, uniqueEmail } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

/** The e2e server has no Stripe keys: the subscription is bought, cancelled and refunded in TEST MODE. */
test("an admin cancels a test-mode subscription and refunds its payment", async ({ page, request }) => {
  const { email } = await signUpAndVerify(page, request, uniqueEmail("admin-subs"));
  await page.goto("/pricing");
  await page.getByText("Monthly", { exact: true }).click();
  await page.getByRole("button", { name: "Choose Weekend Empire" }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
  await page.getByRole("button", { name: "Pay $99" }).click();
  await expect(page.getByText("Welcome to Pro! Your subscription is now active.")).toBeVisible({ timeout: 25_000 });

  await page.context().clearCookies();
  await signInAs(page, ADMIN);
  await page.goto(`/admin/subscriptions?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Subscription Management" })).toBeVisible();
  const table = page.getByRole("table", { name: /^Subscriptions/ });
  const row = table.getByRole("row", { name: new RegExp(email) });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText("$99/mo")).toBeVisible();
  await expect(page.getByRole("region", { name: "Subscription metrics" }).getByText("Monthly Recurring Revenue")).toBeVisible();
  await expect(page.getByRole("table", { name: /Revenue by month/ })).toBeVisible();
  await expectNoSeriousViolations(page, "/admin/subscriptions");

  await row.getByRole("button", { name: `Cancel subscription of ${email}` }).click();
  const cancelDialog = page.getByRole("dialog");
  await expect(cancelDialog.getByText("Are you sure you want to cancel this subscription?")).toBeVisible();
  await expectNoSeriousViolations(page, "cancel confirmation");
  await cancelDialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Subscription cancelled", { exact: true })).toBeVisible();
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Cancel subscription of ${email}` })).toHaveCount(0);

  await row.getByRole("button", { name: `Show events for ${email}` }).click();
  await expect(table.getByText("Subscription cancelled by an admin")).toBeVisible();
  await table.getByRole("button", { name: /^Refund \$99 paid/ }).click();
  const refundDialog = page.getByRole("dialog");
  await expect(refundDialog.getByText("Are you sure you want to refund $99?")).toBeVisible();
  await refundDialog.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText("Refund processed")).toBeVisible();
  await expect(table.getByText("Payment refunded")).toBeVisible();
  await expect(table.getByText("Refunded $99")).toBeVisible();
  await expectNoSeriousViolations(page, "/admin/subscriptions with events");
});
