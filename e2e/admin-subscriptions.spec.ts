import { expect, test, ADMIN, signInAs, signUpAndVerify, uniqueEmail } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

/** The e2e server has no Stripe keys: the subscription is bought, cancelled and refunded in TEST MODE. */
test("an admin cancels a test-mode subscription now, refunding the unused part, then refunds the rest", async ({ page, request }) => {
  // A purchase, two dialogs and three accessibility scans: more than the default minute on a shared machine.
  test.setTimeout(150_000);
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
  // Both ways, each with what happens to access and money; the period's end is chosen.
  await expect(cancelDialog.getByRole("radio", { name: /At the end of the paid period/ })).toBeChecked();
  await expect(cancelDialog.getByText(/They keep their plan until .+, then move to Free\. Nothing is refunded\./)).toBeVisible();
  await expect(cancelDialog.getByText(/Their access ends at once and \$9\d\.\d\d is refunded through the payment provider\./)).toBeVisible();
  await expectNoSeriousViolations(page, "cancel confirmation");
  await cancelDialog.getByRole("radio", { name: /Now, refunding the unused part/ }).check();
  await cancelDialog.getByRole("button", { name: "Cancel now and refund" }).click();
  await expect(page.getByText(/^Subscription cancelled and \$9\d\.\d\d refunded$/)).toBeVisible();
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Cancel subscription of ${email}` })).toHaveCount(0);

  await row.getByRole("button", { name: `Show events for ${email}` }).click();
  await expect(table.getByText("Subscription cancelled by an admin")).toBeVisible();
  // The unused part was refunded by the cancel; what is left of the payment can still be refunded.
  await expect(table.getByText(/^Refunded \$9\d\.\d\d$/)).toBeVisible();
  await table.getByRole("button", { name: /^Refund \$\d+\.\d\d paid/ }).click();
  const refundDialog = page.getByRole("dialog");
  await expect(refundDialog.getByText(/^Are you sure you want to refund \$\d+\.\d\d\?$/)).toBeVisible();
  await expect(refundDialog.getByText("Their plan does not change: to end it, cancel the subscription.")).toBeVisible();
  await refundDialog.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText("Refund processed")).toBeVisible();
  await expect(table.getByText("Refunded $99")).toBeVisible();
  await expectNoSeriousViolations(page, "/admin/subscriptions with events");
});
