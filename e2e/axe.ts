import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The one accessibility check of the browser tests: once the page shows its heading, axe finds no
 * serious or critical violation. `label` names the page and state in the failure message.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  // Toasts fade in and out, and axe samples their colours mid-animation (a false contrast failure
  // that came and went between runs); their settled colours are the alerts' own, checked on pages.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
