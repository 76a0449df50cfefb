import { readFileSync } from "node:fs";
import { BASE_URL, expect, PRO, signInAs, test } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * Issue 26 items 3-7 in a browser: compare three ideas on desktop and on a phone, move an idea
 * through the pipeline with a one-week test result, and export the pipeline.
 */
async function threeReadableIdeas(page: Page) {
  const list = await (await page.request.get("/api/v1/ideas?sort=popular")).json();
  return (list.ideas as { locked: boolean; slug: string; title: string; id: string }[]).filter((card) => !card.locked).slice(0, 3);
}

test.describe("founder's workspace", () => {
  test("compares three ideas picked on browse, on desktop and on a phone", async ({ page }) => {
    await signInAs(page, PRO);
    const ideas = await threeReadableIdeas(page);
    await page.goto("/browse?sort=popular");
    for (const idea of ideas) await page.getByRole("button", { name: `Add ${idea.title} to compare` }).click();
    await page.getByRole("link", { name: "Compare 3 ideas" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ideas=${ideas.map((idea) => idea.slug).join(",")}$`));
    const table = page.getByRole("table");
    for (const idea of ideas) await expect(table.getByRole("link", { name: idea.title })).toBeVisible();
    await expect(table.getByRole("row", { name: /Time to MVP/ }).last()).toContainText("week");
    await expect(table.getByText("(best of these)").first()).toBeAttached();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("table")).toBeVisible();
    // Nothing wider than the phone: the rows put their labels above the values.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByText("Competitors", { exact: true }).first()).toBeVisible();
  });

  test("moves an idea through the pipeline with a one-week test result, then exports it", async ({ page }) => {
    await signInAs(page, PRO);
    const [idea] = await threeReadableIdeas(page);
    // Start clean: this idea may be in the pipeline from an earlier run on the same server.
    await page.request.delete(`/api/v1/saved/${idea!.id}`, { headers: { origin: BASE_URL } });
    await page.goto(`/ideas/${idea!.slug}`);
    const panel = page.getByRole("region", { name: "Your pipeline" });
    await expect(panel.getByText(/members? (is|are) building this idea|No member is building/)).toBeVisible();
    await panel.getByRole("button", { name: "Start exploring" }).click();
    await expect(panel.getByText("Stage: Exploring")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "The one-week test" })).toBeVisible();
    await panel.getByRole("button", { name: "Commit to this test" }).click();
    await expect(panel.getByText("Stage: Testing")).toBeVisible();
    const test = panel.getByRole("region", { name: "One-week test" });
    await test.getByLabel("What happened?").fill("4 of 25 agreed to a call");
    await test.getByRole("button", { name: "Passed" }).click();
    await expect(panel.getByText("Stage: Building")).toBeVisible();
    await expect(panel.getByText(/1 member is building this idea|\d+ members are building this idea/)).toBeVisible();

    await page.goto("/dashboard");
    const building = page.getByRole("listitem", { name: "Building" });
    await expect(building.getByRole("link", { name: idea!.title })).toBeVisible();
    await expect(building.getByText("One-week test passed")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /CSV/ }).click();
    const csv = readFileSync((await (await download).path())!, "utf8");
    expect(csv.split("\n")[0]).toContain("idea,slug,stage");
    expect(csv).toContain(`"${idea!.slug}","Building"`);
    expect(csv).toContain('"passed","4 of 25 agreed to a call"');
    const json = await (await page.request.get("/api/v1/pipeline/export?format=json")).json();
    expect(json.items.find((item: { idea: { slug: string } }) => item.idea.slug === idea!.slug).moves.map((move: { to: string }) => move.to)).toEqual(["exploring", "testing", "building"]);

    // On a phone the dashboard lists the pipeline by stage.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("region", { name: "Building" }).getByRole("link", { name: idea!.title })).toBeVisible();
  });
});
