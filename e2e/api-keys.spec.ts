import { expect, test, PRO, BASE_URL, signInAs } from "./fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a member creates an API key, copies the AI tool configuration, uses the key and revokes it", async ({ page, request }) => {
  await signInAs(page, PRO);
  await page.goto("/settings");
  const name = `Laptop ${Date.now()}`;
  await page.getByLabel("New key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();

  const secret = await page.getByLabel("New API key", { exact: true }).inputValue();
  expect(secret).toMatch(/^idk_/);
  // The Cursor configuration carries the new key; the copy button puts exactly it on the clipboard.
  await page.getByRole("tab", { name: "Cursor" }).click();
  await page.getByRole("button", { name: "Copy the Cursor configuration" }).click();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toEqual({ mcpServers: { ideadeck: { url: `${BASE_URL}/mcp`, headers: { Authorization: `Bearer ${secret}` } } } });

  // The key works against the API, then shows its use in the list.
  const ok = await request.get("/api/v1/saved", { headers: { authorization: `Bearer ${secret}` } });
  expect(ok.status()).toBe(200);
  await page.getByRole("button", { name: "Done, I have copied it" }).click();
  await page.reload();
  const row = page.getByRole("list", { name: "API keys" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("1 request");
  await expect(page.getByLabel("New API key", { exact: true })).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(secret);

  await row.getByRole("button", { name: `Revoke key ${name}` }).click();
  await expect(page.getByText(`Key "${name}" revoked`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const refused = await request.get("/api/v1/saved", { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});
