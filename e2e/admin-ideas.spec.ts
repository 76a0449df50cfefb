import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, ADMIN, BASE_URL, signInAs } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

/** A complete catalogue idea under a new title, as the AI generator would hand it to the create endpoint. */
function completeIdea(title: string) {
  const file = JSON.parse(readFileSync(path.join("data/ideas", "1099-da-basis-gap-reconciler.json"), "utf8"));
  const { slug: _slug, sources: _s, last_verified_at: _l, score_rationale: _r, score_change_reason: _c, ...rest } = file;
  return { ...rest, title, status: "draft", is_pro_pick: false };
}

test("an admin creates, edits, publishes, sets as daily and deletes ideas", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const draftTitle = `E2E draft idea ${stamp}`;
  const completeTitle = `E2E complete idea ${stamp}`;
  await signInAs(page, ADMIN);

  await page.goto("/admin/ideas");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Ideas" })).toBeVisible();
  await expect(page.getByText("Today's daily idea")).toBeVisible();
  await expect(page.getByText(/E-mail subject: Today's Startup Idea: /)).toBeVisible();
  await expect(page.getByText(/Expires in \d+h \d{2}m/)).toBeVisible();
  await expect(page.getByRole("link", { name: "AI Generate" })).toHaveAttribute("href", "/admin/ideas/generate");
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/admin/ideas");

  // Create: the required fields are checked first, then a draft is saved.
  await page.getByRole("button", { name: "Add Idea" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Add Idea" })).toBeVisible();
  await expectNoSeriousViolations(page, "/admin/ideas create form");
  await dialog.getByRole("button", { name: "Create idea" }).click();
  await expect(dialog.getByText("Please fill in all required fields").first()).toBeVisible();
  await dialog.getByLabel("Title (required)").fill(draftTitle);
  await dialog.getByLabel("Tagline (required)").fill("A draft written in the browser test");
  await dialog.getByLabel("Category (required)").selectOption({ label: "FinTech" });
  await dialog.getByRole("button", { name: "Create idea" }).click();
  await expect(page.getByText("Idea created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole("table", { name: "Ideas, newest first" });
  await page.getByRole("searchbox", { name: "Search" }).fill(stamp);
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByText(draftTitle, { exact: true })).toBeVisible();
  await expect(table.getByText(`/e2e-draft-idea-${stamp}`)).toBeVisible();

  // Edit: the form opens with the stored idea.
  await page.getByRole("button", { name: `Actions for ${draftTitle}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(dialog.getByLabel("Tagline (required)")).toHaveValue("A draft written in the browser test");
  await dialog.getByLabel("Tagline (required)").fill("An edited tagline from the browser test");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Idea updated successfully")).toBeVisible();

  // Publishing an incomplete draft is refused with the failure toast.
  await page.getByLabel(`Status of ${draftTitle}`).selectOption("published");
  await expect(page.getByText(/A published idea needs every field/)).toBeVisible();
  await expect(page.getByLabel(`Status of ${draftTitle}`)).toHaveValue("draft");

  // A complete idea (as the generator saves it) is published from the row, then made today's idea.
  const created = await page.request.post("/api/v1/admin/ideas", { data: completeIdea(completeTitle), headers: { origin: BASE_URL } });
  expect(created.status()).toBe(201);
  await page.reload();
  await expect(table.getByText(completeTitle, { exact: true })).toBeVisible();
  await page.getByLabel(`Status of ${completeTitle}`).selectOption("published");
  await expect(page.getByText("Idea status updated to published")).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${completeTitle}` }).click();
  await page.getByRole("menuitem", { name: "Mark as Pro Pick" }).click();
  await expect(page.getByText("Idea marked as Pro Pick")).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${completeTitle}` }).click();
  await page.getByRole("menuitem", { name: "Set as daily idea" }).click();
  await expect(page.getByText("Idea set as today's daily idea")).toBeVisible();
  await expect(page.getByText(`E-mail subject: Today's Startup Idea: ${completeTitle}`)).toBeVisible();
  const daily = await (await page.request.get("/api/v1/ideas/daily")).json();
  expect(daily.idea.title).toBe(completeTitle);

  // The edit form with a full idea is accessible too.
  await page.getByRole("button", { name: `Actions for ${completeTitle}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(dialog.getByLabel("Title (required)")).toHaveValue(completeTitle);
  await expectNoSeriousViolations(page, "/admin/ideas edit form");
  await page.keyboard.press("Escape");

  // Delete both, each after the spec's confirmation.
  for (const title of [draftTitle, completeTitle]) {
    await page.getByRole("button", { name: `Actions for ${title}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(page.getByRole("dialog").getByText(`Are you sure you want to delete "${title}"? This action cannot be undone.`)).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Idea deleted successfully").first()).toBeVisible();
    await expect(table.getByText(title, { exact: true })).toBeHidden();
  }
});
