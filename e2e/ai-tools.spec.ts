import type { APIRequestContext } from "@playwright/test";
import { expect, test, BASE_URL, PRO, STARTER, signInAs } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

/** These tests run with no AI model configured: every answer comes from the built-in analyst. */
/** A published, non-Pro-Pick idea from the live catalogue: its id (the AI routes use ids) and title. */
async function anIdea(request: APIRequestContext): Promise<{ id: string; slug: string; title: string }> {
  const list = await (await request.get("/api/v1/ideas?sort=newest")).json();
  const card = (list.ideas as { slug?: string; isProPick?: boolean }[]).find((c) => c.slug && !c.isProPick)!;
  const detail = await (await request.get(`/api/v1/ideas/${card.slug}`)).json();
  return { id: detail.idea.id, slug: detail.idea.slug, title: detail.idea.title };
}

test("a Pro member validates an idea, reads the report and finds it again under My reports", async ({ page }) => {
  await signInAs(page, PRO);
  await page.goto("/validate");
  await expect(page.getByRole("heading", { level: 1, name: "Idea validation: built-in analyst" })).toBeVisible();
  await expectNoSeriousViolations(page, "validate form");
  const idea = page.getByLabel("Describe your idea");
  await idea.fill("A renewal tracker for small web agencies that warns before a client's domain or SSL certificate expires");
  await expect(page.getByText("103/500")).toBeVisible();
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByRole("heading", { name: "Validation report" })).toBeVisible();
  await expect(page.getByText("Launch Difficulty Score")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Risks" })).toBeVisible();
  await expect(page.getByText(/Built-in analyst: no AI model configured/).first()).toBeVisible();
  await expectNoSeriousViolations(page, "validation report");

  await page.getByRole("button", { name: "Validate Another Idea" }).click();
  await expect(page.getByLabel("Describe your idea")).toHaveValue("");
  const mine = page.getByRole("region", { name: "My reports" }).getByRole("link").first();
  await expect(mine).toContainText("A renewal tracker for small web agencies");
  await mine.click();
  await expect(page).toHaveURL(/\/validate\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Validation report", level: 2 })).toBeVisible();
});

test("a Pro member chats about an idea and the answer arrives as a stream of pieces", async ({ page, request }) => {
  const idea = await anIdea(request);
  await signInAs(page, PRO);
  await page.goto(`/ai-chat/${idea.id}`);
  await expect(page.getByRole("region", { name: "AI Strategist" }).getByRole("link", { name: idea.title, exact: true })).toBeVisible();
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/v1/ai-chat/message"));
  await page.getByLabel("Message").fill("Who are the competitors?");
  await page.getByLabel("Message").press("Enter");
  const response = await answered;
  expect(response.headers()["content-type"]).toContain("text/event-stream");
  const answer = page.locator("[data-role=assistant]").last();
  await expect(answer).toContainText("[Competition]");
  // The page's own response body is gone once it updates its URL, so the pieces are counted on a
  // second request from the same signed-in browser.
  const again = await page.request.post("/api/v1/ai-chat/message", {
    data: { message: "How should I price it?", ideaId: idea.id },
    headers: { accept: "text/event-stream", origin: BASE_URL },
  });
  const deltas = (await again.text()).split("\n\n").filter((block) => block.includes('"type":"delta"'));
  expect(deltas.length).toBeGreaterThan(3);
  await expect(page).toHaveURL(/\?session=[0-9a-f-]{36}$/);
  await expect(page.getByRole("complementary", { name: "Chats" }).getByRole("link", { name: new RegExp(idea.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first()).toBeVisible();
  await expectNoSeriousViolations(page, "chat");
});

test("a Pro member opens the AI builder with prompts and launch documents", async ({ page, request }) => {
  const idea = await anIdea(request);
  await signInAs(page, PRO);
  await page.goto(`/idea-builder/${idea.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `AI Builder: ${idea.title}` })).toBeVisible();
  await expect(page.getByText("Prompt for Bolt.new")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Product requirements document" })).toBeVisible();
  await expect(page.locator("#doc-prd")).toHaveValue(new RegExp(`# Product requirements: ${idea.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expectNoSeriousViolations(page, "builder");
});

test("members without Pro are sent to pricing from the chat and see the upgrade text on /validate and the builder", async ({ page, request }) => {
  const idea = await anIdea(request);
  await signInAs(page, STARTER);
  await page.goto("/validate");
  await expect(page.getByText(/AI idea validation is part of Weekend Empire \(Pro\)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Validate Idea" })).toHaveCount(0);
  await page.goto("/ai-chat");
  await expect(page).toHaveURL(/\/pricing/);
  await page.goto(`/idea-builder/${idea.id}`);
  await expect(page.getByText("Pro feature - Upgrade to access AI builder")).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
});
