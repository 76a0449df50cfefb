import { expect, test, PRO, signInAs } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";
import { SEARCH_PAGES } from "./model-peer";

/**
 * A report written by a model (issue 23, item 3): its facts cite the research's sources by number,
 * each citation links to the source's page, and what the research does not back is shown as the
 * model's own knowledge. Needs the server on a model: `E2E_AI_PEER=1 npx playwright test
 * e2e/model-report.spec.ts` (e2e/server.ts then starts the local peer of e2e/model-peer.ts).
 */
test.skip(process.env.E2E_AI_PEER !== "1", "runs with E2E_AI_PEER=1: the AI tools on the local model peer");

test("a cited source in a model's report links to its page, unbacked claims are marked unverified, and the web pages it cites are listed", async ({ page }) => {
  await signInAs(page, PRO);
  await page.goto("/validate");
  await page.getByLabel("Describe your idea").fill("A calendar for small landlords of older rentals that tracks lead inspections, lead-safe certificate expiry and tenant turnover triggers.");
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("heading", { name: "Validation report" })).toBeVisible({ timeout: 30_000 });

  const sources = page.locator("ol").filter({ has: page.getByRole("link") }).first();
  await expect(page.getByText("Sources cited")).toBeVisible();
  const citation = page.getByRole("link", { name: /^Source \d+: / }).first();
  await expect(citation).toBeVisible();
  const href = await citation.getAttribute("href");
  expect(href).toMatch(/^https?:\/\//);
  // The same page is listed, by title, under the sources cited, and opens in a new tab.
  const title = (await citation.getAttribute("title"))!;
  await expect(sources.getByRole("link", { name: title })).toHaveAttribute("href", href!);
  await expect(citation).toHaveAttribute("target", "_blank");

  const unverified = page.locator("[class*='border-amber']").filter({ hasText: "Model knowledge, unverified" });
  await expect(unverified.getByText("Founders in this niche typically reach $25,000 a month within a year.")).toBeVisible();
  await expect(unverified.getByText("Notion: a competitor the model named from its own knowledge.")).toBeVisible();

  // The model searched the web once (e2e/server.ts runs a SearXNG-speaking peer) and cited the first page.
  await expect(page.getByRole("heading", { name: "Web research" })).toBeVisible();
  await expect(page.getByText("1 search", { exact: true })).toBeVisible();
  const cited = page.locator("li", { hasText: "[W1]" });
  await expect(cited.getByRole("link", { name: SEARCH_PAGES[0]!.title })).toHaveAttribute("href", SEARCH_PAGES[0]!.url);
  await expect(page.getByText("Also shown to the model, not cited")).toBeVisible();
  await expect(page.locator("li", { hasText: "[W2]" }).getByRole("link", { name: SEARCH_PAGES[1]!.title })).toBeVisible();
  await expectNoSeriousViolations(page, "model report");
});
