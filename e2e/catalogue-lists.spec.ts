import type { Page } from "@playwright/test";
import { expect, test, BASE_URL, signInAs, signUpAndVerify, STARTER, uniqueEmail } from "./fixtures";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expectNoSeriousViolations } from "./axe";
import { IDEAS_PAGE_SIZE } from "../src/shared/catalogue-options";

/** The real catalogue the e2e server seeds: data/ideas, published ones only. */
interface SeedIdea {
  title: string;
  tagline: string;
  is_pro_pick?: boolean;
  status?: string;
}
const ideasDir = path.resolve("data/ideas");
const published: SeedIdea[] = readdirSync(ideasDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(path.join(ideasDir, file), "utf8")) as SeedIdea)
  .filter((idea) => (idea.status ?? "published") === "published");
const proPickCount = published.filter((idea) => idea.is_pro_pick).length;

/** A word of one idea's title that appears in no other idea's title or tagline, and that idea. */
/**
 * A search that finds one of these ideas: a word of its title no other idea uses, else (the preview
 * ideas differ per database, and some titles share every long word) the first words of its title.
 */
function searchFor(among: (idea: SeedIdea) => boolean = () => true): { word: string; title: string } {
  const candidates = published.filter(among);
  for (const idea of candidates) {
    for (const word of idea.title.split(/[^A-Za-z]+/)) {
      if (word.length < 6) continue;
      const pattern = new RegExp(`\\b${word}`, "i");
      const elsewhere = published.some((other) => other !== idea && (pattern.test(other.title) || pattern.test(other.tagline)));
      if (!elsewhere) return { word, title: idea.title };
    }
  }
  const idea = candidates[0];
  if (!idea) throw new Error("no idea to search for");
  return { word: idea.title.split(/[^A-Za-z]+/).filter((word) => word.length >= 3).slice(0, 4).join(" "), title: idea.title };
}

const ideaCards = (page: Page) => page.getByRole("list", { name: "Ideas" }).getByRole("article");
const lockedCards = (page: Page) => page.getByRole("button", { name: /Pro Members Only/ });

async function checkAccessibility(page: Page, label: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expectNoSeriousViolations(page, label);
}

test("a visitor browses: 3 real cards and locked ones, search, Pro Picks Only and the paywall", async ({ page }) => {
  await page.goto("/browse");
  await expect(page.getByRole("heading", { level: 1, name: "Browse Ideas" })).toBeVisible();
  await expect(page.getByText(`Showing 20 of ${published.length} bootstrap projects`)).toBeVisible();
  await expect(ideaCards(page)).toHaveCount(3);
  await expect(lockedCards(page)).toHaveCount(17);
  const titles = published.map((idea) => idea.title);
  for (const title of await ideaCards(page).getByRole("heading").allTextContents()) expect(titles).toContain(title);
  await checkAccessibility(page, "/browse (visitor)");

  // A search shows a preview idea in full and any other match as a locked card (ADR 010).
  const previews = await ideaCards(page).getByRole("heading").allTextContents();
  const { word, title } = searchFor((idea) => previews.includes(idea.title));
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(word.toLowerCase()).replace(/%20/g, "(\\+|%20)")}`));
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/ideas\/[a-z0-9-]+$/);
  await page.goBack();
  const other = searchFor((idea) => !previews.includes(idea.title));
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(other.word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(other.word.toLowerCase()).replace(/%20/g, "(\\+|%20)")}`));
  await expect(lockedCards(page).first()).toBeVisible();
  await expect(page.getByRole("link", { name: other.title, exact: true })).toHaveCount(0);

  await page.goto("/browse");
  // The box is controlled by the URL, so it shows checked once the SPA navigation lands: click,
  // then wait for that, rather than check() which reads the state straight after the click.
  const proOnly = page.getByRole("checkbox", { name: "Pro Picks Only" });
  await proOnly.click();
  await expect(proOnly).toBeChecked();
  await expect(page).toHaveURL(/\/browse\?pro=true$/);
  // One page of them: the catalogue may hold more Pro Picks than a page shows.
  const shownPicks = Math.min(proPickCount, IDEAS_PAGE_SIZE);
  await expect(page.getByText(`Showing ${shownPicks} of ${proPickCount} bootstrap projects`)).toBeVisible();
  await expect(lockedCards(page)).toHaveCount(shownPicks);
  await expect(ideaCards(page)).toHaveCount(0);

  await lockedCards(page).first().click();
  const paywall = page.getByRole("dialog", { name: "Unlock every idea" });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole("link", { name: "See plans and pricing" })).toHaveAttribute("href", "/pricing");
  await expect(paywall.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(paywall).not.toContainText("2,847");
  await checkAccessibility(page, "/browse paywall");
  await page.keyboard.press("Escape");
  await expect(paywall).toBeHidden();
});

test("a free user removes a saved idea on /saved", async ({ page, request }) => {
  await signUpAndVerify(page, request, uniqueEmail("saved"));
  const list = await (await page.request.get("/api/v1/ideas")).json();
  const idea = list.ideas.find((card: { locked: boolean }) => !card.locked) as { id: string; title: string };
  const save = await page.request.post("/api/v1/saved", { data: { ideaId: idea.id }, headers: { origin: BASE_URL } });
  expect(save.ok()).toBe(true);

  await page.goto("/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Ideas" })).toBeVisible();
  await expect(page.getByText("1 idea", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: idea.title })).toBeVisible();
  await expect(page.getByRole("link", { name: `View Full Analysis: ${idea.title}` })).toBeVisible();
  await checkAccessibility(page, "/saved");

  await page.getByRole("button", { name: `Remove ${idea.title} from saved` }).click();
  await expect(page.getByText("Idea removed from saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No saved ideas yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Ideas" }).last()).toHaveAttribute("href", "/browse");
  // Checked once the 2 s success toast has gone: sonner's richColors toast text is below AA contrast
  // (app/providers.tsx, reported separately), which is not this page's to fix.
  await expect(page.getByText("Idea removed from saved")).toBeHidden();
  await checkAccessibility(page, "/saved (empty)");
});

test("a Bootstrap Builder member sees data on every browse card", async ({ page }) => {
  await signInAs(page, STARTER);
  await page.goto("/browse");
  await expect(page.getByText(`Showing 20 of ${published.length} bootstrap projects`)).toBeVisible();
  await expect(ideaCards(page)).toHaveCount(20);
  await expect(lockedCards(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\/browse\?page=2$/);
  await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(ideaCards(page)).toHaveCount(20);
  await expect(lockedCards(page)).toHaveCount(0);
  await checkAccessibility(page, "/browse (starter)");
});

test("a visitor sees the top 3 trending ideas and the upsell", async ({ page }) => {
  await page.goto("/trending");
  await expect(page.getByRole("heading", { level: 1, name: "Trending Ideas" })).toBeVisible();
  const list = page.getByRole("list", { name: "Trending ideas" });
  await expect(list.getByRole("article")).toHaveCount(3);
  await expect(list.getByText(/views? this week$/)).toHaveCount(3);
  const upsell = page.getByRole("region", { name: "See every trending idea" });
  await expect(upsell).toBeVisible();
  await expect(upsell.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  await expect(upsell.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Trending pages" })).toHaveCount(0);
  await checkAccessibility(page, "/trending");

  await page.getByLabel("Period").selectOption("30d");
  await expect(page).toHaveURL(/\/trending\?period=30d$/);
  await expect(list.getByText(/views? this month$/)).toHaveCount(3);
});
