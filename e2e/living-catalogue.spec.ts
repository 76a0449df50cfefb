import { expect, test, ADMIN, PRO, signInAs } from "./fixtures";
import type { Page } from "@playwright/test";

// Issue 27: "what changed since you saved it" on an idea page, and the public /retired log, on a
// desktop and on a phone. The idea edited here is used by no other spec.
const SLUG = "shared-road-cost-ledger-for-neighbours-on-private-roads";

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a saver sees what changed since they saved an idea, after an admin moves a score", async ({ page, browser }) => {
  await signInAs(page, PRO);
  const card = await (await page.request.get(`/api/v1/ideas/${SLUG}`)).json();
  expect((await page.request.post("/api/v1/saved", { data: { ideaId: card.idea.id } })).ok()).toBe(true);
  await page.goto(`/ideas/${SLUG}`);
  await expect(page.getByText(/Nothing has changed since you saved it on/)).toBeVisible();

  // The admin edits the idea's opportunity score by a whole point, with the reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN);
  const detail = await (await admin.request.get(`/api/v1/admin/ideas/${card.idea.id}`)).json();
  const before = detail.idea.scores.opportunity as number;
  const after = Math.round((before >= 5 ? before - 1 : before + 1) * 10) / 10;
  const edited = await admin.request.put(`/api/v1/admin/ideas/${card.idea.id}`, {
    data: { ...detail.idea, scores: { ...detail.idea.scores, opportunity: after }, score_change_reason: "A browser test moved this score to check the saver's view." },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
  await adminContext.close();

  for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto(`/ideas/${SLUG}`);
    const since = page.getByText(/Changed since you saved it on/);
    await expect(since).toBeVisible();
    const box = since.locator("xpath=..");
    await expect(box).toContainText("Opportunity");
    await expect(box).toContainText(String(after.toFixed(1)).replace(/\.0$/, ""));
    await expect(page.getByLabel("E-mail me about ideas I saved")).toBeVisible();
    await fitsTheScreen(page);
  }
});

test("anyone reads the retired ideas with their date and reason, on a desktop and a phone", async ({ page }) => {
  for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto("/retired");
    await expect(page.getByRole("heading", { level: 1, name: "Retired ideas" })).toBeVisible();
    const entries = page.getByRole("list", { name: "Retired ideas" }).getByRole("article");
    await expect(entries.first()).toBeVisible();
    await expect(entries.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await fitsTheScreen(page);
  }
});
