import { readFile } from "node:fs/promises";
import { expect, test, ADMIN, signInAs, signUpAndVerify, uniqueEmail } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

test("an admin finds a user, changes their tier and exports the user list", async ({ page, browser }) => {
  // A member to find, signed up in their own browser context.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const email = uniqueEmail("member");
  await signUpAndVerify(memberPage, page.request, email);

  await signInAs(page, ADMIN);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  const figures = page.getByRole("region", { name: "User figures" });
  await expect(figures.getByText("Total Users")).toBeVisible();
  const table = page.getByRole("table", { name: /Users sorted by/ });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/admin/users");

  // Search by e-mail narrows the list to the member.
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: new RegExp(email.replace(/[.]/g, "\\.")) });
  await expect(row.getByText("Free", { exact: true })).toBeVisible();

  // The export follows the filter: a header and the member's row, 12 columns.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = (await readFile((await download.path())!, "utf8")).trim().split("\n");
  expect(header!.split(",")).toHaveLength(12);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`"${email}"`);
  await expect(page.getByText("Users exported successfully")).toBeVisible();

  // The detail page: change the tier to Weekend Empire (pro).
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "E2E User" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Active sessions/ }).getByRole("row")).toHaveCount(2);
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/admin/users/:userId");
  await page.getByLabel("Tier").selectOption({ label: "Weekend Empire" });
  await expect(page.getByText("User tier updated")).toBeVisible();
  const events = page.getByRole("table", { name: /Subscription events/ });
  await expect(events.getByText("subscription.updated")).toBeVisible();

  // The member has Pro at once.
  const me = await (await memberPage.request.get("/api/v1/me")).json();
  expect(me.entitlements.isPro).toBe(true);

  // Back in the list, the filter for Weekend Empire finds them.
  await page.goto(`/admin/users?tier=pro&search=${encodeURIComponent(email)}`);
  await expect(page.getByRole("table", { name: /Users sorted by/ }).getByText(email)).toBeVisible();
  await memberContext.close();
});
