import type { Page } from "@playwright/test";
import { expect, test, PRO, signInAs } from "./fixtures";

/**
 * ADR 012: the public pages arrive rendered and the browser adopts them. A hydration mismatch is
 * reported by React as a console error (and the page is redrawn), so a clean console is the check.
 */
// "/faq#browsers": the hash opens a question, which the server (never sent the hash) cannot know.
// (Not next to "/faq": from there, going to it would only move to the anchor, without loading.)
const PAGES = ["/", "/browse", "/trending", "/pricing", "/faq", "/terms", "/faq#browsers", "/privacy", "/how-we-score"];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function firstIdeaPath(page: Page): Promise<string> {
  const list = await (await page.request.get("/api/v1/ideas")).json();
  return `/ideas/${(list.ideas as { locked: boolean; slug: string }[]).find((card) => !card.locked)!.slug}`;
}

for (const who of ["visitor", "Pro member"] as const) {
  test(`public pages arrive rendered and hydrate without a mismatch for a ${who}`, async ({ page }) => {
    if (who === "Pro member") await signInAs(page, PRO);
    const paths = [...PAGES, await firstIdeaPath(page)];
    for (const path of paths) {
      // The HTML itself carries the page: a heading before any script has run.
      const html = await (await page.request.get(path)).text();
      expect(html, path).toMatch(/<div id="root"><div[^>]*>[\s\S]*<h1/);
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await page.waitForLoadState("networkidle");
      expect(errors, `${who} ${path}`).toEqual([]);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
      if (path === "/faq#browsers") {
        await expect(page.getByRole("button", { name: "Which browsers are supported?" })).toHaveAttribute("aria-expanded", "true");
      }
    }
  });
}

test("a Pro member's rendered header already shows the account, not a sign-in link", async ({ page }) => {
  await signInAs(page, PRO);
  const html = await (await page.request.get("/browse")).text();
  expect(html).not.toMatch(/>Sign in</);
});

test("a lazy part the server rendered answers the first click after hydration, however late its code comes", async ({ page }) => {
  await signInAs(page, PRO);
  // The header's account menu is a lazy part (lazy-part.tsx). Its code is held back here; hydrated
  // without it, the menu would stay inert and this one click would be lost, not replayed.
  await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const html = await (await page.request.get("/browse")).text();
  expect(html).toContain('"parts":["user-menu"');
  await page.goto("/browse");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.locator('header button[aria-haspopup="menu"]').click();
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
});
