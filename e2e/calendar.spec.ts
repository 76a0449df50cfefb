import type { Page } from "@playwright/test";
import { expect, test, PRO, signInAs } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

/** The page is as wide as the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("a Pro member reads the trigger calendar as a list and a month, opens an idea from it, and makes then revokes a feed", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, PRO);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/browse");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trigger calendar" })).toBeVisible();
  const firstMonth = page.locator("section[aria-labelledby^='month-']").first();
  await expect(firstMonth).toBeVisible();
  await expectNoSeriousViolations(page, "/calendar");

  await page.getByLabel("Kind").selectOption("filing");
  await expect(page).toHaveURL(/kind=filing/);
  await expect(page.getByText("Filing deadline ·").first()).toBeVisible();
  await expect(page.getByText("Effective date ·")).toHaveCount(0);

  await page.getByRole("button", { name: "Month" }).click();
  const grid = page.getByRole("table", { name: /^Triggers in \d{4}-\d{2}$/ });
  await expect(grid).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await expectNoSidewaysScroll(page);

  // Each entry links to its idea.
  await page.getByRole("button", { name: "List" }).click();
  const link = page.locator("article h3 a").first();
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.goto("/calendar");
  await page.getByRole("button", { name: "Make my feed address" }).click();
  const address = await page.getByLabel("Your feed address (shown only now)").inputValue();
  const path = new URL(address).pathname;
  const feed = await page.request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("button", { name: "Make my feed address" })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
});

test("on a phone the month grid counts triggers per day and the page fits the screen", async ({ page }) => {
  await signInAs(page, PRO);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/calendar?view=month&month=2027-01");
  const grid = page.getByRole("table", { name: "Triggers in 2027-01" });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole("cell", { name: /^2027-01-01: \d+ triggers?$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^January 2027 \(\d+\)$/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, "/calendar phone");
});

test("a visitor sees only what the free idea opens and a count of the rest, and the public feed", async ({ page }) => {
  await page.goto("/calendar");
  // A banner beside the free idea's triggers, or, when it has none in range, the locked panel in place of the list.
  await expect(page.getByText(/more triggers? belongs? to ideas your plan does not open|dated triggers? here, all in ideas your plan does not open/)).toBeVisible();
  await expect(page.getByRole("link", { name: "the public feed" })).toHaveAttribute("href", "/calendar.ics");
  const feed = await page.request.get("/calendar.ics");
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("END:VCALENDAR\r\n");
});
