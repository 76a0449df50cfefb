import { expect, test, PRO, signInAs } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

/**
 * The AI builder for the founder's own idea (issue 22, item 5), on the built-in analyst: validate an
 * idea through the question flow, open the builder from the report, read the PRD and a prompt.
 */
test("a Pro member validates an idea through the question flow and opens the builder from the report", async ({ page }) => {
  await signInAs(page, PRO);
  await page.goto("/validate");
  await page.getByLabel("Describe your idea").fill("A web app for independent bookkeepers to chase clients for missing receipts before the monthly close");
  await page.getByLabel("Who pays?").fill("independent bookkeepers with 20 to 60 small-business clients");
  await page.getByLabel("How often does the problem bite them?").selectOption({ label: "Every month" });
  await page.getByLabel("What do they pay or do about it today?").selectOption({ label: "A spreadsheet or by hand" });
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("heading", { name: "Validation report" })).toBeVisible();

  await page.getByRole("link", { name: "Open the AI builder" }).click();
  await expect(page).toHaveURL(/\/validate\/[0-9a-f-]{36}\/builder$/);
  await expect(page.getByRole("heading", { level: 1, name: "AI Builder: your idea" })).toBeVisible();

  // The PRD, written from the founder's words and answers.
  await expect(page.getByRole("tab", { name: "Product requirements document" })).toBeVisible();
  const prd = page.locator("#doc-prd");
  await expect(prd).toHaveValue(/## User stories/);
  await expect(prd).toHaveValue(/## Acceptance criteria/);
  await expect(prd).toHaveValue(/independent bookkeepers with 20 to 60 small-business clients/);
  await page.getByRole("tab", { name: "Landing page copy" }).click();
  await expect(page.locator("#doc-landing")).toHaveValue(/It happens every month\./);

  // One stack, named above the tools and in every prompt; each prompt written for its tool.
  await expect(page.getByRole("region", { name: "Stack" })).toContainText("Next.js (App Router) with TypeScript");
  const bolt = page.getByLabel("Prompt for Bolt.new");
  await expect(bolt).toHaveValue(/Stack \(the same in every prompt/);
  await expect(bolt).toHaveValue(/do step 1 now/);
  await page.getByRole("radio", { name: "Lovable" }).check();
  const lovable = page.getByLabel("Prompt for Lovable");
  await expect(lovable).toHaveValue(/Knowledge/);
  await expect(page.getByText("Builds part of this stack:")).toBeVisible();
  await expectNoSeriousViolations(page, "report builder");

  // The checklist's ticks stay with the report.
  const firstStep = page.getByRole("checkbox", { name: "Write the one-sentence promise for your landing page" });
  const saved = page.waitForResponse((response) => /\/api\/v1\/validate\/reports\/[0-9a-f-]{36}\/checklist$/.test(response.url()) && response.status() === 200);
  await firstStep.check();
  await saved;
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Write the one-sentence promise for your landing page" })).toBeChecked();
});
