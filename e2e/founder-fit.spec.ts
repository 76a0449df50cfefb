import { expect, test, PRO, signInAs } from "./fixtures";
import type { Page } from "@playwright/test";

// Issue 26 items 1-2: a member sets a founder profile, and Browse's "For you" follows it.

async function firstTitles(page: Page): Promise<string[]> {
  await page.goto("/browse?sort=for-you");
  await expect(page.getByTestId("personal-order-notice")).toContainText("Ranked by your fit");
  const titles = page.getByRole("article").getByRole("heading");
  await expect(titles.first()).toBeVisible();
  return (await titles.allTextContents()).slice(0, 8);
}

async function saveProfile(page: Page, choose: (page: Page) => Promise<void>) {
  await page.goto("/settings#founder-profile");
  const card = page.locator("#founder-profile");
  await expect(card.getByRole("button", { name: "Save founder profile" })).toBeEnabled();
  await choose(page);
  await card.getByRole("button", { name: "Save founder profile" }).click();
  await expect(page.getByText("Founder profile saved")).toBeVisible();
}

test("a founder profile changes For you and shows the fit with reasons on an idea page", async ({ page }) => {
  await signInAs(page, PRO);
  await page.goto("/browse?sort=for-you");
  await expect(page.getByTestId("personal-order-notice")).toContainText("Set your founder profile");

  await saveProfile(page, async (p) => {
    await p.getByLabel("Web development").check();
    await p.getByLabel("Data, files and parsing").check();
    await p.getByLabel("Hours a week").fill("10");
    await p.getByLabel("Budget to start (USD)").fill("1000");
    await p.getByLabel("FinTech").check();
    await p.getByLabel("You prefer to sell").selectOption("b2b");
  });
  const developer = await firstTitles(page);

  await page.goto("/ideas/therapist-credentialing-tracker");
  const fit = page.getByRole("region", { name: "Your fit" }).or(page.locator("[aria-labelledby=idea-fit-title]"));
  await expect(fit.getByText("It holds health records (HIPAA); you said no regulated data")).toBeVisible();
  await expect(page.getByTestId("fit-score")).toHaveText(/^\d+$/);

  await saveProfile(page, async (p) => {
    await p.getByLabel("Web development").uncheck();
    await p.getByLabel("Data, files and parsing").uncheck();
    await p.getByLabel("Mobile apps").check();
    await p.getByLabel("FinTech").uncheck();
    await p.getByLabel("HealthTech").check();
    await p.getByLabel("You prefer to sell").selectOption("consumer");
    await p.getByLabel(/I can handle regulated data/).check();
  });
  const clinician = await firstTitles(page);
  expect(clinician).not.toEqual(developer);

  await page.goto("/ideas/therapist-credentialing-tracker");
  await expect(page.getByText("It holds health records (HIPAA), which you said you can handle")).toBeVisible();
});
