import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { AI_QUOTAS, PLANS } from "@shared/plans";
import { mockFetch } from "@web/test/fetch-mock";
import { publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { FAQ_CATEGORIES, FAQ_ITEMS } from "./faq-items";
import { FaqPage } from "./faq-page";

const routes: RouteObject[] = [{ path: "/faq", element: <FaqPage /> }];

function renderFaq(path = "/faq") {
  mockFetch({ "GET /api/v1/public-config": { body: publicConfig } });
  return renderRoutes(routes, path);
}

/** The question rows: disclosure buttons (the category chips use aria-pressed instead). */
function questionButtons() {
  return screen.getAllByRole("button").filter((button) => button.hasAttribute("aria-expanded"));
}

const chips = [
  { label: "General", id: "general" },
  { label: "Pricing", id: "pricing" },
  { label: "Ideas", id: "ideas" },
  { label: "AI Features", id: "ai" },
  { label: "Technical", id: "technical" },
] as const;

describe("FaqPage", () => {
  it("has one h1 and exactly 17 questions, spread over the five categories", () => {
    renderFaq();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(17);
    expect(FAQ_ITEMS).toHaveLength(17);
    for (const category of FAQ_CATEGORIES) {
      expect(FAQ_ITEMS.filter((item) => item.category === category.id).length).toBeGreaterThan(0);
    }
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(17);
    // Every row starts closed.
    for (const button of questionButtons()) expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("offers the six category chips as toggle buttons, All Questions pressed at first", () => {
    renderFaq();
    const group = screen.getByRole("group", { name: "Filter questions by category" });
    const names = within(group)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(names).toEqual(["All Questions", "General", "Pricing", "Ideas", "AI Features", "Technical"]);
    expect(within(group).getByRole("button", { name: "All Questions" })).toHaveAttribute("aria-pressed", "true");
    expect(within(group).getByRole("button", { name: "Pricing" })).toHaveAttribute("aria-pressed", "false");
  });

  it.each(chips)("filtering by $label shows only that category's questions", async ({ label, id }) => {
    renderFaq();
    const user = userEvent.setup();
    const group = screen.getByRole("group", { name: "Filter questions by category" });
    await user.click(within(group).getByRole("button", { name: label }));

    expect(within(group).getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true");
    expect(within(group).getByRole("button", { name: "All Questions" })).toHaveAttribute("aria-pressed", "false");
    const expected = FAQ_ITEMS.filter((item) => item.category === id).map((item) => item.question);
    expect(questionButtons().map((button) => button.textContent)).toEqual(expected);
    expect(screen.getByRole("status")).toHaveTextContent(`${expected.length} of 17 questions, in ${label}`);

    await user.click(within(group).getByRole("button", { name: "All Questions" }));
    expect(questionButtons()).toHaveLength(17);
  });

  it("opens /faq?category=pricing with Pricing chosen", () => {
    renderFaq("/faq?category=pricing");
    expect(screen.getByRole("button", { name: "Pricing" })).toHaveAttribute("aria-pressed", "true");
    expect(questionButtons()).toHaveLength(FAQ_ITEMS.filter((item) => item.category === "pricing").length);
  });

  it("expands a question to show its answer, and collapses it again", async () => {
    renderFaq();
    const user = userEvent.setup();
    const question = screen.getByRole("button", { name: "Can I get a refund?" });
    const answerId = question.getAttribute("aria-controls")!;
    expect(document.getElementById(answerId)).not.toBeVisible();
    expect(screen.queryByRole("region", { name: "Can I get a refund?" })).not.toBeInTheDocument();

    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    const answer = screen.getByRole("region", { name: "Can I get a refund?" });
    expect(answer).toHaveAttribute("id", answerId);
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent("7-day money-back guarantee");
    expect(answer).toHaveTextContent("After those 7 days we don't give refunds");
    expect(await within(answer).findByRole("link", { name: publicConfig.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${publicConfig.supportEmail}`,
    );

    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(answerId)).not.toBeVisible();
  });

  it("opens the question named in the URL hash", () => {
    renderFaq("/faq#browsers");
    expect(screen.getByRole("button", { name: "Which browsers are supported?" })).toHaveAttribute("aria-expanded", "true");
  });

  it("links Contact Support to the support address from public config", async () => {
    renderFaq();
    expect(await screen.findByRole("link", { name: "Contact Support" })).toHaveAttribute("href", `mailto:${publicConfig.supportEmail}`);
  });

  it("states the plans' real prices and limits, and none of the spec's unbacked claims", async () => {
    renderFaq();
    const user = userEvent.setup();
    for (const button of questionButtons()) await user.click(button);
    const text = document.body.textContent ?? "";

    expect(text).toContain(`${PLANS.starter.name}, $29 a month or $299 a year (${PLANS.starter.yearly!.display})`);
    expect(text).toContain(`${PLANS.pro.name}, $99 a month or $999 a year`);
    expect(text).toContain(`${PLANS.lifetime.name}, $1,500 once (was $2,997)`);
    expect(text).toContain(`${AI_QUOTAS.pro.aiChat} messages a month`);
    expect(text).toContain("3 a month");
    expect(text).toContain("fair-use cap of 1,000 chat messages and 1,000 validations a month");
    expect(text).toContain("reset at 00:00 UTC on the 1st of each month");
    expect(text).toContain("09:00 UTC");
    expect(text).toContain("prorated charge");
    expect(text).toContain("at the end of the billing period");
    expect(text).toContain("at least 30 days");
    expect(text).toContain("about 10% of the catalogue");
    expect(text).toContain("Bolt.new, v0, Lovable, Cursor, Windsurf and Replit");
    expect(text).toContain("as JSON");
    expect(text).toContain("13 or older");

    for (const claim of ["200+", "25+", "top 5%", "9 AM", " ET", "unlimited", "Unlimited"]) expect(text).not.toContain(claim);
  });
});
