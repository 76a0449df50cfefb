import { expect, test, ADMIN, PRO, signInAs } from "./fixtures";
import type { Page } from "@playwright/test";

// Issue 27 item 4: the re-verification queue. An idea last verified long ago is due; the admin
// confirms it in one click, on a desktop and on a phone, and its page then says it was verified
// today. The ideas edited here (one per screen: a confirmation keeps an idea off the queue for 180
// days) are used by no other spec.
const DESKTOP = { width: 1280, height: 900, slug: "voice-hive-inspection-log-for-beekeepers" };
const PHONE = { width: 390, height: 844, slug: "iep-service-minutes-tracker-for-parents" };
const LONG_AGO = "2025-01-15";

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Sets the idea's file date of last verification, through the admin editor's API, and answers its id. */
async function verifiedOn(page: Page, slug: string, day: string): Promise<{ id: string; title: string }> {
  const card = await (await page.request.get(`/api/v1/ideas/${slug}`)).json();
  const detail = await (await page.request.get(`/api/v1/admin/ideas/${card.idea.id}`)).json();
  const edited = await page.request.put(`/api/v1/admin/ideas/${card.idea.id}`, { data: { ...detail.idea, last_verified_at: day } });
  expect(edited.ok(), await edited.text()).toBe(true);
  return { id: card.idea.id as string, title: card.idea.title as string };
}

test("an admin confirms a due idea in one click, and its page says it was verified today", async ({ page, browser }) => {
  await signInAs(page, ADMIN);
  for (const { slug, ...size } of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const { title } = await verifiedOn(page, slug, LONG_AGO);
    await page.goto("/admin/verification");
    await expect(page.getByRole("heading", { level: 1, name: "Re-verification" })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
    await expect(card.getByRole("list", { name: "Why it is due" })).toContainText(/Last verified [\d,]+ days ago \(due after 180\)/);
    await fitsTheScreen(page);

    await card.getByRole("button", { name: "Verified, nothing changed" }).click();
    await expect(page.getByText(`Marked “${title}” as verified`)).toBeVisible();
    await expect(card).toHaveCount(0);
  }

  // A member reading the idea sees today's date as its last verification.
  const today = new Date().toISOString().slice(0, 10);
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signInAs(reader, PRO);
  await reader.goto(`/ideas/${DESKTOP.slug}`);
  // A page of its own context: wait for the app to adopt the server-rendered page before clicking.
  await reader.waitForSelector("html[data-hydrated]", { state: "attached" });
  await reader.getByRole("tab", { name: "Key Metrics" }).click();
  await expect(reader.getByText(/last verified/)).toBeVisible();
  await expect(reader.locator(`time[datetime="${today}"]`).first()).toBeVisible();
  await readerContext.close();
});
