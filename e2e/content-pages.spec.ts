import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

/** The FAQ, Terms and Privacy pages in a real browser: filtering, disclosure, sections and accessibility. */

function supportAddress(page: Page): Promise<string> {
  return page.request.get("/api/v1/public-config").then(async (res) => (await res.json()).supportEmail as string);
}

test("FAQ: 17 questions, filter by Pricing, expand a question, contact support; no serious axe violations", async ({ page }) => {
  await page.goto("/faq");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  const questions = main.locator("button[aria-expanded]");
  await expect(questions).toHaveCount(17);

  const chips = main.getByRole("group", { name: "Filter questions by category" });
  await chips.getByRole("button", { name: "Pricing" }).click();
  await expect(chips.getByRole("button", { name: "Pricing" })).toHaveAttribute("aria-pressed", "true");
  await expect(chips.getByRole("button", { name: "All Questions" })).toHaveAttribute("aria-pressed", "false");
  await expect(page).toHaveURL(/\/faq\?category=pricing$/);
  await expect(questions).toHaveCount(3);
  await expect(main.getByRole("button", { name: "Which browsers are supported?" })).toHaveCount(0);

  const refunds = main.getByRole("button", { name: "Can I get a refund?" });
  await expect(refunds).toHaveAttribute("aria-expanded", "false");
  await refunds.click();
  await expect(refunds).toHaveAttribute("aria-expanded", "true");
  const answer = main.getByRole("region", { name: "Can I get a refund?" });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("7-day money-back guarantee");

  const email = await supportAddress(page);
  await expect(main.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", `mailto:${email}`);

  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/faq with a question open");

  // Keyboard: the disclosure toggles with Enter and keeps a visible focus.
  await refunds.focus();
  await page.keyboard.press("Enter");
  await expect(refunds).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
});

for (const { path, title } of [
  { path: "/terms", title: "Terms of Service" },
  { path: "/privacy", title: "Privacy Policy" },
]) {
  test(`${title}: 13 sections, today's date, contents links; no serious axe violations`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const sectionHeadings = main.getByRole("heading", { level: 2, name: /^\d+\. / });
    await expect(sectionHeadings).toHaveCount(13);
    await expect(sectionHeadings.first()).toHaveText(/^1\. /);
    await expect(sectionHeadings.last()).toHaveText(/^13\. /);

    const today = await page.evaluate(() => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(new Date()));
    await expect(main.getByText(/^Last updated/)).toHaveText(`Last updated ${today}`);

    // The contents link to the sections on the page.
    const contents = main.getByRole("navigation", { name: "Contents" });
    await expect(contents.getByRole("link")).toHaveCount(13);
    const last = contents.getByRole("link").last();
    const target = (await last.getAttribute("href"))!;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${path}${target}$`));
    await expect(page.locator(target)).toBeInViewport();

    const email = await supportAddress(page);
    await expect(main.getByRole("link", { name: email }).first()).toHaveAttribute("href", `mailto:${email}`);

    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, path);
  });
}
