import { expect, test, BASE_URL, PRO, signInAs } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

/**
 * The strategy chat keeps its topic (issue 22, item 4), on the built-in analyst: a general chat that
 * lands on a catalogue idea answers "who are the competitors?" and "how should I price it?" about
 * that idea; the browser's copy of the chat is shown when the server cannot give it after a reload;
 * Delete removes the chat; a failed first answer puts the question back in the box.
 */

interface IdeaDetail {
  id: string;
  slug: string;
  title: string;
  tagline: string;
  analysis: { competitive_landscape: { direct_competitors: { name: string }[] }; business_model: { tiers: { price: string }[] } };
}

test("a general chat continues its topic across three turns, survives a reload without the server, and can be deleted", async ({ page }) => {
  await signInAs(page, PRO);
  // A live idea (the catalogue changes), read in full as the Pro member reads it.
  const list = await (await page.request.get("/api/v1/ideas?sort=newest")).json();
  const card = (list.ideas as { slug?: string; isProPick?: boolean }[]).find((c) => c.slug && !c.isProPick)!;
  const detail = (await (await page.request.get(`/api/v1/ideas/${card.slug}`)).json()).idea as IdeaDetail;

  await page.goto("/ai-chat");
  const box = page.getByLabel("Message");
  const answers = page.locator("[data-role=assistant]");
  const ask = async (question: string, turn: number) => {
    await box.fill(question);
    await box.press("Enter");
    await expect(answers).toHaveCount(turn);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  };

  await ask(`What do you make of this: ${detail.title}. ${detail.tagline}`, 1);
  await expect(page).toHaveURL(/\?session=[0-9a-f-]{36}$/);
  const sessionUrl = page.url();
  // The idea is named by its title, as a link to its page, never as a raw path.
  const topicLink = answers.nth(0).getByRole("link", { name: detail.title, exact: true }).first();
  await expect(topicLink).toHaveAttribute("href", `/ideas/${detail.slug}`);
  await expect(answers.nth(0)).not.toContainText(`/ideas/${detail.slug}`);

  // The header says which idea the follow-ups are about.
  await expect(page.getByRole("region", { name: "AI Strategist" }).getByText(/follow-up questions are about this idea/)).toBeVisible();
  await ask("Who are the competitors?", 2);
  await expect(answers.nth(1)).toContainText(detail.analysis.competitive_landscape.direct_competitors[0]!.name);
  await expect(answers.nth(1).getByRole("link", { name: detail.title, exact: true })).toBeVisible();

  await ask("How should I price it?", 3);
  await expect(answers.nth(2)).toContainText(detail.analysis.business_model.tiers[0]!.price);
  await expect(answers.nth(2).getByRole("link", { name: detail.title, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, "chat on a topic");

  // The server cannot give the session after a reload: the copy kept in this browser is shown.
  await page.route("**/api/v1/ai-chat/sessions/*", (route) => route.abort("connectionrefused"));
  await page.goto(sessionUrl);
  await expect(page.getByText("Failed to load chat session. Showing the copy kept in this browser.")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("[data-role=user]")).toHaveCount(3);
  await expect(page.locator("[data-role=assistant]").nth(2)).toContainText(detail.analysis.business_model.tiers[0]!.price);
  await page.unroute("**/api/v1/ai-chat/sessions/*");

  // Delete removes the chat: it leaves the list, and its address answers that it no longer exists.
  await page.goto(sessionUrl);
  await expect(page.locator("[data-role=user]")).toHaveCount(3);
  const sessionId = new URL(sessionUrl).searchParams.get("session")!;
  const chats = page.getByRole("complementary", { name: "Chats" });
  await expect(chats.locator(`a[href$="session=${sessionId}"]`)).toHaveCount(1);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete chat" }).click();
  await expect(page).toHaveURL(/\/ai-chat$/);
  await expect(chats.locator(`a[href$="session=${sessionId}"]`)).toHaveCount(0);
  await page.goto(sessionUrl);
  await expect(page.getByText("This chat no longer exists. Start a new one.")).toBeVisible();
  await expect(page.locator("[data-role=user]")).toHaveCount(0);
});

test("a failed first answer in a new chat puts the question back in the box", async ({ page }) => {
  await signInAs(page, PRO);
  await page.goto("/ai-chat");
  await page.route("**/api/v1/ai-chat/message", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "SERVER", message: "Failed to send message. The AI model did not answer usably; this did not count against your monthly limit. Please try again." } }),
    }),
  );
  const box = page.getByLabel("Message");
  await box.fill("Which ideas have the best feasibility for a weekend build?");
  await box.press("Enter");
  await expect(page.getByText(/Failed to send message\. The AI model did not answer usably/)).toBeVisible();
  await expect(box).toHaveValue("Which ideas have the best feasibility for a weekend build?");
  await expect(page.locator("[data-role=user]")).toHaveCount(0);
  await expect(page).toHaveURL(/\/ai-chat$/);
});

test("a chat started from a validation report is about the founder's own idea", async ({ page }) => {
  await signInAs(page, PRO);
  const idea = "A scheduling app for mobile dog groomers, paid monthly by the groomer";
  const made = await page.request.post("/api/v1/validate", { data: { idea }, headers: { origin: BASE_URL } });
  expect(made.status()).toBe(200);
  const report = (await made.json()).data as { id: string; risks: string[] };
  await page.goto(`/validate/${report.id}`);
  await page.getByRole("link", { name: "Discuss with the AI Strategist" }).click();
  await expect(page.getByText("Discussing your idea:")).toBeVisible();
  const box = page.getByLabel("Message");
  await box.fill("What are the biggest risks?");
  await box.press("Enter");
  await expect(page.locator("[data-role=assistant]").first()).toContainText(report.risks[0]!);
  await expect(page).toHaveURL(/\/ai-chat\?session=[0-9a-f-]{36}$/);
  await expect(page.getByText("Discussing your idea:")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Chats" }).getByRole("link", { name: /Your idea: A scheduling app for mobile dog groomers/ })).toBeVisible();
});
