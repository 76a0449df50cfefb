import { expect, test, ADMIN, BASE_URL, signInAs } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

test("an admin reads the AI usage and sets a model's prices and the daily spending cap", async ({ page }) => {
  await signInAs(page, ADMIN);
  const before = await (await page.request.get("/api/v1/admin/settings")).json();
  const usage = (await (await page.request.get("/api/v1/admin/ai-usage")).json()).data;
  try {
    await page.goto("/admin/ai-usage");
    await expect(page.getByRole("heading", { level: 1, name: "AI usage" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "AI usage", exact: true })).toHaveAttribute("aria-current", "page");
    if (usage.currentModel === null) await expect(page.getByText(/No AI model is configured/)).toBeVisible();
    await expect(page.getByRole("table", { name: /Model calls by UTC day/ })).toBeVisible();
    await expectNoSeriousViolations(page, "/admin/ai-usage");

    // A price for a model the provider bills, and a cap well above what the suite spends.
    if ((await page.getByLabel("Model", { exact: true }).count()) === 0) await page.getByRole("button", { name: "Add a model price" }).click();
    await page.getByLabel("Model", { exact: true }).first().fill("gpt-4o-mini");
    await page.getByLabel("Input $ / 1M").first().fill("0.15");
    await page.getByLabel("Output $ / 1M").first().fill("0.6");
    await page.getByLabel("Daily spending cap ($)").fill("50");
    await page.getByRole("button", { name: "Save prices and cap" }).click();
    await expect(page.getByText("Prices and cap saved")).toBeVisible();
    const saved = await (await page.request.get("/api/v1/admin/settings")).json();
    expect(saved.aiSettings).toMatchObject({ dailySpendCap: 50 });
    expect(saved.aiSettings.prices[0]).toEqual({ model: "gpt-4o-mini", inputPerMillion: 0.15, outputPerMillion: 0.6 });
    await page.reload();
    await expect(page.getByText("Cap $50.00")).toBeVisible();
  } finally {
    // Other specs share this server: the settings go back as they were.
    await page.request.put("/api/v1/admin/settings", { data: before, headers: { origin: BASE_URL } });
  }
});
