import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, BASE_URL, PRO, signInAs, signUpAndVerify, uniqueEmail } from "./fixtures";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expectNoSeriousViolations } from "./axe";

/** The catalogue the e2e server seeds, read straight from data/ideas. */
interface IdeaFile {
  slug: string;
  title: string;
  is_pro_pick: boolean;
  status?: string;
  solution_overview: string;
  market_gap: string;
}
const IDEAS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "data", "ideas");
const ideas: IdeaFile[] = readdirSync(IDEAS_DIR)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(IDEAS_DIR, name), "utf8")) as IdeaFile)
  // Archived ideas are in the folder but not on the site.
  .filter((idea) => (idea.status ?? "published") === "published");

/** Today's daily idea is free in full for everyone, so the tests pick around it. */
async function notToday(request: APIRequestContext, proPick: boolean): Promise<IdeaFile> {
  const daily = (await (await request.get("/api/v1/ideas/daily")).json()) as { idea: { slug: string } | null };
  const idea = ideas.find((candidate) => candidate.is_pro_pick === proPick && candidate.slug !== daily.idea?.slug);
  if (!idea) throw new Error(`No ${proPick ? "Pro Pick" : "regular idea"} in data/ideas besides today's`);
  return idea;
}

/** Headless Chromium may or may not offer a share sheet; the tests want the copy-link path. */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
}

async function ensureChecked(page: Page, index: number) {
  const box = page.getByRole("dialog").getByRole("checkbox").nth(index);
  if (await box.isChecked()) return;
  const saved = page.waitForResponse((response) => response.url().includes("/checklist") && response.request().method() === "PUT");
  await box.click();
  expect((await saved).ok()).toBe(true);
  await expect(box).toBeChecked();
}

test("a visitor gets a Pro Pick's teaser and an upgrade panel, and none of its analysis", async ({ page, request }) => {
  const idea = await notToday(request, true);
  await page.goto(`/ideas/${idea.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: idea.title })).toBeVisible();
  await expect(page.getByText("Pro Pick").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "The Problem" })).toBeVisible();
  const panel = page.getByRole("region", { name: "Unlock the full analysis" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: "See plans and pricing" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("tab")).toHaveCount(0);

  const html = await page.content();
  expect(html).not.toContain(idea.solution_overview.slice(0, 80));
  expect(html).not.toContain(idea.market_gap.slice(0, 80));

  await page.getByRole("button", { name: "Build Now" }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade to use Build Now" });
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByRole("link", { name: "See plans and pricing" })).toHaveAttribute("href", "/pricing");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Save Idea" }).click();
  await expect(page.getByText("Please sign in to save ideas")).toBeVisible();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/ideas/${idea.slug}`)}`);
});

test("a free user saves an idea and copies its link", async ({ page, request }) => {
  await withoutShareSheet(page);
  await signUpAndVerify(page, request, uniqueEmail("save"));
  const idea = await notToday(request, false);
  await page.goto(`/ideas/${idea.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: idea.title })).toBeVisible();

  await page.getByRole("button", { name: "Save Idea" }).click();
  await expect(page.getByText("Added to saved ideas")).toBeVisible();
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/ideas/${idea.slug}`);
});

test("a Pro member reads a Pro Pick in full and exports it as JSON and PDF", async ({ page, request }) => {
  await signInAs(page, PRO);
  const idea = await notToday(request, true);
  await page.goto(`/ideas/${idea.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: idea.title })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Overview", "Market Analysis", "Competition", "Business Model", "Execution Plan", "Key Metrics"]);
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Competition" }).click();
  await expect(page.getByText(idea.market_gap)).toBeVisible();

  await page.getByRole("button", { name: "Export", exact: true }).click();
  const jsonDownload = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export JSON" }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toBe(`${idea.slug}.json`);
  expect(JSON.parse(readFileSync(await json.path(), "utf8")).slug).toBe(idea.slug);

  await page.getByRole("button", { name: "Export", exact: true }).click();
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export PDF" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`${idea.slug}.pdf`);
  expect(readFileSync(await pdf.path()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("Build Now: choose v0, copy its prompt, and the checklist survives a reload", async ({ page, request }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await signInAs(page, PRO);
  const idea = await notToday(request, true);
  await page.goto(`/ideas/${idea.slug}`);
  await page.getByRole("button", { name: "Build Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Build ${idea.title} with AI` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio")).toHaveCount(6);

  await dialog.getByRole("radio", { name: "v0" }).check();
  const prompt = dialog.getByRole("textbox", { name: "Prompt for v0" });
  await expect(prompt).toHaveValue(new RegExp(`^Design the screens of "${idea.title}"`));
  await expect(dialog.getByRole("link", { name: /Open v0/ })).toHaveAttribute("target", "_blank");
  await dialog.getByRole("button", { name: "Copy prompt" }).click();
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await prompt.inputValue());
  await expect(dialog.getByRole("button", { name: "Copy prompt" })).toBeVisible({ timeout: 4_000 });

  await ensureChecked(page, 0);
  await ensureChecked(page, 1);
  const progress = dialog.getByRole("progressbar", { name: "Launch checklist progress" });
  expect(Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(28);

  await page.reload();
  await page.getByRole("button", { name: "Build Now" }).click();
  const reopened = page.getByRole("dialog", { name: `Build ${idea.title} with AI` });
  await expect(reopened.getByRole("checkbox").nth(0)).toBeChecked();
  await expect(reopened.getByRole("checkbox").nth(1)).toBeChecked();
});

test("home: subscribing to the daily e-mail, and a live countdown to the next idea", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Researched startup ideas you can build in a weekend" })).toBeVisible();
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? "", { timeout: 3_000 });

  await page.getByLabel("Email address").fill(uniqueEmail("daily"));
  await page.getByRole("button", { name: "Get the daily idea" }).click();
  await expect(page.getByText("You're in! Check your inbox for a welcome e-mail.")).toBeVisible();
});

test("home and idea pages have no serious or critical axe violations", async ({ page, request }) => {
  const idea = await notToday(request, true);
  await page.goto("/");
  await expect(page.getByRole("timer")).toBeVisible();
  await expectNoSeriousViolations(page, "/");

  await page.goto(`/ideas/${idea.slug}`);
  await expect(page.getByRole("region", { name: "Unlock the full analysis" })).toBeVisible();
  await expectNoSeriousViolations(page, "idea as visitor");

  await signInAs(page, PRO);
  await page.goto(`/ideas/${idea.slug}`);
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expectNoSeriousViolations(page, "idea as pro");
  for (const tab of ["Market Analysis", "Competition", "Business Model", "Execution Plan", "Key Metrics"]) {
    await page.getByRole("tab", { name: tab }).click();
    // The loading state is checked once, then each panel as it shows once its part of the page came.
    if (tab === "Market Analysis") await expectNoSeriousViolations(page, "idea as pro, tabs loading");
    await expect(page.getByRole("tabpanel", { name: tab }).getByRole("heading").first()).toBeVisible();
    await expectNoSeriousViolations(page, `idea as pro, ${tab}`);
  }

  await page.getByRole("button", { name: "Build Now" }).click();
  await expect(page.getByRole("dialog").getByRole("radio")).toHaveCount(6);
  await expectNoSeriousViolations(page, "builder modal");
});
