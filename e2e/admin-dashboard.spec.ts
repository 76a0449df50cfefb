import type { Page } from "@playwright/test";
import { expect, test, ADMIN, BASE_URL, signInAs, signUpAndVerify, uniqueEmail } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

const number = (value: number) => value.toLocaleString("en-US");

async function apiJson(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return res.json();
}

test("the admin dashboard, analytics and audit log show the database's figures", async ({ page }) => {
  await signInAs(page, ADMIN);
  // A view of a published idea, so the analytics have one to count.
  const browse = await apiJson(page, "/api/v1/ideas");
  await page.goto(`/ideas/${browse.ideas[0].slug}`);
  // An admin write, so the audit log has an entry of this run to show (a draft nobody sees; not the
  // daily send, whose one run a day the outbox test needs for itself).
  const draft = await page.request.post("/api/v1/admin/ideas", {
    data: { title: `Audit probe ${Date.now().toString(36)}`, tagline: "A draft the dashboard test writes for the audit log", category: "saas", status: "draft" },
    headers: { origin: BASE_URL },
  });
  expect(draft.status()).toBe(201);

  const { data: stats } = await apiJson(page, "/api/v1/admin/stats");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const users = page.getByRole("link", { name: /Total Users/ });
  await expect(users).toContainText(number(stats.users.total));
  await expect(users).toHaveAttribute("href", "/admin/users");
  const ideas = page.getByRole("link", { name: /Published Ideas/ });
  await expect(ideas).toContainText(number(stats.ideas.published));
  await expect(ideas).toContainText(`${number(stats.ideas.total)} total`);
  // Paying Pro members only (issue 21): a cancelled or past-due Pro tier is not counted.
  const pro = page.getByRole("link", { name: /Pro Users/ });
  await expect(pro).toContainText(number(stats.users.paying.pro));
  await expect(pro).toContainText("Weekend Empire subscriptions, active or trialing");
  await expect(page.getByRole("heading", { name: "Revenue Trend" })).toBeVisible();
  await expect(page.getByText(`${number(stats.users.total)} users in total`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expect(page.locator("svg.recharts-surface").first()).toBeVisible();

  // The side navigation: every admin page, and quick stats from the server.
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const name of ["Dashboard", "Users", "Subscriptions", "Ideas", "Email Subscribers", "Analytics", "AI usage", "Re-verification", "Outbox", "Audit log", "Settings", "Back to Dashboard"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const quick = await apiJson(page, "/api/v1/admin/quick-stats");
  const quickBlock = page.getByRole("region", { name: "Quick Stats" });
  await expect(quickBlock.getByText("Published ideas").locator("xpath=following-sibling::dd")).toHaveText(number(quick.publishedIdeas));
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/admin");

  await page.getByLabel("Chart range").selectOption("12m");
  await expect(page).toHaveURL(/range=12m/);
  await expect(page.getByText(/^Last 12 months: .* users in total\.$/)).toBeVisible();

  // Analytics: the API's figures on the page.
  const analytics = await apiJson(page, "/api/v1/admin/analytics?period=30d");
  await page.goto("/admin/analytics?period=30d");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByText("Seen in the last 30 days").locator("xpath=..")).toContainText(number(analytics.activeUsers));
  const top = page.getByRole("table", { name: /Published ideas with the most views/ });
  if (analytics.topIdeas.length > 0) await expect(top.getByRole("link", { name: analytics.topIdeas[0].title })).toBeVisible();
  else await expect(top.getByText("No published idea was viewed in this period.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/admin/analytics");

  // Audit log: the draft above, by this admin, filtered by its target type.
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await page.getByLabel("Target type").selectOption("idea");
  await expect(page).toHaveURL(/targetType=idea/);
  const row = page.getByRole("table", { name: /Audit log entries/ }).getByRole("row").filter({ hasText: ADMIN.email }).first();
  await expect(row).toContainText(/idea\.create/);
  await row.getByRole("button", { name: "Show changes" }).click();
  await expect(page.getByRole("button", { name: "Hide changes" }).first()).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Before", { exact: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/admin/audit");
});

test("a free user is refused the dashboard and its figures", async ({ page, request }) => {
  await signUpAndVerify(page, request, uniqueEmail("dash-free"));
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Admin access required")).toBeVisible();
  for (const url of ["/api/v1/admin/stats", "/api/v1/admin/quick-stats", "/api/v1/admin/analytics", "/api/v1/admin/audit"]) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
});
